import path from "node:path";
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { chunkGraph, routePattern, stagedStartPreloads } from "./build-plugins.ts";

const matches = (file: string, layout: boolean, url: string) => new RegExp(routePattern(file, layout).pattern).test(url);

describe("routePattern", () => {
  it("follows TanStack Router's file conventions: parameters, pathless layouts, index", () => {
    expect(routePattern("$lang/_authed/games/$gameId", false)).toEqual({ pattern: "^/[^/]+/games/[^/]+/?$", params: 2 });
    expect(routePattern("$lang/toolbox/index", false)).toEqual({ pattern: "^/[^/]+/toolbox/?$", params: 1 });
    expect(routePattern("$lang/auth/route", true)).toEqual({ pattern: "^/[^/]+/auth(?:/|$)", params: 1 });
  });

  it("matches a page exactly and a layout with all it holds", () => {
    expect(matches("$lang/search/games", false, "/fr/search/games")).toBe(true);
    expect(matches("$lang/search/games", false, "/fr/search/games/")).toBe(true);
    expect(matches("$lang/search/games", false, "/fr/search/gamesX")).toBe(false);
    expect(matches("$lang/search/games", false, "/fr/search/games/42")).toBe(false);
    expect(matches("$lang/user/$userId", true, "/fr/user/abc/friends")).toBe(true);
    expect(matches("$lang/user/$userId", true, "/fr/users")).toBe(false);
  });

  it("escapes what a segment may hold that means something in a pattern", () => {
    expect(matches("$lang/term-of-use", false, "/fr/term-of-use")).toBe(true);
    expect(matches("$lang/a.b", false, "/fr/aXb")).toBe(false);
  });
});

type FakeChunk = { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; moduleIds?: string[] };
function bundleOf(chunks: Record<string, FakeChunk>) {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      { type: "chunk", fileName, imports: [], dynamicImports: [], isEntry: false, moduleIds: [], ...chunk },
    ]),
  ) as unknown as Rollup.OutputBundle;
}

const stagedBundle = (entryModule: string) =>
  bundleOf({
    "assets/index.js": { isEntry: true, moduleIds: ["/repo/apps/web/index.html", entryModule], imports: ["assets/runtime.js"], dynamicImports: ["assets/react.js", "assets/start.js"] },
    "assets/runtime.js": {},
    "assets/react.js": {},
    "assets/start.js": { imports: ["assets/react.js", "assets/framework.js"], dynamicImports: ["assets/toolbox.js"] },
    "assets/framework.js": { imports: ["assets/react.js"] },
    "assets/toolbox.js": { imports: ["assets/start.js", "assets/table.js"] },
    "assets/table.js": {},
  });

describe("the start in steps", () => {
  it("counts what the browser's entry imports in steps as part of the start, not what the app loads later", () => {
    const { withEntry } = chunkGraph(stagedBundle(path.join("/repo/apps/web/src", "main.tsx")));
    expect([...withEntry].sort()).toEqual(["assets/framework.js", "assets/index.js", "assets/react.js", "assets/runtime.js", "assets/start.js"]);
  });

  it("leaves another entry's dynamic imports out (the page renderer's routes are not its start)", () => {
    const { withEntry } = chunkGraph(stagedBundle(path.join("/repo/apps/web/src", "prerender.tsx")));
    expect([...withEntry].sort()).toEqual(["assets/index.js", "assets/runtime.js"]);
  });

  it("names those chunks in index.html as modulepreloads, before the entry and once each", () => {
    const html = [
      "<head>",
      '    <link rel="modulepreload" crossorigin href="/assets/runtime.js">',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      "</head>",
    ].join("\n");
    const plugin = stagedStartPreloads();
    const handler = (plugin.transformIndexHtml as { handler: (html: string, context: unknown) => string }).handler;
    const out = handler(html, { bundle: stagedBundle(path.join("/repo/apps/web/src", "main.tsx")) });
    const preloads = [...out.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(["/assets/runtime.js", "/assets/react.js", "/assets/start.js", "/assets/framework.js"]);
    expect(out.indexOf("framework.js")).toBeLessThan(out.indexOf('<script type="module"'));
  });
});
