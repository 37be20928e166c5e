import { createFileRoute, notFound } from "@tanstack/react-router";
import { TeamPage } from "@/features/teams/team-page.tsx";
import { myTeamQuery, teamQuery } from "@/features/teams/team-queries.ts";
import { loadOrNotFound } from "@/lib/not-found.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const Route = createFileRoute("/$lang/_authed/teams/$slug")({
  // A slug the contracts would refuse is not found, without asking the server.
  beforeLoad: ({ params }) => {
    if (!SLUG.test(params.slug) || params.slug.length > 60) throw notFound();
  },
  loader: ({ context, params }) =>
    Promise.all([loadOrNotFound(context.queryClient.ensureQueryData(teamQuery(context.trpc, params.slug))), context.queryClient.ensureQueryData(myTeamQuery(context.trpc))]),
  component: TeamPage,
});
