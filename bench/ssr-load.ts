/**
 * `pnpm --filter @escouade/bench bench:ssr-load` (and the last part of `pnpm bench:lighthouse`):
 * what drawing pages on the server costs under load. 200 visitors at once ask one server process
 * (demo data) for the game search page, then 200 ask for the tRPC query alone that the page's
 * loader runs; the page's p95 should stay within 3x the query's (the rest is React drawing the
 * page), with no error. A warm-up round of 20 comes first for each, so the JIT and the database's
 * caches are not what is measured.
 *
 * Run alone, it builds the web app into a folder of its own first, as web-load.ts does;
 * BENCH_WEB_DIST measures an existing build instead.
 */
import http from "node:http";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { percentile } from "./support.ts";
import { buildWeb, root, startAppServer, startTileServer, tempDist } from "./web-server.ts";

const CONCURRENCY = 200;
const WARM_UP = 20;
const RATIO_BUDGET = 3;

/**
 * The search page's loader's query with no filter: `{ ...toGameSearchInput(defaultParams), limit: 20 }`
 * (apps/web/src/features/games/search/game-search-query.ts), every filter absent, and the
 * direction tRPC's infinite query adds to a page's input. superjson-encoded, as a batch of one.
 */
const SEARCH_INPUT = { 0: { json: { limit: 20, direction: "forward" } } };
const PAGE_PATH = "/fr/search/games";
const QUERY_PATH = `/trpc/games.getGames?batch=1&input=${encodeURIComponent(JSON.stringify(SEARCH_INPUT))}`;

interface Round {
  /** Milliseconds from sending the request to the last byte of the body, for each answer. */
  latencies: number[];
  /** Answers other than 200, and requests that got no answer. */
  errors: number;
  bytes: number;
}

/** One GET, timed to the end of its body (read whole, uncompressed, as a page's HTML is drawn). */
function timedGet(agent: http.Agent, url: string): Promise<{ ms: number | null; ok: boolean; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { "accept-encoding": "identity" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve({ ms: performance.now() - started, ok: response.statusCode === 200, bytes }));
      response.on("error", () => resolve({ ms: null, ok: false, bytes }));
    });
    request.on("error", () => resolve({ ms: null, ok: false, bytes: 0 }));
  });
}

/** `count` requests in flight at once. */
async function round(agent: http.Agent, url: string, count: number): Promise<Round> {
  const answers = await Promise.all(Array.from({ length: count }, () => timedGet(agent, url)));
  return {
    latencies: answers.flatMap((a) => (a.ms === null ? [] : [a.ms])).sort((a, b) => a - b),
    errors: answers.filter((a) => !a.ok).length,
    bytes: answers.reduce((sum, a) => sum + a.bytes, 0) / Math.max(1, answers.length),
  };
}

async function warmThenMeasure(agent: http.Agent, url: string): Promise<Round> {
  await round(agent, url, WARM_UP);
  return round(agent, url, CONCURRENCY);
}

const p = (r: Round, q: number) => percentile(r.latencies, q);
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

function printRound(name: string, r: Round) {
  console.log(
    `${name.padEnd(22)} ${ms(p(r, 50))} ${ms(p(r, 95))} ${ms(r.latencies.at(-1) ?? NaN)} ${String(r.errors).padStart(7)} ${(r.bytes / 1000).toFixed(1).padStart(8)} KB`,
  );
}

/**
 * The load section against a running server: prints the figures and returns how many of its
 * budgets (p95 ratio, errors) were missed.
 */
export async function ssrLoad(url: string): Promise<number> {
  // Keep-alive, no cap on sockets: the 200 are really in flight together, and the connections
  // opened by the warm-up are reused rather than each request paying for its own.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    const page = await warmThenMeasure(agent, `${url}${PAGE_PATH}`);
    const query = await warmThenMeasure(agent, `${url}${QUERY_PATH}`);
    const ratio = p(page, 95) / p(query, 95);
    const errors = page.errors + query.errors;
    console.log(`\nServer under load: ${CONCURRENCY} GETs at once (after ${WARM_UP} to warm up), one server process, demo data, on ${url}`);
    console.log(`${"".padEnd(22)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"max".padStart(8)} ${"errors".padStart(7)} ${"body".padStart(11)}`);
    printRound(`page ${PAGE_PATH}`, page);
    printRound("tRPC games.getGames", query);
    const ratioOk = ratio <= RATIO_BUDGET;
    console.log(`p95 page / p95 query: ${ratio.toFixed(2)}x (budget <= ${RATIO_BUDGET}x) ${ratioOk ? "PASS" : "MISS"}`);
    console.log(`errors: ${errors} (budget 0) ${errors === 0 ? "PASS" : "MISS"}`);
    const missed = (ratioOk ? 0 : 1) + (errors === 0 ? 0 : 1);
    console.log(missed === 0 ? "ssr-load: every budget holds" : `ssr-load: ${missed} budget(s) missed`);
    return missed;
  } finally {
    agent.destroy();
  }
}

/** Alone: its own build (unless BENCH_WEB_DIST) and its own server. */
async function main() {
  const tiles = await startTileServer();
  const webDist = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : tempDist();
  try {
    if (!process.env.BENCH_WEB_DIST) buildWeb(webDist, tiles.template);
    const server = await startAppServer(path.join(root, "apps/server"), webDist, process.env.BENCH_WEB_DIST ? undefined : tiles.template);
    try {
      if ((await ssrLoad(server.url)) > 0) process.exitCode = 1;
    } finally {
      server.stop();
    }
  } finally {
    tiles.close();
    if (!process.env.BENCH_WEB_DIST) rmSync(webDist, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
