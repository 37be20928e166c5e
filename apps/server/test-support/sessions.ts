import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../src/db/client.ts";
import { session } from "../src/db/schema/index.ts";
import { Client, TEST_AUTH_SECRET, type TestApp } from "./app.ts";

/** better-auth's session cookie on plain HTTP (the tests' SERVER_URL). */
export const SESSION_COOKIE = "better-auth.session_token";

export interface SessionCookie {
  name: string;
  value: string;
  /** `name=value`, for a Cookie header. */
  header: string;
}

/**
 * Signs a user in without going through HTTP: writes a session row and signs its token the way
 * better-auth (better-call's signed cookies) does: `token.base64(HMAC-SHA256(token, secret))`,
 * URI-encoded. For tests and the bench that need many signed-in users fast; the sign-in flow
 * itself is covered by the auth tests.
 */
export async function sessionCookieFor(db: Db, userId: string, secret = TEST_AUTH_SECRET): Promise<SessionCookie> {
  const token = randomBytes(24).toString("base64url");
  await db.insert(session).values({ id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 24 * 3600 * 1000) });
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  const value = encodeURIComponent(`${token}.${signature}`);
  return { name: SESSION_COOKIE, value, header: `${SESSION_COOKIE}=${value}` };
}

/** An HTTP client of the in-process app, signed in as `userId` by a session made in the database. */
export async function signedInClient(server: TestApp, userId: string): Promise<Client> {
  const client = new Client(server.app);
  client.cookies.set(SESSION_COOKIE, (await sessionCookieFor(server.database.db, userId)).value);
  return client;
}
