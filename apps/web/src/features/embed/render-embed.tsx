import type { UiLanguage } from "@escouade/contracts/languages";
import { I18nProvider } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { renderToStaticMarkup } from "react-dom/server";
import { activateLanguage, prepareI18n } from "@/lib/i18n.ts";
import { EmbedPage, type EmbedPageProps } from "./embed-page.tsx";
import { embedStyles } from "./embed-styles.ts";

export interface RenderEmbedOptions extends EmbedPageProps {
  lang: UiLanguage;
  theme: "auto" | "light" | "dark";
  /** This response's CSP nonce: the one inline stylesheet carries it. */
  nonce: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The widget's document, for apps/server's `/embed/…` (docs/decisions/037): a Lingui instance of
 * its own in the site's chosen language, React's static markup, one inline stylesheet, no script.
 */
export async function renderEmbed({ theme, nonce, ...page }: RenderEmbedOptions): Promise<string> {
  const i18n = prepareI18n();
  await activateLanguage(i18n, page.lang, { allMessages: true });
  const body = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <EmbedPage {...page} />
    </I18nProvider>,
  );
  const title = i18n._(msg`Prochaines parties · ${page.owner.name}`);
  return `<!DOCTYPE html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeAttribute(title)} — Escouade</title><style nonce="${escapeAttribute(nonce)}">${embedStyles(theme)}</style></head><body>${body}</body></html>`;
}
