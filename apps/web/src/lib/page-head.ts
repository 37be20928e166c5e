import { UI_LANGUAGES } from "@escouade/contracts/languages";

export const SITE_NAME = "Escouade";

/** A route's `head()`: a page's title and description, for the tab, search engines and shared links. */
export function pageHead({ title, description }: { title: string; description: string }) {
  const fullTitle = `${title} — ${SITE_NAME}`;
  return {
    meta: [
      { title: fullTitle },
      { name: "description", content: description },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
    ],
  };
}

/**
 * Every page's address in each language (`/fr/...` → `/en/...`), and its canonical one: the same
 * page in the four languages, told apart for search engines. The query is left out: a filtered
 * search is the same page.
 */
export function languageLinks(origin: string, pathname: string) {
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, "").replace(/\/+$/, "");
  const lang = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  if (!lang) return [];
  return [
    { rel: "canonical", href: `${origin}/${lang}${rest}` },
    ...UI_LANGUAGES.map((other) => ({ rel: "alternate", hrefLang: other, href: `${origin}/${other}${rest}` })),
    { rel: "alternate", hrefLang: "x-default", href: `${origin}/fr${rest}` },
  ];
}
