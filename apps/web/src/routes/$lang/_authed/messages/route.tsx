import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { MessagesLayout } from "@/features/messages/messages-layout.tsx";
import { messagesSearchSchema } from "@/features/messages/messages-search.ts";
import { pageHead } from "@/lib/page-head.ts";

/** /messages (docs/product.md §1): players only. The list beside the open thread on a desktop; two screens on a phone. */
export const Route = createFileRoute("/$lang/_authed/messages")({
  validateSearch: messagesSearchSchema,
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Messages`),
      description: match.context.i18n._(msg`Vos conversations avec les joueurs, votre équipe et vos parties.`),
    }),
  component: MessagesLayout,
});
