#!/usr/bin/env node
// Prerenders the first screen of the public pages (decision 025): a server build of
// src/prerender.tsx renders each page in each language, as a visitor without a session sees it,
// into <dist>/prerendered.json; the server sends that markup in place of the shell and the app
// adopts it. Fails the build on a route that does not render, a render error, or a script in the
// markup (the page's policy would refuse it). The server build stays, whole (its dependencies
// inside), in <dist>/ssr: the server renders the pages that show data with it, on each request
// (decision 026).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(webDir, "dist"));
const outDir = path.join(dist, "ssr");

const LANGUAGES = ["fr", "en", "es", "de"];
/** Pages whose first screen holds nothing of a visitor's nor of the database's; "" is the home. */
const PAGES = ["", "/toolbox", "/partner", "/contact", "/term-of-use", "/term-of-sale", "/privacy-policy", "/cookies-policy", "/legal-notice"];

await build({
  root: webDir,
  configFile: path.join(webDir, "vite.config.ts"),
  // The browser build has said what it had to say about these modules.
  logLevel: "error",
  // The icons and the like are the browser build's.
  publicDir: false,
  build: { ssr: "src/prerender.tsx", outDir, emptyOutDir: true, sourcemap: false },
  // Self-contained: the server loads it from wherever the web build lies.
  ssr: { noExternal: true },
});
const { renderPage } = await import(pathToFileURL(path.join(outDir, "prerender.js")).href);

const pages = {};
for (const lang of LANGUAGES) {
  for (const page of PAGES) {
    const url = `/${lang}${page}`;
    const rendered = await renderPage(url);
    if (/<script/i.test(rendered.html)) throw new Error(`${url}: the prerendered markup holds a script`);
    if (rendered.lang !== lang) throw new Error(`${url}: rendered in ${rendered.lang}`);
    if (!rendered.title || !rendered.description) throw new Error(`${url}: the page set no title or description (usePageMeta)`);
    pages[url] = { lang, html: rendered.html, title: rendered.title, description: rendered.description };
  }
}
writeFileSync(path.join(dist, "prerendered.json"), JSON.stringify(pages));
const bytes = Object.values(pages).reduce((sum, page) => sum + page.html.length, 0);
console.log(`prerendered ${Object.keys(pages).length} pages (${Math.round(bytes / 1024)} KB of markup)`);
// The app's timers (the query cache keeps an answer five minutes) would hold the build that long.
process.exit(0);
