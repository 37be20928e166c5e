/**
 * `pnpm bench:lighthouse` (and the last part of `pnpm bench`): the first load on a phone, as a
 * new visitor meets it. Builds the web app, starts the production server on the embedded
 * database with the demo data, signs in for the page that needs it, and runs Lighthouse (mobile:
 * its slow-4G and 4x CPU emulation) in Debian's Chromium, five times per page. Prints each page's
 * median scores and metrics, and the home's JavaScript weight. DESIGN §8 budgets: every score
 * >= 95, the home's initial JavaScript <= 170 KB gzip (React 19 + router + query + tRPC).
 *
 * The build goes to a folder of its own (apps/web/dist is left alone for the journeys).
 * BENCH_LIGHTHOUSE_RUNS (default 5), BENCH_WEB_DIST (an existing build to measure instead),
 * BENCH_PAGES (some pages only, by name, comma-separated: "home,game search"), CHROME_PATH,
 * BENCH_LIGHTHOUSE_REPORTS (a folder to keep each run's Lighthouse report in, to see where time went).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync, gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort } from "./support.ts";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const SCORE_BUDGET = 95;
const INITIAL_JS_BUDGET_KB = 170;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDist = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : mkdtempSync(path.join(tmpdir(), "escouade-bench-dist-"));
const chromePath = process.env.CHROME_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
const DEMO = { email: "demo@escouade.app", password: "escouade-demo" };

async function waitForReady(url: string, exited: () => boolean) {
  for (let i = 0; i < 240; i++) {
    if (exited()) throw new Error("the server exited before it was ready");
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready at ${url} within a minute`);
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function firstGameId(url: string): Promise<number> {
  const input = encodeURIComponent(JSON.stringify({ 0: { json: { limit: 1 } } }));
  const response = await fetch(`${url}/trpc/games.getGames?batch=1&input=${input}`);
  const [first] = (await response.json()) as [{ result: { data: { json: { items: { id: number }[] } } } }];
  const id = first.result.data.json.items[0]?.id;
  if (!id) throw new Error("the demo data has no game");
  return id;
}

/** A plain 256×256 PNG tile, built by hand (signature, IHDR, IDAT, IEND). */
function tilePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xe8)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

/**
 * The map tiles come from a public tile server in production; this machine has no network, so a
 * local server speaks its protocol ({z}/{x}/{y}.png) instead of letting the page log failures.
 */
async function startTileServer() {
  const png = tilePng();
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=86400", "access-control-allow-origin": "*" });
    response.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, close: () => server.close() };
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  scripts: { url: string; transferSize: number }[];
  /** Bytes of script (as sent) the browser asked for before the first paint. */
  scriptBeforePaint: number;
  /** The audits that cost a category points, to say why a score is under 100. */
  failedAudits: string[];
  /** What the largest contentful paint was (its markup, cut short). */
  lcpElement: string;
}

/** Lighthouse's own hiccups on a loaded 2-core machine (no navigation or paint seen): measured again. */
const RETRIED = new Set(["NO_NAVSTART", "NO_FCP"]);

async function measure(url: string, port: number, cookie?: string, attempt = 1): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, `${new URL(url).pathname.replaceAll("/", "_")}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    if (RETRIED.has(lhr.runtimeError.code) && attempt < 3) return measure(url, port, cookie, attempt + 1);
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType: string; transferSize: number; networkRequestTime: number }[] } | undefined)?.items ?? [];
  const observedPaint = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedFirstContentfulPaint ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Run["scores"],
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    si: audit("speed-index"),
    scripts: requests.filter((r) => r.resourceType === "Script").map(({ url: u, transferSize }) => ({ url: u, transferSize })),
    failedAudits: CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${id}: ${ref.id}`),
    ),
    lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]?.details),
    scriptBeforePaint: requests.filter((r) => r.resourceType === "Script" && r.networkRequestTime < observedPaint).reduce((sum, r) => sum + r.transferSize, 0),
  };
}

