import { msg } from "@lingui/core/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { toast } from "@/lib/toast.ts";
import { SignUpPage } from "@/features/auth/sign-up-page.tsx";
import { i18n } from "@/lib/i18n.ts";

export const Route = createFileRoute("/$lang/auth/signup")({
  beforeLoad: ({ context, params, preload }) => {
    if (context.session) {
      if (!preload) toast.success(i18n._(msg`Vous êtes déjà connecté`));
      throw redirect({ to: "/$lang/profile/profile", params });
    }
  },
  component: SignUpPage,
});
