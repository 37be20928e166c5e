import { createFileRoute } from "@tanstack/react-router";
import { OwnProfileLayout } from "@/features/players/own-profile/own-profile-layout.tsx";
import { trpc } from "@/lib/trpc.ts";

export const Route = createFileRoute("/$lang/_authed/profile")({
  // The own profile (private fields, edit form) and the public view of it (team, stats, badges, gear).
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(trpc.profiles.getOwnProfile.queryOptions()),
      context.queryClient.ensureQueryData(trpc.players.getProfileById.queryOptions({ userId: context.session.user.id })),
    ]),
  component: OwnProfileLayout,
});
