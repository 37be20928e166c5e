import { createFileRoute, redirect } from "@tanstack/react-router";
import { EmailVerificationPage } from "@/features/auth/email-verification-page.tsx";
import { requireSession } from "@/lib/guards.ts";
import * as z from "zod/mini";
import { carryReturnTo, returnToFields } from "@/lib/return-to.ts";

export const Route = createFileRoute("/$lang/auth/email-verification-otp")({
  // Straight from sign-up there is no session yet (sign-up answers alike whether or not the
  // address has an account): the address travels in the URL, and the code signs the player in.
  validateSearch: z.object({ email: z.catch(z.optional(z.string().check(z.maxLength(254), z.includes("@"))), undefined), ...returnToFields }),
  beforeLoad: ({ context, params, preload, search }) => {
    if (!context.session && search.email) return { email: search.email, fromSignUp: true };
    const session = requireSession({ session: context.session, lang: params.lang, preload });
    // Already verified: up one level (the sign-in route then sends them on to their profile).
    if (session.user.emailVerified) throw redirect({ to: "/$lang/auth", params, search: carryReturnTo(search.redirect) });
    return { email: session.user.email, fromSignUp: false };
  },
  component: EmailVerificationPage,
});
