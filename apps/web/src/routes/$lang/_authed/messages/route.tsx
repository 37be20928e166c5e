import { createFileRoute } from "@tanstack/react-router";
import { MessagesLayout } from "@/features/messages/messages-layout.tsx";
import { validateMessagesSearch } from "@/features/messages/messages-search.ts";
import { strictSearch } from "@/lib/strict-search.ts";

/** SPEC §2 /messages: session-only. The list beside the open thread on a desktop; two screens on a phone. */
export const Route = createFileRoute("/$lang/_authed/messages")({
  validateSearch: strictSearch(validateMessagesSearch),
  component: MessagesLayout,
});
