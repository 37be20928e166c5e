import { Writable } from "node:stream";
import Fastify, { LogController } from "fastify";
import { describe, expect, it } from "vitest";
import { logFailedAndSlowRequests } from "./access-log.ts";

/** A production-like app whose log lines are kept for the assertions. */
async function appWithLog(slowMs: number) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: "info", stream }, logController: new LogController({ disableRequestLogging: true }) });
  logFailedAndSlowRequests(app, slowMs);
  app.get("/ok", async () => ({ ok: true }));
  app.get("/boom", async () => {
    throw new Error("boom");
  });
  app.get("/slow", async () => {
    await new Promise((resolve) => setTimeout(resolve, slowMs + 20));
    return { ok: true };
  });
  app.get("/stream", async (_request, reply) => {
    await new Promise((resolve) => setTimeout(resolve, slowMs + 20));
    return reply.type("text/event-stream").send(": ping\n\n");
  });
  await app.ready();
  return { app, lines };
}

describe("the production access log", () => {
  it("says nothing of a quick success", async () => {
    const { app, lines } = await appWithLog(200);
    expect((await app.inject({ url: "/ok?q=secret" })).statusCode).toBe(200);
    expect(lines.filter((l) => l.msg === "request failed" || l.msg === "slow request")).toEqual([]);
  });

  it("logs a server error and a slow answer at warn, without the query string", async () => {
    const { app, lines } = await appWithLog(50);
    await app.inject({ url: "/boom?email=a@b.c" });
    await app.inject({ url: "/slow" });
    const failed = lines.find((l) => l.msg === "request failed");
    expect(failed).toMatchObject({ level: 40, method: "GET", path: "/boom", status: 500 });
    expect(JSON.stringify(failed)).not.toContain("a@b.c");
    expect(lines.find((l) => l.msg === "slow request")).toMatchObject({ level: 40, path: "/slow", status: 200 });
  });

  it("never counts a live stream as slow", async () => {
    const { app, lines } = await appWithLog(50);
    await app.inject({ url: "/stream" });
    expect(lines.some((l) => l.msg === "slow request")).toBe(false);
  });
});
