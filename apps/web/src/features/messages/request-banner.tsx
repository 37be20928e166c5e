import { Trans } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Button } from "@/components/ui/button.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { unreadSummaryQuery, type ConversationDetail } from "./messages-queries.ts";
import { useBlockActions } from "./use-block-actions.ts";

/**
 * A stranger's first message waits here: accept (the conversation joins the inbox), decline (it
 * leaves the requests and stays silent), or block. Answering also accepts it.
 */
export function RequestBanner({ conversation, lang }: { conversation: ConversationDetail; lang: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { block } = useBlockActions(conversation.id);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.messages.getConversation.queryKey({ conversationId: conversation.id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.messages.getConversations.pathKey() }),
      queryClient.invalidateQueries({ queryKey: unreadSummaryQuery(trpc).queryKey }),
    ]);
  const accept = useMutation(trpc.messages.acceptRequest.mutationOptions());
  const decline = useMutation(trpc.messages.declineRequest.mutationOptions());
  const answer = async (action: "accept" | "decline") => {
    try {
      if (action === "accept") await accept.mutateAsync({ conversationId: conversation.id });
      else {
        await decline.mutateAsync({ conversationId: conversation.id });
        await navigate({ to: "/$lang/messages", params: { lang }, search: { folder: "requests" } });
      }
    } catch {
      // The query client has shown why.
    }
    await refresh();
  };
  const name = conversation.other?.username ?? "";
  const busy = accept.isPending || decline.isPending;
  return (
    <div className="space-y-2 border-b border-border bg-muted/60 px-4 py-3 text-sm">
      <p>
        <Trans>
          {name} ne fait pas partie de vos amis et souhaite vous écrire. Acceptez pour poursuivre la conversation. Si vous refusez, {name} n'en saura rien.
        </Trans>
      </p>
      <div className="grid grid-cols-3 gap-2 sm:flex">
        <Button disabled={busy} onClick={() => void answer("accept")}>
          <Trans>Accepter</Trans>
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => void answer("decline")}>
          <Trans>Refuser</Trans>
        </Button>
        {conversation.other ? (
          <Button variant="ghost" disabled={busy} onClick={() => block(conversation.other!.userId, name)}>
            <Trans>Bloquer</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
