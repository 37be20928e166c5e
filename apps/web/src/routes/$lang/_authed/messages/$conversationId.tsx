import { createFileRoute } from "@tanstack/react-router";
import { conversationQuery, messagesQuery } from "@/features/messages/messages-queries.ts";
import { ThreadPage } from "@/features/messages/thread-page.tsx";
import { loadOrNotFound, notFoundUnlessId, parseId } from "@/lib/not-found.ts";

/** A conversation the player is not in does not exist for them: not found, like a wrong id. */
export const Route = createFileRoute("/$lang/_authed/messages/$conversationId")({
  params: {
    parse: ({ conversationId }) => ({ conversationId: parseId(conversationId) }),
    stringify: ({ conversationId }) => ({ conversationId: String(conversationId) }),
  },
  beforeLoad: ({ params }) => notFoundUnlessId(params.conversationId),
  loader: ({ context, params }) =>
    loadOrNotFound(
      Promise.all([
        context.queryClient.ensureQueryData(conversationQuery(context.trpc, params.conversationId)),
        context.queryClient.ensureInfiniteQueryData(messagesQuery(context.trpc, params.conversationId)),
      ]),
    ),
  component: ThreadPage,
});
