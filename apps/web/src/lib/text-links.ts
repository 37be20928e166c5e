import { LinkifyIt } from "linkify-it";

/**
 * Text a player wrote, cut into plain runs and web links by linkify-it (markdown-it's link finder:
 * trailing punctuation, brackets that belong to an address, bare "www." and domain names).
 * Nothing is ever read as HTML: each run renders as a text node and each link as an anchor whose
 * address is http(s) only.
 */
export type TextRun = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// No e-mail addresses, IPs or schemes other than the web's ("ftp:" and "mailto:" removed; "//" is
// what finds bare domains, and a protocol-relative address is refused by hrefOf).
// A bare domain is a link with a known ending: linkify-it's own (.com, .org, country codes) and
// those clubs, fields and shops use.
const finder = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false, fuzzyIP: false })
  .add("ftp:", null)
  .add("mailto:", null)
  .tlds(["app", "club", "dev", "events", "io", "shop", "store", "team"], true);

/** The address to open: a bare domain goes over https; anything but http(s) is no link. */
function hrefOf(schema: string, text: string, url: string): string | null {
  try {
    const address = new URL(schema === "" ? `https://${text}` : url);
    return address.protocol === "https:" || address.protocol === "http:" ? address.href : null;
  } catch {
    return null;
  }
}

export function splitLinks(body: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = runs.at(-1);
    if (previous?.kind === "text") previous.text += text;
    else runs.push({ kind: "text", text });
  };
  for (const match of finder.match(body) ?? []) {
    const href = hrefOf(match.schema, match.text, match.url);
    pushText(body.slice(last, match.index));
    if (href) runs.push({ kind: "link", text: match.raw, href });
    else pushText(match.raw);
    last = match.lastIndex;
  }
  pushText(body.slice(last));
  return runs;
}
