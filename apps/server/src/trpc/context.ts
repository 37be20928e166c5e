import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Auth, AuthSession } from "../auth/auth.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { NotificationBus } from "../modules/notifications/live.ts";
import type { Mailer } from "../platform/mail.ts";
import type { SessionWatch } from "../platform/session-watch.ts";
import type { Storage } from "../platform/storage.ts";

export interface AppDeps {
  config: Config;
  db: Db;
  auth: Auth;
  /** This process's live-notification bus: subscriptions listen through it. */
  notificationBus: NotificationBus;
  /** Subscriptions end with their session (platform/session-watch.ts). */
  sessionWatch: SessionWatch;
  mailer: Mailer;
  /** Where images live: what a procedure deletes (an account's pictures) goes from there too. */
  storage: Storage;
}

export async function createContext(deps: AppDeps, { req }: { req: FastifyRequest; res: FastifyReply }) {
  const headers = fromNodeHeaders(req.headers);
  const session: AuthSession | null = await deps.auth.api.getSession({ headers });
  // Fastify's resolved client address (X-Forwarded-For only with TRUST_PROXY): what rate limits key on.
  return { ...deps, session, log: req.log, clientIp: req.ip };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
