/**
 * What the web benchmarks (web-load.ts, ssr-load.ts) share: a build of the web app as the real
 * build makes it, a local map tile server, and the production server on the demo data, signed in
 * or not.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import { freePort } from "./support.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEMO = { email: "demo@escouade.app", password: "escouade-demo" };

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
export async function startTileServer() {
  const png = tilePng();
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=86400", "access-control-allow-origin": "*" });
    response.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, close: () => server.close() };
}

/**
 * Builds the web app into `outDir` as apps/web's `build` script does (the browser's files, the
 * server's build in server/ that draws the pages, then the compressed twins), with the local
 * tiles baked in. Exits with the failing step's status: nothing can be measured without it.
 */
export function buildWeb(outDir: string, tileTemplate: string) {
  const web = path.join(root, "apps/web");
  for (const [command, args] of [
    ["pnpm", ["exec", "vite", "build", "--outDir", outDir, "--emptyOutDir"]],
    ["pnpm", ["exec", "vite", "build", "--ssr", "--outDir", path.join(outDir, "server"), "--emptyOutDir"]],
    ["node", ["scripts/precompress.mjs", outDir]],
  ] as const) {
    const step = spawnSync(command, args, { cwd: web, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, VITE_MAP_TILE_URL: tileTemplate } });
    if (step.status !== 0) {
      console.error(`the web build failed at: ${command} ${args.join(" ")}`);
      process.exit(step.status ?? 1);
    }
  }
}

async function waitForReady(url: string, exited: () => boolean) {
  for (let i = 0; i < 480; i++) {
    if (exited()) throw new Error(`the server for ${url} exited before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready at ${url} within two minutes`);
}

export interface AppServer {
  url: string;
  pid: number;
  /** Kills the process and removes its data; safe to call twice. */
  stop(): void;
}

/**
 * The production server of the checkout whose apps/server is `serverDir`, serving `webDist`, on
 * a port and an embedded database of its own seeded with the demo data. `tileTemplate` is the
 * origin the build's tiles come from (the server's content policy names it); leave it out for a
 * build made elsewhere.
 */
export async function startAppServer(serverDir: string, webDist: string, tileTemplate?: string): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "escouade-bench-web-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
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
      ...(tileTemplate ? { VITE_MAP_TILE_URL: tileTemplate } : {}),
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: "warn",
    },
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A benchmark that throws must not leave a server behind.
  process.once("exit", stop);
  try {
    await waitForReady(url, () => child.exitCode !== null);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, pid: child.pid!, stop };
}

/** The demo player's session cookie, for the pages a visitor must be signed in to see. */
export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo sign-in on ${url} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The first public game the search lists: its page is a teaser without a session, the full page with one. */
export async function firstPublicGameId(url: string): Promise<number> {
  const input = encodeURIComponent(JSON.stringify({ 0: { json: { limit: 50 } } }));
  const response = await fetch(`${url}/trpc/games.getGames?batch=1&input=${input}`);
  if (!response.ok) throw new Error(`getGames on ${url} answered ${response.status}`);
  const [first] = (await response.json()) as [{ result: { data: { json: { items: { id: number; visibility?: string }[] } } } }];
  // A visitor's search lists only public games; the check keeps it so if that ever changes.
  const id = first.result.data.json.items.find((game) => (game.visibility ?? "public") === "public")?.id;
  if (!id) throw new Error(`the demo data on ${url} has no public game`);
  return id;
}

/** A folder of its own for a build (apps/web/dist is left alone for the journeys). */
export const tempDist = () => mkdtempSync(path.join(tmpdir(), "escouade-bench-dist-"));
