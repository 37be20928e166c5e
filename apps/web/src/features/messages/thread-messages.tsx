import type { ConversationKind } from "@escouade/contracts/messages";
import { Trans, useLingui } from "@lingui/react/macro";
import { Fragment, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button.tsx";
import { formatDate, formatDayHeading } from "@/lib/dates.ts";
import { MessageBubble, PendingBubble } from "./message-bubble.tsx";
import type { MessageItem } from "./messages-queries.ts";
import type { PendingMessage } from "./pending-messages.ts";

/** Messages of one sender this close together read as one run: their name is written once. */
const RUN_GAP_MS = 5 * 60_000;

interface ThreadMessagesProps {
  lang: string;
  me: string;
  kind: ConversationKind;
  messages: MessageItem[];
  pending: PendingMessage[];
  names: Map<string, string>;
  unknownName: string;
  /** Who wrote a message whose sender has since deleted their account. */
  deletedName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  onReport: (messageId: number) => void;
}

/**
 * The history, oldest at the top, under day headings. The scroller is laid out bottom up
 * (column-reverse): it opens on the newest message, stays there as messages arrive, and keeps
 * the reader's place when older pages are added above.
 */
export function ThreadMessages({
  lang,
  me,
  kind,
  messages,
  pending,
  names,
  unknownName,
  deletedName,
  hasOlder,
  loadingOlder,
  loadOlder,
  onRetry,
  onDiscard,
  onReport,
}: ThreadMessagesProps) {
  const { t } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasOlder) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !loadingOlder) loadOlder();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, loadOlder]);

  return (
    <div className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto overscroll-contain px-2 py-3 sm:px-4">
      <div role="log" aria-label={t`Messages de la conversation`} className="space-y-1">
        {hasOlder ? (
          <div ref={sentinel} className="flex justify-center pb-2">
            <Button variant="ghost" disabled={loadingOlder} onClick={loadOlder}>
              {loadingOlder ? <Trans>Chargement...</Trans> : <Trans>Messages précédents</Trans>}
            </Button>
          </div>
        ) : messages.length ? (
          <p className="pb-2 text-center text-xs text-muted-foreground">
            <Trans>Début de la conversation</Trans>
          </p>
        ) : null}
        {!messages.length && !pending.length ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            <Trans>Aucun message pour l'instant : écrivez le premier.</Trans>
          </p>
        ) : null}
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const newDay = !previous || previous.createdAt.toDateString() !== message.createdAt.toDateString();
          const mine = message.senderId === me;
          const runStarts = newDay || previous.senderId !== message.senderId || message.createdAt.getTime() - previous.createdAt.getTime() > RUN_GAP_MS;
          return (
            <Fragment key={message.id}>
              {newDay ? <DayHeading date={message.createdAt} lang={lang} /> : null}
              <div className={runStarts ? "pt-2" : undefined}>
                <MessageBubble
                  body={message.body}
                  mine={mine}
                  time={formatDate(message.createdAt, lang, "time")}
                  dateTime={message.createdAt.toISOString()}
                  sender={
                    !mine && kind !== "direct" && runStarts
                      ? message.senderId === null
                        ? deletedName
                        : (names.get(message.senderId) ?? unknownName)
                      : undefined
                  }
                  removed={message.removed}
                  onReport={mine || message.removed ? undefined : () => onReport(message.id)}
                />
              </div>
            </Fragment>
          );
        })}
        {pending.map((message) => (
          <div key={message.clientId} className="pt-1">
            <PendingBubble
              body={message.body}
              status={message.status}
              error={message.error}
              onRetry={() => onRetry(message.clientId)}
              onDiscard={() => onDiscard(message.clientId)}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

function DayHeading({ date, lang }: { date: Date; lang: string }) {
  return (
    <p className="py-2 text-center">
      <span className="rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">{formatDayHeading(date, lang)}</span>
    </p>
  );
}
