import { pageHead, SITE_NAME } from "./page-head.ts";

// Apart from page-head.ts, which every page's first script holds: only the pages of things meant to
// be shared (a public game, a place, a team) need this, and their loaders bring it.

/** JSON inside a `<script>`: nothing in it may close the element. */
const scriptSafe = (json: string) => json.replace(/</g, "\\u003c");

interface SharedPage {
  title: string;
  description: string;
  /** The page's absolute address. */
  url: string;
  /** An absolute image address for the preview, if the page has one. */
  image: string | null;
  /** The page as schema.org describes it, for search engines. */
  jsonLd: Record<string, unknown>;
}

/**
 * A page meant to be shared and found (a public game, a place, a team; decision 031): what a
 * messenger or a social network shows of its link (Open Graph, Twitter card), and what it is to a
 * search engine (schema.org JSON-LD).
 */
export function sharedPageHead({ title, description, url, image, jsonLd }: SharedPage) {
  const { meta } = pageHead({ title, description });
  return {
    meta: [
      ...meta,
      { property: "og:type", content: "website" },
      { property: "og:url", content: url },
      { property: "og:site_name", content: SITE_NAME },
      ...(image ? [{ property: "og:image", content: image }] : []),
      { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      ...(image ? [{ name: "twitter:image", content: image }] : []),
    ],
    scripts: [{ type: "application/ld+json", children: scriptSafe(JSON.stringify({ "@context": "https://schema.org", ...jsonLd })) }],
  };
}

/** A stored image's absolute address, as previews and search engines need it. */
export function absoluteImageUrl(mediaUrl: string, key: string | null, origin: string) {
  return key ? new URL(`${mediaUrl}/${key}-large.webp`, origin).href : null;
}
