import { createFileRoute, redirect } from "@tanstack/react-router";
import { OnboardingPage } from "@/features/onboarding/onboarding-page.tsx";
import { requireSession } from "@/lib/guards.ts";
import { carryReturnTo, returnToSchema } from "@/lib/return-to.ts";

export const Route = createFileRoute("/$lang/register")({
  validateSearch: returnToSchema,
  beforeLoad: ({ context, params, preload, search }) => {
    const session = requireSession({ session: context.session, lang: params.lang, preload });
    if (session.user.infoFilled) throw redirect({ to: "/$lang/profile", params });
    // The server only accepts a profile from a verified address: finish that step first.
    if (!session.user.emailVerified) throw redirect({ to: "/$lang/auth/email-verification-otp", params, search: carryReturnTo(search.redirect) });
    return { session };
  },
  component: OnboardingPage,
});
