import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { cn } from "@/lib/cn.ts";
import { formatRelativeToNow } from "@/lib/dates.ts";
import { useSession } from "@/lib/session.ts";
import { ConversationAvatar } from "./conversation-avatar.tsx";
import { channelKindLabel, conversationTitle } from "./conversation-title.ts";
import type { ConversationSummary } from "./messages-queries.ts";
import type { MessagesSearch } from "./messages-search.ts";

/** One row of the list: who or what, the last message's start, when, and how many are unread. */
export function ConversationItem({
  conversation,
  lang,
  search,
  active,
}: {
  conversation: ConversationSummary;
  lang: string;
  search: MessagesSearch;
  active: boolean;
}) {
  const { t, i18n } = useLingui();
  const me = useSession()?.user.id;
  const title = conversationTitle(conversation, i18n);
  const kind = channelKindLabel(conversation.kind, i18n);
  const last = conversation.lastMessage;
  const unread = conversation.unread;
  return (
    <li>
      <Link
        to="/$lang/messages/$conversationId"
        params={{ lang, conversationId: conversation.id }}
        search={search}
        aria-current={active ? "page" : undefined}
        className={cn("flex min-h-16 items-center gap-3 rounded-xl px-3 py-2.5 transition hover:bg-muted", active && "bg-muted")}
      >
        <ConversationAvatar conversation={conversation} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn("truncate", unread > 0 ? "font-bold" : "font-semibold")}>{title}</span>
            {last ? (
              <time dateTime={last.createdAt.toISOString()} className="shrink-0 text-xs text-muted-foreground">
                {formatRelativeToNow(last.createdAt, lang)}
              </time>
            ) : null}
          </span>
          {kind ? <span className="block truncate text-xs text-muted-foreground">{kind}</span> : null}
          <span className="flex items-center justify-between gap-2">
            <span className={cn("truncate text-sm", unread > 0 ? "text-foreground" : "text-muted-foreground")}>
              {last ? (
                <>
                  {last.senderId === me ? <Trans>Vous :</Trans> : null} {last.excerpt}
                </>
              ) : null}
            </span>
            {unread > 0 ? (
              <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-foreground">
                <span aria-hidden>{unread > 99 ? "99+" : unread}</span>
                <span className="sr-only">{t`${plural(unread, { one: "# message non lu", other: "# messages non lus" })}`}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
