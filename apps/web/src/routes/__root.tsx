import { msg } from "@lingui/core/macro";
import { createRootRouteWithContext, HeadContent, Outlet, ScriptOnce, Scripts } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { useEffect, type ReactNode } from "react";
import { EARLY_INSTALL_PROMPT_GLOBAL } from "@/domain/pwa/install-prompt-store.ts";
import { ErrorView } from "@/features/shell/error-view.tsx";
import { Toaster } from "@/features/shell/toaster.tsx";
import { languageLinks } from "@/lib/page-head.ts";
import { sessionQuery } from "@/lib/session.ts";
import { THEME_STORAGE_KEY, watchSystemTheme } from "@/lib/theme.ts";
import type { RouterContext } from "../router.tsx";

/**
 * Before the first paint of a page the server drew: the stored theme, so a dark-theme player never
 * sees a white flash; and the browser's install prompt, which comes once and may come before the
 * app has started (domain/pwa/install-prompt-store.ts takes it). The router writes it on the
 * server only (`ScriptOnce`), with the response's nonce.
 */
const BEFORE_PAINT = [
  `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})||"system";document.documentElement.classList.toggle("dark",t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches))}catch(e){}`,
  `addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.${EARLY_INSTALL_PROMPT_GLOBAL}=e})`,
].join(";");

export const Route = createRootRouteWithContext<RouterContext>()({
  // The session: the server's own reading on a page it draws (so no request on the first screen),
  // asked for when the service worker served the page, refreshed once it is 30 s old.
  beforeLoad: async ({ context }) => ({ session: await context.queryClient.fetchQuery(sessionQuery) }),
  // What every page carries; a page's own title and description come after, from its route.
  head: ({ match, matches }) => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1, viewport-fit=cover" },
      { name: "theme-color", content: "#3f4a2c" },
      { title: match.context.i18n._(msg`Escouade — la communauté airsoft`) },
      { name: "description", content: match.context.i18n._(msg`Trouvez des parties d'airsoft près de chez vous, inscrivez-vous et retrouvez votre équipe.`) },
      { property: "og:site_name", content: "Escouade" },
      { property: "og:type", content: "website" },
    ],
    links: [
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
      { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
      { rel: "manifest", href: "/manifest.webmanifest" },
      ...languageLinks(match.context.origin, matches.at(-1)?.pathname ?? "/"),
    ],
  }),
  component: RootDocument,
  // The root's own failure (the session unreadable) still needs a document around its message.
  errorComponent: (props) => (
    <RootDocument>
      <ErrorView {...props} />
    </RootDocument>
  ),
});

/** The whole document, drawn by the server and hydrated, or drawn by the browser from the installed app's shell. */
function RootDocument({ children = <Outlet /> }: { children?: ReactNode }) {
  const { i18n } = useLingui();
  // The theme class is the script's (before paint) and the device's, not React's.
  useEffect(watchSystemTheme, []);
  // The page answers taps from here on: what the journeys wait for before they tap, as a player's
  // finger meets a page that responds (decision 031).
  useEffect(() => void (document.documentElement.dataset.hydrated = ""), []);
  return (
    <html lang={i18n.locale} suppressHydrationWarning>
      <head>
        <ScriptOnce>{BEFORE_PAINT}</ScriptOnce>
        <HeadContent />
      </head>
      <body>
        {children}
        <Toaster />
        <noscript>Escouade a besoin de JavaScript. Escouade needs JavaScript.</noscript>
        <Scripts />
      </body>
    </html>
  );
}
