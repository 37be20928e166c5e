import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Auth, AuthSession } from "../auth/auth.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { NotificationBus } from "../modules/notifications/live.ts";

export interface AppDeps {
  config: Config;
  db: Db;
  auth: Auth;
  /** This process's live-notification bus: subscriptions listen through it. */
  notificationBus: NotificationBus;
}

export async function createContext(deps: AppDeps, { req }: { req: FastifyRequest; res: FastifyReply }) {
  const headers = fromNodeHeaders(req.headers);
  const session: AuthSession | null = await deps.auth.api.getSession({ headers });
  return { ...deps, session, log: req.log };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
