import { createFileRoute } from "@tanstack/react-router";
import { ModerationShopsPage } from "@/features/moderation/moderation-shops-page.tsx";
import { pendingShopsQuery } from "@/features/moderation/pending-shops-query.ts";
import { requireModerator } from "@/features/moderation/require-moderator.ts";

export const Route = createFileRoute("/$lang/_authed/moderation/shops")({
  beforeLoad: ({ context, params, preload }) => requireModerator({ session: context.session, lang: params.lang, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(pendingShopsQuery(context.trpc)),
  component: ModerationShopsPage,
});
