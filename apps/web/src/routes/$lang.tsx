import { isUiLanguage } from "@escouade/contracts/languages";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotificationBell, NotificationMenuButtonBadge, NotificationMenuRow } from "@/features/notifications/notification-bell.tsx";
import { NotificationOverlays } from "@/features/notifications/notification-overlays.tsx";
import { notificationsQuery, notificationsUserId } from "@/features/notifications/notifications-query.ts";
import { AppShell } from "@/features/shell/app-shell.tsx";
import { activateLanguage } from "@/lib/i18n.ts";

export const Route = createFileRoute("/$lang")({
  beforeLoad: async ({ params }) => {
    if (!isUiLanguage(params.lang)) throw notFound();
    await activateLanguage(params.lang);
    return { lang: params.lang };
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
