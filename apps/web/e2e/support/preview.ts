import type { APIRequestContext } from "@playwright/test";

/** A page as a messenger's link preview reads it: no script run, only the markup. */
export async function preview(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { cookie: "" } });
  // The response's own nonce set aside, so two pages can be compared.
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  const html = nonce ? (await response.text()).replaceAll(nonce, "NONCE") : await response.text();
  const decoded = (text: string) =>
    text
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const meta = (key: string) => {
    const content = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    return content === undefined ? null : decoded(content);
  };
  const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return { status: response.status(), html, meta, jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : null };
}
