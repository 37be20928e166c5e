import { redirect } from "@tanstack/react-router";
import type { SessionData } from "./auth-client.ts";
import { noticeFor } from "./redirect-notice.ts";

interface GuardArgs {
  session: SessionData | null;
  lang: string;
  /** Preloads (hover, focus) run guards too; they must not toast. */
  preload: boolean;
  href?: string;
}

/** docs/product.md §2, guard 1: no session → error toast, redirect to sign-in (coming back afterwards). */
export function requireSession({ session, lang, preload, href }: GuardArgs): SessionData {
  if (!session) {
    throw redirect({ to: "/$lang/auth", params: { lang }, search: href ? { redirect: href } : {}, ...noticeFor("sign-in-required", { preload }) });
  }
  return session;
}

/** Guards 2 and 3: e-mail verified, then profile filled. */
export function requireOnboarded(args: GuardArgs): SessionData {
  const session = requireSession(args);
  // Where they were going stays in the URL through each step (lib/return-to.ts).
  const search = args.href ? { redirect: args.href } : {};
  if (!session.user.emailVerified) throw redirect({ to: "/$lang/auth/email-verification-otp", params: { lang: args.lang }, search });
  if (!session.user.infoFilled) throw redirect({ to: "/$lang/register", params: { lang: args.lang }, search });
  return session;
}
