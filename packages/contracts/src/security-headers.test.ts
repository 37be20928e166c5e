import { describe, expect, it } from "vitest";
import { API_CONTENT_SECURITY_POLICY, appContentSecurityPolicy, baseSecurityHeaders, inlineScripts, sourceOf } from "./security-headers.ts";

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

  it("reads the origin only at the start of the address, lower-cased, whatever the placeholder's name", () => {
    expect(sourceOf(" HTTPS://Tiles.Example.org/{z}")).toBe("https://tiles.example.org");
    expect(sourceOf("see https://tiles.example.org")).toBeUndefined();
    expect(sourceOf("https://{sub}.tiles.example.org/{z}")).toBe("https://*.tiles.example.org");
    expect(sourceOf("https://{s}.tiles.{tld}/{z}")).toBeUndefined();
  });
});

describe("inlineScripts", () => {
  it("finds the classic and module inline scripts, not external ones nor JSON data blocks", () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script id="s" type="application/json">{"c":1}</script>`;
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
  });

  it("reads a script over several lines, and its type or source however the attribute is spaced or quoted", () => {
    const html = [
      `<script>\n  start();\n</script>`,
      `<script type="text/javascript">classic()</script>`,
      `<script TYPE='MODULE'>upper()</script>`,
      `<script src = "/x.js"></script>`,
      `<script type = "application/json">{"a":1}</script>`,
      `<script type=application/ld+json>{"b":2}</script>`,
    ].join("");
    expect(inlineScripts(html)).toEqual(["\n  start();\n", "classic()", "upper()"]);
  });
});

describe("appContentSecurityPolicy", () => {
  it("lets the app load only from itself, and nothing frame, embed or redirect it", () => {
    expect(appContentSecurityPolicy()).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "font-src 'self'",
        "manifest-src 'self'",
        "worker-src 'self'",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  });

  it("runs a drawn page's scripts by its nonce, and names each extra origin once", () => {
    const policy = appContentSecurityPolicy({
      nonce: "r4nd0m",
      images: ["", "https://media.example.org", "https://media.example.org", "'self'"],
      connect: ["https://api.example.org", "", "https://api.example.org"],
    });
    expect(policy).toContain("; script-src 'self' 'nonce-r4nd0m';");
    expect(policy).toContain("; img-src 'self' data: blob: https://media.example.org;");
    expect(policy).toContain("; connect-src 'self' https://api.example.org;");
  });

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
  it("sends the same protections on every response", () => {
    expect(baseSecurityHeaders()).toEqual({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": "camera=(self), geolocation=(self), microphone=(), payment=(), usb=()",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
    });
  });

  it("adds HSTS over https only", () => {
    expect(baseSecurityHeaders()).not.toHaveProperty("strict-transport-security");
    expect(baseSecurityHeaders({ https: true })["strict-transport-security"]).toMatch(/^max-age=31536000/);
  });
});

describe("API_CONTENT_SECURITY_POLICY", () => {
  it("lets nothing the API answers load or run anything", () => {
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });
});
