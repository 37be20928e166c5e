import { createFileRoute, redirect } from "@tanstack/react-router";
import { EmailVerificationPage } from "@/features/auth/email-verification-page.tsx";
import { requireSession } from "@/lib/guards.ts";

export const Route = createFileRoute("/$lang/auth/email-verification-otp")({
  beforeLoad: ({ context, params, preload }) => {
    const session = requireSession({ session: context.session, lang: params.lang, preload });
    // Already verified: up one level (the sign-in route then sends them on to their profile).
    if (session.user.emailVerified) throw redirect({ to: "/$lang/auth", params });
    return { session };
  },
  component: EmailVerificationPage,
});
