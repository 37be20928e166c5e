import { createFileRoute, Outlet } from "@tanstack/react-router";

/** The search area: games and shops here; players under _authed (its guards); teams to come. */
export const Route = createFileRoute("/$lang/search")({
  component: Outlet,
});
