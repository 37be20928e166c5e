import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { UnreadBadge } from "@/components/ui/unread-badge.tsx";
import { useUnreadNotifications } from "./notifications-query.ts";
import { setNotificationPanelOpen, useNotificationPanelOpen } from "./panel-store.ts";

/** "Notifications", with the unread count for screen readers (the badge itself is visual only). */
function useBellLabel(unread: number): string {
  const { t } = useLingui();
  return unread > 0 ? t`Notifications, ${plural(unread, { one: "# non lue", other: "# non lues" })}` : t`Notifications`;
}

/** Desktop: an icon button in the header. */
export function NotificationBell() {
  const state = useUnreadNotifications();
  const open = useNotificationPanelOpen();
  const label = useBellLabel(state?.unread ?? 0);
  if (!state) return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setNotificationPanelOpen(true)}
    >
      <Bell className="size-5" aria-hidden />
      <UnreadBadge count={state.unread} className="absolute right-0.5 top-0.5" />
    </Button>
  );
}

/** Phone: a full-width labelled row in the menu. */
export function NotificationMenuRow() {
  const state = useUnreadNotifications();
  const open = useNotificationPanelOpen();
  const label = useBellLabel(state?.unread ?? 0);
  if (!state) return null;
  return (
    <Button
      variant="outline"
      className="w-full justify-start"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setNotificationPanelOpen(true)}
    >
      <Bell className="size-4" aria-hidden />
      <Trans>Notifications</Trans>
      <UnreadBadge count={state.unread} className="ml-auto" />
    </Button>
  );
}