/** The LCP element's snippet from Lighthouse's audit (a list of tables, the first naming the node). */
function lcpElementOf(details: unknown): string {
  const tables = (details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items ?? [];
  const snippet = tables[0]?.items?.[0]?.node?.snippet ?? "?";
  return snippet.length > 90 ? `${snippet.slice(0, 87)}...` : snippet;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1000;

/** The entry script and what index.html preloads with it: what runs before anything renders. */
function initialJsKb() {
  const html = readFileSync(path.join(webDist, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return { files: files.length, kb: files.reduce((sum, file) => sum + gzipKb(path.join(webDist, file)), 0) };
}

if (!chromePath) throw new Error("No Chromium found: set CHROME_PATH");
const tiles = await startTileServer();
if (!process.env.BENCH_WEB_DIST) {
  const web = path.join(root, "apps/web");
  for (const [command, args] of [
    ["pnpm", ["exec", "vite", "build", "--outDir", webDist, "--emptyOutDir"]],
    ["node", ["scripts/prerender.mjs", webDist]],
    ["node", ["scripts/precompress.mjs", webDist]],
  ] as const) {
    const step = spawnSync(command, args, { cwd: web, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, VITE_MAP_TILE_URL: tiles.template } });
    if (step.status !== 0) process.exit(step.status ?? 1);
  }
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "escouade-bench-web-"));
const server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
  cwd: path.join(root, "apps/server"),
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SERVER_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "true",
    BETTER_AUTH_SECRET: `bench-${Math.random().toString(36).slice(2)}-0123456789abcdefghijklmnop`,
    GEOCODER_URL: "",
    // The same tiles the build was made with: the server's content policy names their origin.
    ...(process.env.BENCH_WEB_DIST ? {} : { VITE_MAP_TILE_URL: tiles.template }),
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: "warn",
  },
});
const killServer = () => server.kill("SIGKILL");
process.once("exit", killServer);
let chrome: chromeLauncher.LaunchedChrome | undefined;

try {
  await waitForReady(url, () => server.exitCode !== null);
  const cookie = await signIn(url);
  const gameId = await firstGameId(url);
  const allPages: { name: string; path: string; signedIn?: boolean }[] = [
    { name: "home", path: "/fr" },
    { name: "game search", path: "/fr/search/games" },
    { name: "shop search", path: "/fr/search/shops" },
    // SPEC §6: a game's page is for signed-in players.
    { name: "game page", path: `/fr/games/${gameId}`, signedIn: true },
    { name: "toolbox", path: "/fr/toolbox" },
  ];
  const only = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
  const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;
  chrome = await chromeLauncher.launch({
    chromePath,
    // A player's phone in France, where the pages are written in its time (decision 026).
    envVars: { ...process.env, TZ: "Europe/Paris" },
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  console.log(`\nLighthouse ${RUNS}x per page, mobile (slow 4G, 4x CPU), production build on ${url}`);
  console.log("page          perf a11y  bp  seo    FCP     LCP    TBT    CLS     SI   (perf min-max)");
  let failures = 0;
  let homeScripts: Run["scripts"] = [];
  let homeBeforePaint = Number.NaN;
  for (const page of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(`${url}${page.path}`, chrome.port, page.signedIn ? cookie : undefined));
    const perf = runs.map((r) => r.scores.performance);
    const scores = CATEGORIES.map((id) => median(runs.map((r) => r.scores[id])));
    const ms = (pick: (r: Run) => number) => `${Math.round(median(runs.map(pick)))} ms`.padStart(7);
    console.log(
      `${page.name.padEnd(13)} ${scores.map((s) => String(s).padStart(4)).join("")} ${ms((r) => r.fcp)} ${ms((r) => r.lcp)} ${ms((r) => r.tbt)} ${median(runs.map((r) => r.cls)).toFixed(3).padStart(6)} ${ms((r) => r.si)}   (${Math.min(...perf)}-${Math.max(...perf)})`,
    );
    failures += scores.filter((s) => s < SCORE_BUDGET).length;
    const failed = [...new Set(runs.flatMap((r) => r.failedAudits))];
    if (failed.length > 0) console.log(`${"".padEnd(14)}points lost to: ${failed.join(", ")}`);
    console.log(`${"".padEnd(14)}largest paint: ${runs[0]!.lcpElement}`);
    if (page.name === "home") {
      homeScripts = runs[0]!.scripts;
      homeBeforePaint = median(runs.map((r) => r.scriptBeforePaint)) / 1000;
    }
  }
  const initial = initialJsKb();
  const homeGzip = homeScripts.reduce((sum, s) => {
    const file = path.join(webDist, new URL(s.url).pathname);
    return sum + (existsSync(file) ? gzipKb(file) : 0);
  }, 0);
  const homeBrotli = homeScripts.reduce((sum, s) => sum + s.transferSize, 0) / 1000;
  console.log(`\nhome, initial JS (entry + ${initial.files - 1} preloaded chunks): ${initial.kb.toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB)`);
  // A prerendered home (decision 025) paints before its scripts start; the budget counts what it runs to become interactive.
  console.log(`home, JS requested before the first paint: ${homeBeforePaint.toFixed(1)} KB as sent`);
  console.log(`home, all JS fetched by the first load: ${homeScripts.length} files, ${homeGzip.toFixed(1)} KB gzip, ${homeBrotli.toFixed(1)} KB as sent (brotli)`);
  if (initial.kb > INITIAL_JS_BUDGET_KB) failures += 1;
  console.log(failures === 0 ? "web-load: every budget holds" : `web-load: ${failures} figure(s) over budget`);
} finally {
  await chrome?.kill();
  killServer();
  tiles.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.BENCH_WEB_DIST) rmSync(webDist, { recursive: true, force: true });
}
