import { createFileRoute } from "@tanstack/react-router";
import { ModeratorsPage } from "@/features/moderation/moderators-page.tsx";
import { requireAdmin } from "@/features/moderation/require-moderator.ts";

export const Route = createFileRoute("/$lang/_authed/moderation/moderators")({
  beforeLoad: ({ context, params, preload }) => requireAdmin({ session: context.session, lang: params.lang, preload }),
  component: ModeratorsPage,
});
