/**
 * A message's text cut into plain runs and web links. Nothing is ever read as HTML: the thread
 * renders each run as a text node and each link as an anchor whose address is http(s) only.
 */
export type TextRun = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than an address: "voir https://x.fr/plan." keeps the dot out.
const TRAILING = /[.,;:!?'"»)\]]+$/u;

function hrefOf(text: string): string | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
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
  for (const match of body.matchAll(CANDIDATE)) {
    let text = match[0];
    // A closing bracket is the address's own when it opened one: https://fr.wikipedia.org/wiki/Airsoft_(sport)
    const trailing = TRAILING.exec(text)?.[0] ?? "";
    let kept = trailing;
    while (
      kept.startsWith(")") &&
      (text.slice(0, text.length - kept.length).match(/\(/g)?.length ?? 0) > (text.slice(0, text.length - kept.length).match(/\)/g)?.length ?? 0)
    )
      kept = kept.slice(1);
    text = text.slice(0, text.length - kept.length);
    const href = hrefOf(text);
    pushText(body.slice(last, match.index));
    if (href) runs.push({ kind: "link", text, href });
    else pushText(text);
    pushText(kept);
    last = match.index + match[0].length;
  }
  pushText(body.slice(last));
  return runs;
}
