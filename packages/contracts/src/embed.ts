import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from "./languages.ts";
import { teamSlugSchema } from "./teams.ts";
import { z } from "./zod.ts";

/**
 * The widget a club puts on its own website (docs/product.md §7, "On other sites"): the upcoming
 * public games of a team, a field or an organizer, drawn by us at `/embed/{kind}/{key}`.
 */
export const EMBED_KINDS = ["team", "field", "organizer"] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

export const EMBED_THEMES = ["auto", "light", "dark"] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** How many games the widget lists, soonest first. */
export const EMBED_GAMES_SHOWN = 10;

/** Whose games: a team by its slug, a field by its id, an organizer by their player id. */
export const embedTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("team"), key: teamSlugSchema }),
  // Digits only, as the page's links write it: "1e3" or "0x10" name no field.
  z.object({
    kind: z.literal("field"),
    key: z
      .string()
      .regex(/^[1-9]\d{0,8}$/)
      .transform(Number),
  }),
  z.object({ kind: z.literal("organizer"), key: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }),
]);
export type EmbedTarget = z.infer<typeof embedTargetSchema>;

/** The query: a language and a theme the site chose; anything else falls back, a widget never breaks a page. */
export const embedOptionsSchema = z.object({
  lang: z.enum(UI_LANGUAGES).catch(DEFAULT_LANGUAGE),
  theme: z.enum(EMBED_THEMES).catch("auto"),
});
export type EmbedOptions = z.infer<typeof embedOptionsSchema>;

/** The widget's address. */
export function embedUrl(origin: string, target: { kind: EmbedKind; key: string | number }, options: { lang: UiLanguage; theme: EmbedTheme }) {
  return `${origin}/embed/${target.kind}/${encodeURIComponent(String(target.key))}?lang=${options.lang}&theme=${options.theme}`;
}

/** What the site owner pastes: a frame that loads lazily, without sending the page's address. */
export function embedSnippet(url: string, title: string) {
  const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<iframe src="${attribute(url)}" title="${attribute(title)}" width="100%" height="420" style="border:0;max-width:640px" loading="lazy" referrerpolicy="no-referrer"></iframe>`;
}
