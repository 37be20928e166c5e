import type { SessionData } from "./auth-client.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads a session as better-auth's client does (its ISO dates become Dates), without loading
 * that client: the first screen only needs to know who is there.
 */
export function parseSession(text: string): SessionData | null {
  const value = JSON.parse(text, (key, raw: unknown) => {
    if (key === "__proto__") return undefined;
    if (typeof raw === "string" && ISO_DATE.test(raw)) {
      const date = new Date(raw);
      if (!Number.isNaN(date.getTime())) return date;
    }
    return raw;
  }) as SessionData | null;
  if (!value || typeof value !== "object" || typeof (value as { user?: unknown }).user !== "object" || !value.user) return null;
  // A session remembered before the server carried the avatar: the initial, until the next read.
  value.user.avatar ??= null;
  return value;
}

const LAST_SESSION_KEY = "escouade-last-session";

/** The last session seen online, for an installed app opened without network. */
export function rememberSession(session: SessionData | null) {
  try {
    if (session) {
      const { token: _token, ...rest } = session.session as SessionData["session"] & { token?: string };
      localStorage.setItem(LAST_SESSION_KEY, JSON.stringify({ ...session, session: rest }));
    } else localStorage.removeItem(LAST_SESSION_KEY);
  } catch {
    // Private browsing may refuse storage: offline, the app then opens signed out.
  }
}

export function lastSession(): SessionData | null {
  try {
    const stored = localStorage.getItem(LAST_SESSION_KEY);
    return stored ? parseSession(stored) : null;
  } catch {
    return null;
  }
}
