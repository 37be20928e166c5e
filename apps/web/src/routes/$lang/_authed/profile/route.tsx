import { createFileRoute } from "@tanstack/react-router";
import { OwnProfileLayout } from "@/features/profile/own-profile-layout.tsx";
import { trpc } from "@/lib/trpc.ts";

export const Route = createFileRoute("/$lang/_authed/profile")({
  loader: ({ context }) => context.queryClient.ensureQueryData(trpc.profiles.getOwnProfile.queryOptions()),
  component: OwnProfileLayout,
});
