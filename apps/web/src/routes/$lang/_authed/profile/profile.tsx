import { createFileRoute } from "@tanstack/react-router";
import { OwnProfileDetails } from "@/features/profile/own-profile-details.tsx";

export const Route = createFileRoute("/$lang/_authed/profile/profile")({
  component: OwnProfileDetails,
});
