import { createFileRoute, redirect } from "@tanstack/react-router";
import { SignUpPage } from "@/features/auth/sign-up-page.tsx";
import { noticeFor } from "@/lib/redirect-notice.ts";
import { returnToSchema } from "@/lib/return-to.ts";

export const Route = createFileRoute("/$lang/auth/signup")({
  validateSearch: returnToSchema,
  beforeLoad: ({ context, params, preload }) => {
    if (context.session) {
      throw redirect({ to: "/$lang/profile/profile", params, ...noticeFor("already-signed-in", { preload }) });
    }
  },
  component: SignUpPage,
});
