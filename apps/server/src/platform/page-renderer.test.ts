import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { inProcessFetch, serverRenderedPages, visitorRenderedPages, type RenderedPage, type Visitor } from "./page-renderer.ts";

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

describe("visitorRenderedPages", () => {
  const ana: Visitor = { cookie: "escouade.session_token=ana", session: '{"user":{"id":"ana"}}' };
  const ben: Visitor = { cookie: "escouade.session_token=ben", session: '{"user":{"id":"ben"}}' };

  it("draws a game's page for each visitor, with its query, and nothing else", async () => {
    const asked: string[] = [];
    const pages = visitorRenderedPages(async (url, visitor) => (asked.push(`${url} ${visitor.cookie}`), page(`${url} for ${visitor.cookie}`)));
    expect(pages("/fr/search/games", ana)).toBeNull();
    expect(pages("/fr/games/create", ana)).toBeNull();
    expect(pages("/fr/games/12/registrations", ana)).toBeNull();
    expect(pages("/xx/games/12", ana)).toBeNull();
    expect((await pages("/fr/games/12?share=abc", ana))?.html).toBe("/fr/games/12?share=abc for escouade.session_token=ana");
    // Never kept: the next visitor's is their own.
    expect((await pages("/fr/games/12?share=abc", ben))?.html).toBe("/fr/games/12?share=abc for escouade.session_token=ben");
    expect(asked).toHaveLength(2);
  });

  it("gives the shell at once when renders wait in line, and when one is slow or fails", async () => {
    const finishes: (() => void)[] = [];
    const errors: string[] = [];
    const pages = visitorRenderedPages(
      (url) => (url.endsWith("/9") ? Promise.reject(new Error("the API is down")) : new Promise((resolve) => finishes.push(() => resolve(page(url))))),
      { maxInLine: 2, timeoutMs: 20, onError: (error, pagePath) => errors.push(`${pagePath}: ${(error as Error).message}`) },
    );
    const first = pages("/fr/games/1", ana);
    const second = pages("/fr/games/2", ben);
    // Two in line: the third visitor is not made to wait behind them.
    expect(await pages("/fr/games/3", ana)).toBeNull();
    expect(finishes).toHaveLength(2);
    // Past the time limit, the shell.
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    for (const finish of finishes) finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The line is free again once those renders end.
    const fourth = pages("/fr/games/4", ana);
    finishes[2]!();
    expect((await fourth)?.html).toBe("/fr/games/4");
    expect(await pages("/fr/games/9", ana)).toBeNull();
    expect(errors).toEqual(["/fr/games/9: the API is down"]);
  });

  it("gives the shell for a page that is not the visitor's to see (no title: a redirect, not found)", async () => {
    const pages = visitorRenderedPages(async () => ({ ...page(""), title: null, description: null }));
    expect(await pages("/fr/games/12", ana)).toBeNull();
  });
});

describe("inProcessFetch", () => {
  it("speaks with the visitor's cookie when the page is drawn for them", async () => {
    const app = Fastify({ logger: false });
    app.get("/trpc/who", async (request) => ({ cookie: request.headers.cookie ?? null }));
    await app.ready();
    expect(await (await inProcessFetch(app, { cookie: "escouade.session_token=ana" })("/trpc/who")).json()).toEqual({ cookie: "escouade.session_token=ana" });
    // A cookie the renderer's own request names is not the visitor's: theirs wins.
    expect(await (await inProcessFetch(app, { cookie: "a=1" })("/trpc/who", { headers: { cookie: "b=2" } })).json()).toEqual({ cookie: "a=1" });
    expect(await (await inProcessFetch(app)("/trpc/who")).json()).toEqual({ cookie: null });
    await app.close();
  });

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
