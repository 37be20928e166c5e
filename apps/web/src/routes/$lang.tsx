import { isUiLanguage } from "@escouade/contracts/languages";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { KeptCheckIns } from "@/features/games/registrations/kept-check-ins.tsx";
import { MessagesOverlays } from "@/features/messages/messages-overlays.tsx";
import { MessagesNavBadge } from "@/features/messages/messages-nav-badge.tsx";
import { messagesUserId, unreadSummaryQuery, useUnreadMessages } from "@/features/messages/messages-queries.ts";
import { NotificationBell, NotificationMenuRow } from "@/features/notifications/notification-bell.tsx";
import { NotificationOverlays } from "@/features/notifications/notification-overlays.tsx";
import { notificationsQuery, notificationsUserId, useUnreadNotifications } from "@/features/notifications/notifications-query.ts";
import { UnreadBadge } from "@/components/ui/unread-badge.tsx";
import { AppShell } from "@/features/shell/app-shell.tsx";
import { afterLoadWhenIdle } from "@/lib/after-load.ts";
import { activateLanguage, loadAllMessages, rememberLanguage } from "@/lib/i18n.ts";

export const Route = createFileRoute("/$lang")({
  beforeLoad: async ({ params, location, context }) => {
    const { lang } = params;
    if (!isUiLanguage(lang)) throw notFound();
    // The home shows only the first screen's words; every other page waits for all of them. The
    // server has them all at hand.
    const onServer = typeof window === "undefined";
    const home = location.pathname.replace(/\/$/, "") === `/${lang}`;
    await activateLanguage(context.i18n, lang, { allMessages: onServer || !home });
    if (!onServer) {
      rememberLanguage(lang);
      if (home) afterLoadWhenIdle(() => void loadAllMessages(context.i18n, lang).catch(() => undefined));
    }
    return { lang };
  },
  // docs/product.md §6: the notifications list is loaded before rendering (once: it never goes stale). A
  // failure does not block the page: the panel says so and offers to retry.
  loader: async ({ context }) => {
    if (notificationsUserId(context.session)) await context.queryClient.prefetchQuery(notificationsQuery(context.trpc));
    // The messages badge fills in when its count arrives: the browser does not wait for it, but a
    // page the server draws comes with it (what it hydrates must be what the server wrote).
    if (messagesUserId(context.session)) {
      const unread = context.queryClient.prefetchQuery(unreadSummaryQuery(context.trpc));
      if (context.rendersWithData) await unread;
    }
  },
  component: LangLayout,
});

function LangLayout() {
  return (
    <AppShell
      headerActions={<NotificationBell />}
      menuActions={<NotificationMenuRow />}
      menuButtonBadge={<MenuButtonBadge />}
      navBadges={{ messages: <MessagesNavBadge className="ml-auto xl:ml-0" /> }}
      overlays={
        <>
          <NotificationOverlays />
          <MessagesOverlays />
          <KeptCheckIns />
        </>
      }
    />
  );
}

/** Phone: unread notifications and messages together on the menu button, each said for screen readers. */
function MenuButtonBadge() {
  const { t } = useLingui();
  const notifications = useUnreadNotifications()?.unread ?? 0;
  const messages = useUnreadMessages() ?? 0;
  if (notifications + messages === 0) return null;
  return (
    <>
      <span className="sr-only">
        {notifications ? `, ${t`${plural(notifications, { one: "# notification non lue", other: "# notifications non lues" })}`}` : null}
        {messages ? `, ${t`${plural(messages, { one: "# message non lu", other: "# messages non lus" })}`}` : null}
      </span>
      <UnreadBadge count={notifications + messages} className="absolute right-0.5 top-0.5" />
    </>
  );
}
