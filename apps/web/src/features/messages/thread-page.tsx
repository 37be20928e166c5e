import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { ReportDialog } from "@/domain/reports/report-dialog.tsx";
import { useSession } from "@/lib/session.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { Composer } from "./composer.tsx";
import { conversationQuery, messagesQuery } from "./messages-queries.ts";
import { RequestBanner } from "./request-banner.tsx";
import { ThreadHeader } from "./thread-header.tsx";
import { ThreadMessages } from "./thread-messages.tsx";
import { threadMessages } from "./thread-cache.ts";
import { usePendingMessages } from "./pending-messages.ts";
import { useMarkRead } from "./use-mark-read.ts";
import { useSendMessage } from "./use-send-message.ts";
import { useBlockActions } from "./use-block-actions.ts";
import { Button } from "@/components/ui/button.tsx";

const layout = getRouteApi("/$lang/_authed/messages");
const route = getRouteApi("/$lang/_authed/messages/$conversationId");

/** One conversation: its header, its history (older pages as one scrolls up), and the composer. */
export function ThreadPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { lang, conversationId } = route.useParams();
  const search = layout.useSearch();
  const me = useSession()!.user.id;
  const { data: conversation } = useSuspenseQuery(conversationQuery(trpc, conversationId));
  const history = useSuspenseInfiniteQuery(messagesQuery(trpc, conversationId));
  const messages = threadMessages(history.data);
  const held = new Set(messages.filter((message) => message.senderId === me).map((message) => message.clientId));
  const pending = usePendingMessages(conversationId).filter((message) => !held.has(message.clientId));
  const { send, retry, discard } = useSendMessage(conversationId);
  const [reporting, setReporting] = useState<number | null>(null);
  const newestFromOthers = messages.findLast((message) => message.senderId !== me)?.id ?? null;
  useMarkRead(conversationId, newestFromOthers);

  const names = new Map([...conversation.members, ...history.data.pages.flatMap((page) => page.senders)].map((player) => [player.userId, player.username]));
  const placeholder =
    conversation.kind === "direct"
      ? t`Écrire à ${conversation.other?.username ?? ""}…`
      : conversation.kind === "team"
        ? t`Écrire à l'équipe…`
        : t`Écrire aux participants…`;

  return (
    <section
      aria-labelledby="thread-title"
      className="flex h-[calc(100dvh-7rem)] min-h-[26rem] flex-col overflow-hidden rounded-2xl border border-border bg-card sm:h-[calc(100dvh-9rem)] lg:h-full"
    >
      <ThreadHeader conversation={conversation} lang={lang} search={search} />
      {conversation.state === "request" ? <RequestBanner conversation={conversation} lang={lang} /> : null}
      <ThreadMessages
        key={`messages-${conversationId}`}
        lang={lang}
        me={me}
        kind={conversation.kind}
        messages={messages}
        pending={pending}
        names={names}
        unknownName={t`Ancien membre`}
        deletedName={t`Joueur supprimé`}
        hasOlder={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        loadOlder={() => void history.fetchNextPage()}
        onRetry={(clientId) => void retry(clientId)}
        onDiscard={discard}
        onReport={setReporting}
      />
      {conversation.blocked ? (
        <BlockedNotice conversationId={conversationId} other={conversation.other} byMe={conversation.blocked === "me"} />
      ) : conversation.kind === "direct" && !conversation.other ? (
        <p className="border-t border-border p-4 text-sm text-muted-foreground">
          <Trans>Ce joueur a supprimé son compte : vous ne pouvez plus lui répondre.</Trans>
        </p>
      ) : (
        <Composer key={`composer-${conversationId}`} onSend={send} placeholder={placeholder} />
      )}
      <ReportDialog target={reporting === null ? null : { kind: "message", id: reporting }} onClose={() => setReporting(null)} />
    </section>
  );
}

function BlockedNotice({ conversationId, other, byMe }: { conversationId: number; other: { userId: string; username: string } | null; byMe: boolean }) {
  const { unblock, pending } = useBlockActions(conversationId);
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-border p-4 text-sm text-muted-foreground">
      {byMe && other ? (
        <>
          <p className="flex-1">
            <Trans>Vous avez bloqué {other.username} : vous ne pouvez plus vous écrire.</Trans>
          </p>
          <Button variant="outline" disabled={pending} onClick={() => unblock(other.userId, other.username)}>
            <Trans>Débloquer</Trans>
          </Button>
        </>
      ) : (
        <p>
          <Trans>Vous ne pouvez plus écrire dans cette conversation.</Trans>
        </p>
      )}
    </div>
  );
}
