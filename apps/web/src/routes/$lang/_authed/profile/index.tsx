import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/_authed/profile/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/$lang/profile/profile", params, replace: true });
  },
});
