import { createFileRoute, Outlet } from "@tanstack/react-router";

export const Route = createFileRoute("/$lang/auth")({
  component: () => (
    <div className="mx-auto w-full max-w-md">
      <Outlet />
    </div>
  ),
});
