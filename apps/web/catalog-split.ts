/**
 * Each language's catalog in two parts: the messages of the first screen (the shell, the home and
 * what the entry chunk runs), and the rest, loaded when another page needs it. The whole French
 * catalog was 18 KB gzip of the home's first JavaScript, four fifths of it for other pages.
 *
 * `locales/<lang>/messages.po?first-screen` and `?rest` are compiled here from the one catalog
 * translators edit, choosing each message by where it is used (the `#:` origins Lingui extracts).
 * The build then checks the choice: a module of the entry chunk whose messages are not in the
 * first-screen part fails it, naming the file to add to FIRST_SCREEN.
 */
import { createCompilationErrorMessage, createCompiledCatalog, getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import path from "node:path";
import type { Plugin } from "vite";
import { chunkGraph } from "./build-plugins.ts";

/** Source files (or folders, ending in "/") whose messages the first screen may show. */
export const FIRST_SCREEN = [
  "src/main.tsx",
  "src/router.tsx",
  // Route files are thin, and what is not their page (guards, search parameters) runs in the entry.
  "src/routes/",
  "src/features/shell/",
  "src/features/home/",
  "src/features/notifications/notification-bell.tsx",
  "src/components/ui/unread-badge.tsx",
  "src/features/messages/messages-nav-badge.tsx",
  "src/features/notifications/notification-list.ts",
  "src/components/ui/button.tsx",
  // The header's menus may open on the home before the rest of the catalog has come (their code
  // comes when wanted, features/shell/deferred-menu.tsx; their words with the page).
  "src/components/ui/dialog.tsx",
  "src/components/ui/sheet.tsx",
  "src/components/ui/dropdown-menu.tsx",
  "src/lib/",
  "src/domain/pwa/",
  "src/domain/games/game-labels.ts",
  // The home's game cards say "heure locale" to a reader in another zone.
  "src/domain/games/game-time.tsx",
  "src/domain/shops/shop-labels.ts",
  "src/features/moderation/require-moderator.ts",
];

/**
 * Files in those folders that no first screen shows, nor any menu of its header: their
 * messages wait with their code. The build check
 * fails if one of them joins the entry; the journeys, if the home the server drew shows one
 * (its hydration would then meet an id where the server wrote words).
 */
export const AFTER_FIRST_SCREEN = ["src/lib/validation-messages.ts", "src/lib/app-errors.ts", "src/lib/auth-errors.ts", "src/domain/pwa/ios-install-help.tsx"];

/** The dev server adds `import` to the query of a non-script import: `messages.po?import&rest`. */
const PART = /[\\/]messages\.po\?(?:[\w-]+&)*(first-screen|rest)(?:&[\w-]+)*$/;

export type CatalogPart = "first-screen" | "rest";

/** Which part of a catalog a module id asks for, if it is one. */
export function catalogPartOf(id: string): CatalogPart | null {
  return (PART.exec(id)?.[1] as CatalogPart | undefined) ?? null;
}

export function isFirstScreenFile(file: string): boolean {
  if (AFTER_FIRST_SCREEN.includes(file)) return false;
  return FIRST_SCREEN.some((entry) => (entry.endsWith("/") ? file.startsWith(entry) : file === entry));
}

/** The files a message is used in, relative to the web app, as Lingui writes them. */
export function inPart(origins: ReadonlyArray<readonly [string, number?]>, part: CatalogPart): boolean {
  const first = origins.some(([file]) => isFirstScreenFile(file));
  return part === "first-screen" ? first : !first;
}

export function catalogSplit(webRoot: string): Plugin {
  const config = getConfig({ cwd: webRoot });
  // The source files that have messages: what the build check compares the entry against.
  const filesWithMessages = new Set<string>();
  return {
    name: "escouade:catalog-split",
    enforce: "pre",
    async transform(_source, id) {
      const part = catalogPartOf(id);
      if (!part) return null;
      const file = id.split("?")[0]!;
      const found = getCatalogForFile(path.relative(config.rootDir ?? webRoot, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not one of the catalogs of lingui.config.ts`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      const stored = await catalog.read(locale);
      const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales || {}, sourceLocale: config.sourceLocale ?? "fr" });
      const chosen: Record<string, string> = {};
      for (const [messageId, entry] of Object.entries(stored ?? {})) {
        if (entry.obsolete) continue;
        const origins = entry.origin ?? [];
        for (const [origin] of origins) filesWithMessages.add(origin);
        const translation = messages[messageId];
        if (inPart(origins, part) && typeof translation === "string") chosen[messageId] = translation;
      }
      const { source, errors } = createCompiledCatalog(locale, chosen, { namespace: "es" });
      if (errors.length) throw new Error(createCompilationErrorMessage(locale, errors));
      return { code: source, map: null, moduleType: "js" };
    },
    generateBundle(_options, bundle) {
      const { byFile, withEntry } = chunkGraph(bundle);
      const missing = [...withEntry]
        .flatMap((fileName) => byFile.get(fileName)?.moduleIds ?? [])
        .map((moduleId) => path.relative(webRoot, moduleId.split("?")[0]!).split(path.sep).join("/"))
        .filter((file) => filesWithMessages.has(file) && !isFirstScreenFile(file));
      if (missing.length) {
        this.error(
          `These modules run on the first screen but their messages are not in its catalog part: ${[...new Set(missing)].join(", ")}. ` +
            "Add them to FIRST_SCREEN in apps/web/catalog-split.ts.",
        );
      }
    },
  };
}
