import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/user/$userId/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/$lang/user/$userId/profile", params, replace: true });
  },
});
