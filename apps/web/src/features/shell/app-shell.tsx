import { Trans } from "@lingui/react/macro";
import { Outlet, useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { AppUpdatePrompt } from "@/domain/pwa/app-update-prompt.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import type { NavBadges } from "./nav-links.tsx";
import { OfflineBanner } from "./offline-banner.tsx";

/** What other features place in the shell; the route composes them, since features do not import each other. */
export interface ShellSlots {
  /** Desktop header, beside the account menu. */
  headerActions?: ReactNode;
  /** Phone menu, at the top of the account section. */
  menuActions?: ReactNode;
  /** On the phone menu button (an unread count), with its words for screen readers. */
  menuButtonBadge?: ReactNode;
  /** Beside a section's name in the navigation, by its key (nav-items.ts). */
  navBadges?: NavBadges;
  /** Sheets and dialogs rendered once for the whole app. */
  overlays?: ReactNode;
}

export function AppShell({ headerActions, menuActions, menuButtonBadge, navBadges, overlays }: ShellSlots) {
  const { lang } = useParams({ from: "/$lang" });
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
        <Trans>Aller au contenu</Trans>
      </a>
      <Header lang={lang} actions={headerActions} menuActions={menuActions} menuButtonBadge={menuButtonBadge} navBadges={navBadges} />
      {/* The connection and the app's version stay in sight under the header, pushing the page rather than covering it. */}
      <div className="sticky top-16 z-20">
        <OfflineBanner />
        <AppUpdatePrompt />
      </div>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        <Outlet />
      </main>
      <Footer />
      {overlays}
    </div>
  );
}
