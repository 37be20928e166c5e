import { createFileRoute, redirect } from "@tanstack/react-router";
import { ResetPasswordPage } from "@/features/auth/reset-password-page.tsx";

export const Route = createFileRoute("/$lang/auth/reset-password-otp")({
  beforeLoad: ({ context, params }) => {
    if (context.session) throw redirect({ to: "/$lang/profile", params });
  },
  component: ResetPasswordPage,
});
