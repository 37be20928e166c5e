import { createFileRoute } from "@tanstack/react-router";
import { OwnProfileLayout } from "@/features/players/own-profile/own-profile-layout.tsx";

export const Route = createFileRoute("/$lang/_authed/profile")({
  // The own profile (private fields, edit form) and the public view of it (team, stats, badges, gear).
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(context.trpc.profiles.getOwnProfile.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.players.getProfileById.queryOptions({ userId: context.session.user.id })),
    ]),
  component: OwnProfileLayout,
});
