import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFERRED_MODULES_ELEMENT_ID, SHELL_END, SHELL_START } from "@escouade/contracts/prerender";
import { describe, expect, it } from "vitest";
import { prerenderedDocument, prerenderedPageFor, readPrerenderedPages } from "./prerendered-pages.ts";

const TEMPLATE = [
  '<!doctype html><html lang="fr"><head><title>Escouade — la communauté airsoft</title>',
  '<meta name="description" content="Trouvez des parties." />',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-def.js">',
  '<link rel="modulepreload" crossorigin href="/assets/i18n-ghi.js">',
  `</head><body><div id="root">${SHELL_START}<header>shell</header>${SHELL_END}</div><script>loader()</script></body></html>`,
].join("\n");

const PAGE = { lang: "de", html: "<main><h1>Werkzeugkasten</h1></main>", title: "Werkzeugkasten — Escouade", description: 'Umrechnen & "nachschlagen"' };

function deferredModules(html: string) {
  const block = new RegExp(`<script id="${DEFERRED_MODULES_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html);
  return block ? (JSON.parse(block[1]!) as { entry: string; preload: string[] }) : null;
}

describe("prerenderedDocument", () => {
  const html = prerenderedDocument(TEMPLATE, PAGE, ["assets/toolbox-jkl.js", "assets/framework-def.js"])!;

  it("puts the page's markup in place of the shell, marked for React to adopt", () => {
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Werkzeugkasten</h1></main></div>');
    expect(html).not.toContain("shell");
    expect(html).toContain("<script>loader()</script>");
  });

  it("labels the document with the page's language, title and description, escaped", () => {
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<title>Werkzeugkasten — Escouade</title>");
    expect(html).toContain('<meta name="description" content="Umrechnen &amp; &quot;nachschlagen&quot;" />');
    expect(html).not.toContain("la communauté airsoft");
  });

  it("moves every script into the block the loader starts after the first paint, the page's chunks included once", () => {
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(deferredModules(html)).toEqual({
      entry: "/assets/index-abc.js",
      preload: ["/assets/framework-def.js", "/assets/i18n-ghi.js", "/assets/toolbox-jkl.js"],
    });
    // The stylesheet still blocks the first paint: the page is styled when it shows.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it("cannot be closed early by the page's text", () => {
    const sneaky = prerenderedDocument(TEMPLATE, { ...PAGE, title: "</title><script>alert(1)</script>", description: '"><script>x</script>' }, [])!;
    expect(sneaky).toContain("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(sneaky).not.toContain("<script>alert(1)");
    expect(sneaky).not.toContain("<script>x");
  });

  it("gives up, so the shell is served, when the template lacks the entry or the shell", () => {
    expect(prerenderedDocument(TEMPLATE.replace(/<script type="module"[^<]*<\/script>/, ""), PAGE, [])).toBeNull();
    expect(prerenderedDocument(TEMPLATE.replace(SHELL_END, ""), PAGE, [])).toBeNull();
  });
});

describe("prerenderedPageFor", () => {
  const pages = new Map([
    ["/fr", "home"],
    ["/fr/toolbox", "toolbox"],
  ]);

  it("finds a page with or without its trailing slash", () => {
    expect(prerenderedPageFor(pages, "/fr")).toBe("home");
    expect(prerenderedPageFor(pages, "/fr/")).toBe("home");
    expect(prerenderedPageFor(pages, "/fr/toolbox/")).toBe("toolbox");
  });

  it("finds nothing for another page, another case or the bare root", () => {
    expect(prerenderedPageFor(pages, "/fr/faq")).toBeUndefined();
    expect(prerenderedPageFor(pages, "/FR/toolbox")).toBeUndefined();
    expect(prerenderedPageFor(pages, "/")).toBeUndefined();
  });
});

describe("readPrerenderedPages", () => {
  it("reads the build's file, and nothing when the build has none", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "escouade-prerendered-"));
    try {
      expect(readPrerenderedPages(dist).size).toBe(0);
      writeFileSync(path.join(dist, "prerendered.json"), JSON.stringify({ "/de/toolbox": PAGE }));
      expect(readPrerenderedPages(dist).get("/de/toolbox")).toEqual(PAGE);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
