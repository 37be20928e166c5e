import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The build the e2e server serves (as global-setup.ts chooses it).
const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.resolve(here, "../../dist");

/**
 * A new deploy, as the browser sees one: the service worker script the server sends changes (a
 * byte differs). The server reads the file on each request. Returns the undo: call it in a finally.
 */
export function deployNewServiceWorker(): () => void {
  const file = path.join(webDist, "sw.js");
  const original = readFileSync(file, "utf8");
  writeFileSync(file, `${original}\n// deployed ${new Date().toISOString()}\n`);
  return () => writeFileSync(file, original);
}
