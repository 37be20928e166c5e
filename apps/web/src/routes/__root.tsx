import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { Toaster } from "@/features/shell/toaster.tsx";
import { markAdopted } from "@/lib/early-taps.ts";
import { sessionQuery } from "@/lib/session.ts";
import type { RouterContext } from "../router.tsx";

export const Route = createRootRouteWithContext<RouterContext>()({
  // The session: written into the page by the server (so no request on the first screen), asked
  // for when the service worker served the page, refreshed once it is 30 s old.
  beforeLoad: async ({ context }) => ({ session: await context.queryClient.fetchQuery(sessionQuery) }),
  component: RootLayout,
});

function RootLayout() {
  // The app has adopted a prerendered page (decision 025).
  useEffect(markAdopted, []);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
