import { msg } from "@lingui/core/macro";
import { redirect } from "@tanstack/react-router";
import { isAdmin, isModerator } from "@/domain/moderation/site-roles.ts";
import { toast } from "@/lib/toast.ts";
import type { SessionData } from "@/lib/auth-client.ts";
import { i18n } from "@/lib/i18n.ts";

/**
 * Moderation pages, after the _authed guards: anyone else is told and sent home. The server
 * refuses them anyway (moderatorProcedure); this only spares them a page of errors.
 */
export function requireModerator({ session, lang, preload }: { session: SessionData; lang: string; preload: boolean }) {
  if (isModerator(session.user)) return;
  if (!preload) toast.error(i18n._(msg`Vous n'avez pas le droit de faire cela`));
  throw redirect({ to: "/$lang", params: { lang } });
}

/** The audit log and the moderators' list: admins only (the server's adminProcedure). */
export function requireAdmin({ session, lang, preload }: { session: SessionData; lang: string; preload: boolean }) {
  if (isAdmin(session.user)) return;
  if (!preload) toast.error(i18n._(msg`Vous n'avez pas le droit de faire cela`));
  throw redirect({ to: "/$lang", params: { lang } });
}
