import { existsSync } from "node:fs";
import path from "node:path";
import cors from "@fastify/cors";
import fastifyStatic from "@fastify/static";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyServerOptions } from "fastify";
import { createAuth } from "./auth/auth.ts";
import { registerAuthRoutes } from "./auth/fastify-handler.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { startNotificationBus } from "./modules/notifications/live.ts";
import { teamAuthRules } from "./modules/teams/service.ts";
import { registerDevOutbox } from "./platform/dev-outbox.ts";
import { createMailer, type Mailer } from "./platform/mail.ts";
import { registerMultipart } from "./platform/multipart.ts";
import { registerMediaRoutes } from "./platform/serve-media.ts";
import { getStorage } from "./platform/storage.ts";
import { createContext } from "./trpc/context.ts";
import { appRouter, type AppRouter } from "./trpc/root.ts";

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole HTTP app without listening, so tests drive it in-process or on a port. */
export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // tRPC batches can carry long query strings.
    routerOptions: { maxParamLength: 5000 },
  });
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: app.log });
  const auth = createAuth({ config, db: database.db, mailer, log: app.log, teams: teamAuthRules(database.db) });

  await app.register(cors, { origin: config.trustedOrigins, credentials: true });

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await database.ping();
      return { status: "ok", database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, "readiness check failed");
      return reply.status(503).send({ status: "unavailable" });
    }
  });

  registerAuthRoutes(app, auth, config.serverUrl);

  // This process's one LISTEN for live notifications. Closing it ends the open SSE streams
  // (clients reconnect elsewhere), which close() would otherwise wait for forever.
  const notificationBus = startNotificationBus(database, app.log);
  app.addHook("preClose", () => notificationBus.close());

  // Bounds image uploads (FormData through tRPC) before their bodies are read.
  registerMultipart(app);
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: (ctx) => createContext({ config, db: database.db, auth, notificationBus, mailer }, ctx),
      onError({ error, path: procedure }) {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, procedure }, "tRPC procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  await registerMediaRoutes(app, getStorage(config), config);
  if (!config.isProduction && mailer.outbox) registerDevOutbox(app, mailer.outbox);

  const indexHtml = path.join(config.webDistDir, "index.html");
  if (existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false });
    // The SPA owns every other GET: hand it index.html and let the router decide.
    app.setNotFoundHandler((request, reply) => {
      const isApi = /^\/(trpc|api|media|dev)(\/|$)/.test(request.url);
      if (request.method === "GET" && !isApi) return reply.type("text/html").sendFile("index.html");
      return reply.status(404).send({ error: "Not Found" });
    });
  }

  return { app, auth, mailer, notificationBus };
}
