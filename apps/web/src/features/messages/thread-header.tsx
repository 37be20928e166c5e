import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, Ban } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { ConversationAvatar } from "./conversation-avatar.tsx";
import { channelKindLabel, conversationTitle } from "./conversation-title.ts";
import type { ConversationDetail } from "./messages-queries.ts";
import type { MessagesSearch } from "./messages-search.ts";
import { useBlockActions } from "./use-block-actions.ts";

/** Back to the list (phones), who or what the conversation is with, and blocking for a direct one. */
export function ThreadHeader({ conversation, lang, search }: { conversation: ConversationDetail; lang: string; search: MessagesSearch }) {
  const { t, i18n } = useLingui();
  const title = conversationTitle(conversation, i18n);
  const kind = channelKindLabel(conversation.kind, i18n);
  const people = conversation.kind === "direct" ? null : t`${plural(conversation.members.length, { one: "# participant", other: "# participants" })}`;
  return (
    <header className="flex items-center gap-2 border-b border-border px-2 py-2 sm:px-4">
      <Button asChild variant="ghost" size="icon" className="lg:hidden">
        <Link to="/$lang/messages" params={{ lang }} search={search} aria-label={t`Retour aux conversations`}>
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
      </Button>
      <ConversationAvatar conversation={conversation} />
      <div className="min-w-0 flex-1">
        <h2 id="thread-title" className="truncate font-bold">
          <TitleLink conversation={conversation} lang={lang} title={title} />
        </h2>
        {kind ? (
          <p className="truncate text-xs text-muted-foreground">
            {kind} · {people}
          </p>
        ) : null}
      </div>
      {conversation.kind === "direct" && conversation.other && conversation.blocked !== "them" ? (
        <BlockButton
          userId={conversation.other.userId}
          username={conversation.other.username}
          blocked={conversation.blocked === "me"}
          conversationId={conversation.id}
        />
      ) : null}
    </header>
  );
}

function TitleLink({ conversation, lang, title }: { conversation: ConversationDetail; lang: string; title: string }) {
  const className = "hover:underline";
  if (conversation.kind === "direct" && conversation.other)
    return (
      <Link to="/$lang/user/$userId" params={{ lang, userId: conversation.other.userId }} className={className}>
        {title}
      </Link>
    );
  if (conversation.channel?.teamSlug)
    return (
      <Link to="/$lang/teams/$slug" params={{ lang, slug: conversation.channel.teamSlug }} className={className}>
        {title}
      </Link>
    );
  if (conversation.channel?.gameId)
    return (
      <Link to="/$lang/games/$gameId" params={{ lang, gameId: conversation.channel.gameId }} className={className}>
        {title}
      </Link>
    );
  return <>{title}</>;
}

function BlockButton({ userId, username, blocked, conversationId }: { userId: string; username: string; blocked: boolean; conversationId: number }) {
  const { t } = useLingui();
  const { block, unblock, pending } = useBlockActions(conversationId);
  if (blocked)
    return (
      <Button variant="outline" disabled={pending} onClick={() => unblock(userId, username)}>
        <Trans>Débloquer</Trans>
      </Button>
    );
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" disabled={pending} aria-label={t`Bloquer ${username}`} title={t`Bloquer ${username}`}>
          <Ban className="size-5" aria-hidden />
        </Button>
      }
      title={<Trans>Bloquer {username} ?</Trans>}
      description={
        <Trans>Vous ne pourrez plus échanger de messages et vous ne verrez plus ses nouveaux messages. Vous pourrez lever le blocage à tout moment.</Trans>
      }
      confirmLabel={<Trans>Bloquer</Trans>}
      onConfirm={() => block(userId, username)}
    />
  );
}
