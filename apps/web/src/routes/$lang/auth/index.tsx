import { createFileRoute, redirect } from "@tanstack/react-router";
import { SignInPage } from "@/features/auth/sign-in-page.tsx";
import { noticeFor } from "@/lib/redirect-notice.ts";
import { returnToSchema } from "@/lib/return-to.ts";

export const Route = createFileRoute("/$lang/auth/")({
  validateSearch: returnToSchema,
  beforeLoad: ({ context, params, preload, search }) => {
    if (context.session) {
      // Signed in already: on to where they were going, if they were going somewhere.
      if (search.redirect) throw redirect({ href: search.redirect });
      throw redirect({ to: "/$lang/profile/profile", params, ...noticeFor("already-signed-in", { preload }) });
    }
  },
  component: SignInPage,
});
