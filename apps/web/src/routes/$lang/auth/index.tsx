import { msg } from "@lingui/core/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { toast } from "@/lib/toast.ts";
import { SignInPage } from "@/features/auth/sign-in-page.tsx";
import { i18n } from "@/lib/i18n.ts";
import { strictSearch } from "@/lib/strict-search.ts";

export const Route = createFileRoute("/$lang/auth/")({
  // Only same-site paths: an open redirect would let a link send people anywhere after sign-in.
  validateSearch: strictSearch((search): { redirect?: string } =>
    typeof search.redirect === "string" && /^\/(?![/\\])/.test(search.redirect) ? { redirect: search.redirect } : {},
  ),
  beforeLoad: ({ context, params, preload }) => {
    if (context.session) {
      if (!preload) toast.success(i18n._(msg`Vous êtes déjà connecté`));
      throw redirect({ to: "/$lang/profile/profile", params });
    }
  },
  component: SignInPage,
});
