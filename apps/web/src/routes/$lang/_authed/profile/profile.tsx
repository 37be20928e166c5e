import { createFileRoute } from "@tanstack/react-router";
import { OwnProfileDetails } from "@/features/players/own-profile/own-profile-details.tsx";

export const Route = createFileRoute("/$lang/_authed/profile/profile")({
  component: OwnProfileDetails,
});
