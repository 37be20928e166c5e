import { msg } from "@lingui/core/macro";
import { redirect } from "@tanstack/react-router";
import { toast } from "./toast.ts";
import type { SessionData } from "./auth-client.ts";
import { i18n } from "./i18n.ts";

interface GuardArgs {
  session: SessionData | null;
  lang: string;
  /** Preloads (hover, focus) run guards too; they must not toast. */
  preload: boolean;
  href?: string;
}

/** SPEC §2, guard 1: no session → error toast, redirect to sign-in (coming back afterwards). */
export function requireSession({ session, lang, preload, href }: GuardArgs): SessionData {
  if (!session) {
    if (!preload) toast.error(i18n._(msg`Vous devez être connecté pour accéder à cette page`));
    throw redirect({ to: "/$lang/auth", params: { lang }, search: href ? { redirect: href } : {} });
  }
  return session;
}

/** Guards 2 and 3: e-mail verified, then profile filled. */
export function requireOnboarded(args: GuardArgs): SessionData {
  const session = requireSession(args);
  if (!session.user.emailVerified) throw redirect({ to: "/$lang/auth/email-verification-otp", params: { lang: args.lang } });
  if (!session.user.infoFilled) throw redirect({ to: "/$lang/register", params: { lang: args.lang } });
  return session;
}
