import { createFileRoute } from "@tanstack/react-router";
import { NoThreadOpen } from "@/features/messages/no-thread-open.tsx";

export const Route = createFileRoute("/$lang/_authed/messages/")({
  component: NoThreadOpen,
});
