import { createFileRoute, Outlet } from "@tanstack/react-router";
import { requireOnboarded } from "@/lib/guards.ts";

export const Route = createFileRoute("/$lang/_authed")({
  beforeLoad: ({ context, params, preload, location }) => {
    const session = requireOnboarded({ session: context.session, lang: params.lang, preload, href: location.href });
    return { session };
  },
  component: Outlet,
});
