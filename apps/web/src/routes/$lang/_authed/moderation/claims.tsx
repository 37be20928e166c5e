import { createFileRoute } from "@tanstack/react-router";
import { ModerationClaimsPage } from "@/features/moderation/moderation-claims-page.tsx";
import { pendingClaimsQuery } from "@/features/moderation/pending-claims-query.ts";
import { requireModerator } from "@/features/moderation/require-moderator.ts";

export const Route = createFileRoute("/$lang/_authed/moderation/claims")({
  beforeLoad: ({ context, params, preload }) => requireModerator({ session: context.session, lang: params.lang, preload }),
  loader: ({ context }) => context.queryClient.ensureQueryData(pendingClaimsQuery(context.trpc)),
  component: ModerationClaimsPage,
});
