import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { Toaster } from "@/features/shell/toaster.tsx";
import { organizationsQuery, sessionQuery } from "@/lib/session.ts";
import type { RouterContext } from "../router.tsx";

export const Route = createRootRouteWithContext<RouterContext>()({
  // The session, then the user's organizations; signed out means both empty. Errors go to the error view.
  beforeLoad: async ({ context }) => {
    const session = await context.queryClient.fetchQuery(sessionQuery);
    const organizations = session ? await context.queryClient.fetchQuery(organizationsQuery) : [];
    return { session, organizations };
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
