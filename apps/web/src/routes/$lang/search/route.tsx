import { createFileRoute, Outlet } from "@tanstack/react-router";

/** The search area (games now; shops, players and teams later). */
export const Route = createFileRoute("/$lang/search")({
  component: Outlet,
});
