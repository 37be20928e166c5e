import { describe, expect, it } from "vitest";
import { appContentSecurityPolicy, baseSecurityHeaders, inlineScripts, sourceOf } from "./security-headers.ts";

describe("sourceOf", () => {
  it("keeps a URL's scheme and host, and turns a tile template's rotating subdomain into a wildcard", () => {
    expect(sourceOf("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(sourceOf("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe("https://*.tile.example.org");
    expect(sourceOf("http://127.0.0.1:9000/escouade-media")).toBe("http://127.0.0.1:9000");
  });

  it("allows nothing for what is not an http(s) origin, or a placeholder CSP cannot express", () => {
    expect(sourceOf(undefined)).toBeUndefined();
    expect(sourceOf("javascript:alert(1)")).toBeUndefined();
    expect(sourceOf("data:image/png;base64,AAAA")).toBeUndefined();
    expect(sourceOf("https://tiles.{s}.example.org/{z}")).toBeUndefined();
  });
});

describe("inlineScripts", () => {
  it("finds the classic and module inline scripts, not external ones nor JSON data blocks", () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script id="s" type="application/json">{"c":1}</script>`;
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
  });
});

describe("appContentSecurityPolicy", () => {
  it("lists hashes under script-src only, never unsafe-inline or eval for scripts", () => {
    const policy = appContentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], images: ["https://tiles.example.org"] });
    expect(policy).toContain("script-src 'self' 'sha256-abc';");
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.org;");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(policy).toMatch(/frame-ancestors 'none'$/);
  });

  it("opens WebSockets only for the dev server, and upgrades requests only over https", () => {
    expect(appContentSecurityPolicy({ devSocket: true })).toContain("connect-src 'self' ws:;");
    expect(appContentSecurityPolicy()).not.toContain("ws:");
    expect(appContentSecurityPolicy({ https: true })).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe("baseSecurityHeaders", () => {
  it("adds HSTS over https only", () => {
    expect(baseSecurityHeaders()).not.toHaveProperty("strict-transport-security");
    expect(baseSecurityHeaders({ https: true })["strict-transport-security"]).toMatch(/^max-age=31536000/);
  });
});
