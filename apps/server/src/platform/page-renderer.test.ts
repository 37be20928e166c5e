import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { inProcessFetch, serverRenderedPages, type RenderedPage } from "./page-renderer.ts";

const page = (html: string): RenderedPage => ({ lang: "fr", html, title: "Parties — Escouade", description: "Les parties", state: "{}" });

describe("serverRenderedPages", () => {
  it("renders only the pages that show data (the searches, the home), with or without their trailing slash", async () => {
    const asked: string[] = [];
    const pages = serverRenderedPages(async (pagePath) => (asked.push(pagePath), page(pagePath)));
    expect(pages("/fr/toolbox")).toBeNull();
    expect(pages("/fr/search")).toBeNull();
    expect(pages("/fr/search/players")).toBeNull();
    expect(pages("/xx/search/games")).toBeNull();
    expect((await pages("/de/search/shops/"))?.html).toBe("/de/search/shops");
    expect((await pages("/fr/search/games"))?.html).toBe("/fr/search/games");
    expect((await pages("/es/"))?.html).toBe("/es");
    expect(asked).toEqual(["/de/search/shops", "/fr/search/games", "/es"]);
  });

  it("gives one render to every visitor of an interval, then renders again", async () => {
    let clock = 0;
    let renders = 0;
    const pages = serverRenderedPages(async () => page(`render ${++renders}`), { ttlMs: 10_000, now: () => clock });
    const [first, second] = await Promise.all([pages("/fr/search/games"), pages("/fr/search/games")]);
    clock = 9_999;
    const third = await pages("/fr/search/games");
    clock = 10_000;
    const fourth = await pages("/fr/search/games");
    expect([first?.html, second?.html, third?.html, fourth?.html]).toEqual(["render 1", "render 1", "render 1", "render 2"]);
  });

  it("answers null for a render that fails, says why, and tries again for the next visitor", async () => {
    const errors: string[] = [];
    let fail = true;
    const pages = serverRenderedPages(
      async () => {
        if (fail) throw new Error("the API is down");
        return page("drawn");
      },
      { onError: (error, pagePath) => errors.push(`${pagePath}: ${(error as Error).message}`) },
    );
    expect(await pages("/es/search/games")).toBeNull();
    expect(errors).toEqual(["/es/search/games: the API is down"]);
    fail = false;
    expect((await pages("/es/search/games"))?.html).toBe("drawn");
  });

  it("answers null for a page without title or description: it would be served untitled", async () => {
    const pages = serverRenderedPages(async () => ({ ...page("drawn"), title: null }));
    expect(await pages("/fr/search/shops")).toBeNull();
  });

  it("does not keep a visitor waiting on a slow render, and gives it to the next one", async () => {
    let finish: (value: RenderedPage) => void = () => undefined;
    const pages = serverRenderedPages(() => new Promise((resolve) => (finish = resolve)), { timeoutMs: 20 });
    expect(await pages("/fr/search/games")).toBeNull();
    finish(page("late"));
    expect((await pages("/fr/search/games"))?.html).toBe("late");
  });
});

describe("inProcessFetch", () => {
  it("asks the server's own routes, with the method, query, headers and body, and gives back its answer", async () => {
    const app = Fastify({ logger: false });
    app.get("/trpc/echo", async (request, reply) => reply.header("x-seen", String(request.headers["x-trpc-source"])).send({ query: request.query }));
    app.post("/trpc/echo", async (request, reply) => reply.status(201).send({ body: request.body }));
    await app.ready();
    const fetchInProcess = inProcessFetch(app);
    const got = await fetchInProcess("/trpc/echo?batch=1&input=%7B%7D", { headers: { "x-trpc-source": "page" } });
    expect(got.status).toBe(200);
    expect(got.headers.get("x-seen")).toBe("page");
    expect(await got.json()).toEqual({ query: { batch: "1", input: "{}" } });
    const posted = await fetchInProcess(new URL("http://elsewhere.invalid/trpc/echo"), { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":1}' });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ body: { a: 1 } });
    expect((await fetchInProcess("/nowhere")).status).toBe(404);
    await app.close();
  });
});
