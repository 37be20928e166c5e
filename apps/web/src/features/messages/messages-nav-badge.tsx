import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { UnreadBadge } from "@/components/ui/unread-badge.tsx";
import { useUnreadMessages } from "./messages-queries.ts";

/** On the navigation's "Messages": the unread total ("9+" above 9), and its words for screen readers. */
export function MessagesNavBadge({ className }: { className?: string }) {
  const { t } = useLingui();
  const unread = useUnreadMessages();
  if (!unread) return null;
  return (
    <>
      <span className="sr-only">, {t`${plural(unread, { one: "# message non lu", other: "# messages non lus" })}`}</span>
      <UnreadBadge count={unread} className={className} />
    </>
  );
}
