import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  DEFERRED_MODULES_ELEMENT_ID,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES_FILE,
  SHELL_END,
  type DeferredModules,
  type PrerenderedPage,
} from "@escouade/contracts/prerender";

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The public pages the build wrote in each language (decision 025), by path without a trailing
 * slash. None when the build has none (a build without its prerender step serves the shell).
 */
export function readPrerenderedPages(webDistDir: string): Map<string, PrerenderedPage> {
  const file = path.join(webDistDir, PRERENDERED_PAGES_FILE);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, PrerenderedPage>));
}

/** The page a path names, with or without its trailing slash. */
export function prerenderedPageFor<T>(pages: ReadonlyMap<string, T>, pathname: string): T | undefined {
  return pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}

/**
 * index.html made into a prerendered page: the page's markup in place of the shell, its language,
 * title and description, and its scripts (the entry, the entry's preloads and the page's own
 * chunks) in a JSON block that the inline loader starts once the page has painted. Null when the
 * template lacks what it needs to be rewritten: the shell is served then.
 */
export function prerenderedDocument(template: string, page: PrerenderedPage, pagePreloads: readonly string[]): string | null {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  const rootStart = template.indexOf('<div id="root">');
  const shellEnd = template.indexOf(SHELL_END, rootStart);
  if (!entry || rootStart < 0 || shellEnd < 0) return null;
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const modules: DeferredModules = { entry, preload: [...new Set([...preload, ...pagePreloads.map((file) => `/${file}`)])] };
  const withPage =
    template.slice(0, rootStart) + `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.html}` + template.slice(shellEnd + SHELL_END.length);
  const description = escapeHtml(page.description);
  return withPage
    .replace(MODULE_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${description}"`)
    .replace("</head>", () => `<script id="${DEFERRED_MODULES_ELEMENT_ID}" type="application/json">${JSON.stringify(modules).replace(/</g, "\\u003c")}</script></head>`);
}
