import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/search/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/$lang/search/games", params, replace: true });
  },
});
