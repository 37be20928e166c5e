import { redirect } from "@tanstack/react-router";
import { isAdmin, isModerator } from "@/domain/moderation/site-roles.ts";
import type { SessionData } from "@/lib/auth-client.ts";
import { noticeFor } from "@/lib/redirect-notice.ts";

/**
 * Moderation pages, after the _authed guards: anyone else is told and sent home. The server
 * refuses them anyway (moderatorProcedure); this only spares them a page of errors.
 */
export function requireModerator({ session, lang, preload }: { session: SessionData; lang: string; preload: boolean }) {
  if (isModerator(session.user)) return;
  throw redirect({ to: "/$lang", params: { lang }, ...noticeFor("not-allowed", { preload }) });
}

/** The audit log and the moderators' list: admins only (the server's adminProcedure). */
export function requireAdmin({ session, lang, preload }: { session: SessionData; lang: string; preload: boolean }) {
  if (isAdmin(session.user)) return;
  throw redirect({ to: "/$lang", params: { lang }, ...noticeFor("not-allowed", { preload }) });
}
