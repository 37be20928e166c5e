import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The build the e2e server serves (as global-setup.ts chooses it).
const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.resolve(here, "../../dist");

/**
 * A new deploy, as the browser sees one: the service worker script the server sends changes (a
 * byte differs), in every form it may be sent in: `pnpm build` leaves brotli and gzip twins beside
 * it (scripts/precompress.mjs), which the server prefers. The server reads the files on each
 * request. Returns the undo: call it in a finally.
 */
export function deployNewServiceWorker(): () => void {
  const file = path.join(webDist, "sw.js");
  const twins = [
    { path: `${file}.br`, compress: (text: string) => brotliCompressSync(text) },
    { path: `${file}.gz`, compress: (text: string) => gzipSync(text) },
  ].filter((twin) => existsSync(twin.path));
  const original = readFileSync(file, "utf8");
  const originalTwins = twins.map((twin) => readFileSync(twin.path));
  const deployed = `${original}\n// deployed ${new Date().toISOString()}\n`;
  writeFileSync(file, deployed);
  for (const twin of twins) writeFileSync(twin.path, twin.compress(deployed));
  return () => {
    writeFileSync(file, original);
    twins.forEach((twin, index) => writeFileSync(twin.path, originalTwins[index]!));
  };
}
