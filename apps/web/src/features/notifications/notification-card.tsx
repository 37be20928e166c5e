import type { NotificationItem } from "@escouade/contracts/notifications";
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { cn } from "@/lib/cn.ts";
import { formatRelativeToNow } from "@/lib/dates.ts";
import { NotificationAvatar } from "./notification-avatar.tsx";
import { notificationHref } from "./notification-list.ts";
import { NotificationMessage } from "./notification-message.tsx";
import { TeamRequestActions } from "./team-request-actions.tsx";

interface NotificationCardProps {
  item: NotificationItem;
  unseen: boolean;
  lang: string;
  /** Following a notification closes the panel (which marks everything shown as seen). */
  onFollow: () => void;
}

/** A plain click stays in the app; a modified one (new tab, new window) is left to the browser. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function NotificationCard({ item, unseen, lang, onFollow }: NotificationCardProps) {
  const navigate = useNavigate();
  // One href for every kind of target, built (and unit-tested) in notification-list.ts.
  const href = notificationHref(lang, item.data);
  const follow = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onFollow();
    void navigate({ href });
  };
  return (
    <li className="space-y-2">
      <a
        href={href}
        onClick={follow}
        className={cn(
          "flex min-h-11 items-start gap-3 rounded-xl border p-3 text-sm transition hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          unseen ? "border-accent/40 bg-accent/10" : "border-border bg-card",
        )}
      >
        <NotificationAvatar data={item.data} />
        <span className="min-w-0 flex-1 space-y-1">
          <span className="block break-words">
            <NotificationMessage data={item.data} />
          </span>
          <time dateTime={item.createdAt.toISOString()} className="block text-xs text-muted-foreground">
            {formatRelativeToNow(item.createdAt, lang)}
          </time>
        </span>
        {unseen ? (
          <>
            <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent" />
            <span className="sr-only">
              <Trans>(non lue)</Trans>
            </span>
          </>
        ) : null}
      </a>
      <TeamRequestActions data={item.data} />
    </li>
  );
}
