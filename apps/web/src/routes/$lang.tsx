import { isUiLanguage } from "@escouade/contracts/languages";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotificationBell, NotificationMenuButtonBadge, NotificationMenuRow } from "@/features/notifications/notification-bell.tsx";
import { NotificationOverlays } from "@/features/notifications/notification-overlays.tsx";
import { notificationsQuery, notificationsUserId } from "@/features/notifications/notifications-query.ts";
import { AppShell } from "@/features/shell/app-shell.tsx";
import { afterLoadWhenIdle } from "@/lib/after-load.ts";
import { activateLanguage, loadAllMessages } from "@/lib/i18n.ts";

export const Route = createFileRoute("/$lang")({
  beforeLoad: async ({ params, location }) => {
    const { lang } = params;
    if (!isUiLanguage(lang)) throw notFound();
    // The home shows only the first screen's words; every other page waits for all of them.
    const home = location.pathname.replace(/\/$/, "") === `/${lang}`;
    await activateLanguage(lang, { allMessages: !home });
    if (home) afterLoadWhenIdle(() => void loadAllMessages(lang).catch(() => undefined));
    return { lang };
  },
  // SPEC §2: the notifications list is loaded before rendering (once: it never goes stale). A
  // failure does not block the page: the panel says so and offers to retry.
  loader: async ({ context }) => {
    if (notificationsUserId(context.session)) await context.queryClient.prefetchQuery(notificationsQuery);
  },
  component: LangLayout,
});

function LangLayout() {
  return (
    <AppShell
      headerActions={<NotificationBell />}
      menuActions={<NotificationMenuRow />}
      menuButtonBadge={<NotificationMenuButtonBadge />}
      overlays={<NotificationOverlays />}
    />
  );
}
