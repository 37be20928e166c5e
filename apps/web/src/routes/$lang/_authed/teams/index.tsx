import { createFileRoute } from "@tanstack/react-router";
import { MyTeamPage } from "@/features/teams/my-team-page.tsx";
import { myTeamQuery } from "@/features/teams/team-queries.ts";

/** SPEC §2 /teams: my team, or how to get one (session-only, under _authed). */
export const Route = createFileRoute("/$lang/_authed/teams/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(myTeamQuery(context.trpc)),
  component: MyTeamPage,
});
