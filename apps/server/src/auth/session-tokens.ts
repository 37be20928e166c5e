/**
 * A session token is the session: whoever reads one can be that player. The cookie carries it,
 * HttpOnly, out of any script's reach; no answer carries it in its body (decision 032). better-auth
 * puts it in several (sign-in, sign-up, the code's check, get-session, list-sessions): those are
 * answered without it. A device's session is ended by its id (`account.endSession`).
 */
function withoutToken(value: unknown): { changed: boolean; value: unknown } {
  if (Array.isArray(value)) {
    const items = value.map(withoutToken);
    return items.some((item) => item.changed) ? { changed: true, value: items.map((item) => item.value) } : { changed: false, value };
  }
  if (!value || typeof value !== "object" || value instanceof Date) return { changed: false, value };
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === "token") {
      changed = true;
      continue;
    }
    // Only where better-auth puts sessions: the body itself, its `session`, and lists of sessions.
    if (key === "session") {
      const inner = withoutToken(field);
      changed ||= inner.changed;
      copy[key] = inner.value;
    } else copy[key] = field;
  }
  return { changed, value: changed ? copy : value };
}

/** The answer without any session token, or undefined when it carried none (it then passes as it is). */
export function stripSessionTokens(returned: unknown): unknown {
  const stripped = withoutToken(returned);
  return stripped.changed ? stripped.value : undefined;
}

/**
 * A team's members see each other's names, never their addresses (decision 032): in the answers
 * of /organization/*, every e-mail but the caller's own is left out (members' users, invitations).
 */
export function withoutOthersEmails(value: unknown, ownEmail: string | undefined): { changed: boolean; value: unknown } {
  if (Array.isArray(value)) {
    const items = value.map((item) => withoutOthersEmails(item, ownEmail));
    return items.some((item) => item.changed) ? { changed: true, value: items.map((item) => item.value) } : { changed: false, value };
  }
  if (!value || typeof value !== "object" || value instanceof Date) return { changed: false, value };
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === "email" && typeof field === "string" && field.toLowerCase() !== ownEmail?.toLowerCase()) {
      changed = true;
      continue;
    }
    const inner = withoutOthersEmails(field, ownEmail);
    changed ||= inner.changed;
    copy[key] = inner.value;
  }
  return { changed, value: changed ? copy : value };
}
