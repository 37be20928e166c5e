import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { readAppError } from "@/lib/app-errors.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { messagesQuery } from "./messages-queries.ts";
import { addPending, newClientId, pendingOf, removePending, setPendingStatus } from "./pending-messages.ts";
import { withMessage } from "./thread-cache.ts";

/**
 * Sends a message from the composer: shown at once as "sending", then as sent when the server
 * answers, or as failed with why and a retry that reuses its client id (stored once, whatever).
 */
export function useSendMessage(conversationId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(trpc.messages.sendMessage.mutationOptions({ meta: { handlesError: true } }));

  const attempt = useCallback(
    async (clientId: string) => {
      const message = pendingOf(conversationId, clientId);
      if (!message) return;
      setPendingStatus(conversationId, clientId, "sending");
      try {
        const sent = await mutation.mutateAsync({ conversationId, clientId, body: message.body });
        queryClient.setQueryData(messagesQuery(trpc, conversationId).queryKey, (data) => data && withMessage(data, sent));
        removePending(conversationId, clientId);
        void queryClient.invalidateQueries({ queryKey: trpc.messages.getConversations.pathKey() });
      } catch (error) {
        setPendingStatus(conversationId, clientId, "failed", readAppError(error).message);
      }
    },
    [conversationId, mutation, queryClient, trpc],
  );

  const send = useCallback(
    (body: string) => {
      const clientId = newClientId();
      addPending(conversationId, { clientId, body, status: "sending", createdAt: new Date() });
      void attempt(clientId);
    },
    [attempt, conversationId],
  );

  return { send, retry: attempt, discard: (clientId: string) => removePending(conversationId, clientId) };
}
