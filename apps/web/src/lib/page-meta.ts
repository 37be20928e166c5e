import { useEffect } from "react";

const SITE_NAME = "Escouade";

/** Sets a `<meta>` tag's content, creating the tag if needed; returns how to put things back. */
function setMeta(attribute: "name" | "property", key: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const previous = tag?.content;
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
  const created = previous === undefined;
  return () => (created ? tag.remove() : (tag.content = previous));
}

let collected: { title: string; description: string } | null = null;

/** For the prerender (scripts/prerender.mjs): the meta the last page rendered with, once. */
export function takeCollectedPageMeta() {
  const meta = collected;
  collected = null;
  return meta;
}

/**
 * A page's title and description for search engines and shared links (og:title, og:description),
 * in the page's language. Leaving the page restores what index.html set, so pages without their
 * own meta never show another page's.
 */
export function usePageMeta({ title, description }: { title: string; description: string }) {
  // The prerender runs no effect: it takes the title and description the page rendered with (the
  // page's own comes last: a layout renders before its pages).
  if (import.meta.env.SSR) collected = { title: `${title} — ${SITE_NAME}`, description };
  useEffect(() => {
    const fullTitle = `${title} — ${SITE_NAME}`;
    const previousTitle = document.title;
    document.title = fullTitle;
    const restores = [
      setMeta("name", "description", description),
      setMeta("property", "og:title", fullTitle),
      setMeta("property", "og:description", description),
    ];
    return () => {
      document.title = previousTitle;
      for (const restore of restores) restore();
    };
  }, [title, description]);
}
