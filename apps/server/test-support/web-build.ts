import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A web build as `pnpm build` lays it out (the browser's files, Vite's manifest, the server entry),
 * with a page renderer of the test's own: the server's side of page serving is tested without the
 * real app (whose pages the journeys draw). The default renderer echoes what it was given.
 */
export const ECHO_RENDERER = `export async function renderPage(options) {
  const seen = { url: options.request.url, session: options.sessionJson, nonce: options.nonce, origin: options.origin };
  return new Response("<!DOCTYPE html><html><body><script type=\\"application/json\\">" + JSON.stringify(seen).replace(/</g, "\\\\u003c") + "</script></body></html>", { headers: { "content-type": "text/html; charset=utf-8" } });
}`;

export function fakeWebBuild(prefix: string, renderer = ECHO_RENDERER): string {
  const dist = mkdtempSync(path.join(tmpdir(), prefix));
  for (const dir of ["assets", "server", ".vite"]) mkdirSync(path.join(dist, dir));
  writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html><head><title>Escouade</title></head><body><div></div><script type="module" src="/assets/entry.js"></script></body></html>`,
  );
  writeFileSync(path.join(dist, "assets", "entry.js"), "console.log('app');");
  writeFileSync(path.join(dist, "server", "entry-server.js"), renderer);
  writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify({ "index.html": { file: "assets/entry.js", isEntry: true } }));
  return dist;
}

/** What the echo renderer was given for a page. */
export function seenByRenderer(html: string): { url: string; session: string; nonce: string; origin: string } {
  const match = /<script type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error("no page drawn by the renderer");
  return JSON.parse(match[1]!) as { url: string; session: string; nonce: string; origin: string };
}
