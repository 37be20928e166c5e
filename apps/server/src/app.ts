import compress from "@fastify/compress";
import cors from "@fastify/cors";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { LogController, type FastifyServerOptions } from "fastify";
import { createAuth } from "./auth/auth.ts";
import { registerAuthRoutes } from "./auth/fastify-handler.ts";
import { pageSessionReader } from "./auth/page-session.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { liveKinds } from "./live/kinds.ts";
import { registerLiveRoute } from "./live/route.ts";
import { createSessionWatch } from "./platform/session-watch.ts";
import { listenForSessionsEnded, sessionAlive } from "./platform/sessions-ended.ts";
import { startMessageBus } from "./modules/messages/live.ts";
import { startNotificationBus } from "./modules/notifications/live.ts";
import { teamAuthRules } from "./modules/teams/service.ts";
import { registerDevOutbox } from "./platform/dev-outbox.ts";
import { createMailer, type Mailer } from "./platform/mail.ts";
import { refuseCrossSiteMutations } from "./platform/cross-site.ts";
import { registerMultipart } from "./platform/multipart.ts";
import { appPolicyFor, frameworkRefusals, registerSecurityHeaders } from "./platform/security-headers.ts";
import { registerGracefulShutdown } from "./platform/shutdown.ts";
import { registerMediaRoutes } from "./platform/serve-media.ts";
import { logFailedAndSlowRequests } from "./platform/access-log.ts";
import { loadEmbedRenderer, registerWebApp } from "./platform/serve-web.ts";
import { registerEmbedRoutes } from "./modules/embed/service.ts";
import { getStorage } from "./platform/storage.ts";
import { registerCalendarRoutes } from "./modules/calendar/service.ts";
import { registerSitemapRoutes } from "./modules/sitemap/service.ts";
import { startJobs } from "./jobs.ts";
import { createContext, type AppDeps } from "./trpc/context.ts";
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
    // A line per request buries what matters in production: there only failures and slow answers
    // are logged (below); development keeps Fastify's full access log.
    logController: new LogController({ disableRequestLogging: config.isProduction }),
    trustProxy: config.trustProxy,
    // tRPC batches can carry long query strings.
    routerOptions: { maxParamLength: 5000 },
    ...frameworkRefusals(config),
  });
  // Before any other hook: it counts every request, so a stop lets those in flight finish.
  const shutdown = registerGracefulShutdown(app);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: app.log });
  const auth = createAuth({ config, db: database.db, mailer, log: app.log, teams: teamAuthRules(database.db) });

  const storage = getStorage(config);
  registerSecurityHeaders(app, config);
  await app.register(cors, { origin: config.trustedOrigins, credentials: true });
  // API answers (JSON) compressed on the fly at a cheap brotli level; the SPA's files carry their
  // build-time twins instead, and event streams are never compressed (they would be buffered).
  await app.register(compress, { threshold: 1024 });

  if (config.isProduction) logFailedAndSlowRequests(app);

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
  // E-mails, pushes and sweeps: durable jobs, worked by every process (docs/decisions/033).
  const jobs = startJobs({ config, database, mailer, storage, log: app.log });
  // Ready once the workers are up, or have failed once (a database down at start-up): never blocked by it.
  app.addHook("onReady", () => jobs.firstAttempt);
  app.addHook("onClose", () => jobs.stop());
  const messageBus = startMessageBus(database, app.log);
  // Live streams and subscriptions end with their session (platform/session-watch.ts).
  const sessionWatch = createSessionWatch((sessionId) => sessionAlive(database.db, sessionId), app.log);
  // As the buses: a database unreachable at start-up turns this off (logged), it does not stop the server.
  const unlistenSessionsEnded = listenForSessionsEnded(database, sessionWatch.sessionsEnded).catch((error: unknown) => {
    app.log.error({ err: error }, "could not LISTEN for ended sessions: open streams outlive them until they reconnect");
    return null;
  });
  // Nothing returned: Fastify takes a hook's resolved value for an error.
  app.addHook("preClose", async () => {
    await (
      await unlistenSessionsEnded
    )?.();
  });
  app.addHook("preClose", () => messageBus.close());
  registerLiveRoute(app, {
    auth,
    kinds: liveKinds(database.db, notificationBus, messageBus),
    trustedOrigins: config.trustedOrigins,
    heartbeatMs: config.liveHeartbeatMs,
    sessionWatch,
  });

  // What every procedure reaches, through the API and for the pages the server draws alike.
  const contextDeps: AppDeps = { config, db: database.db, auth, notificationBus, sessionWatch, mailer, storage };
  refuseCrossSiteMutations(app, config.trustedOrigins);
  // Bounds image uploads (FormData through tRPC) before their bodies are read.
  registerMultipart(app);
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: (ctx) => createContext(contextDeps, ctx),
      onError({ error, path: procedure }) {
        if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error, procedure }, "tRPC procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });

  await registerMediaRoutes(app, storage, config);
  registerCalendarRoutes(app, {
    db: database.db,
    appUrl: config.publicAppUrl,
    viewerOf: async (headers) => {
      const viewer = await auth.api.getSession({ headers });
      return viewer ? { id: viewer.user.id, lang: viewer.user.lang ?? "fr" } : null;
    },
  });
  if (!config.isProduction && mailer.outbox) registerDevOutbox(app, mailer.outbox);
  registerSitemapRoutes(app, { db: database.db, appUrl: config.publicAppUrl });
  const renderEmbed = await loadEmbedRenderer(config.webDistDir);
  if (renderEmbed) registerEmbedRoutes(app, { db: database.db, origin: config.publicAppUrl, render: renderEmbed });

  await registerWebApp(app, config.webDistDir, {
    pageSession: pageSessionReader(auth),
    router: appRouter,
    createContext: (req, res) => createContext(contextDeps, { req, res }),
    pagePolicy: (nonce) => appPolicyFor(config, config.webDistDir, nonce),
    origin: config.serverUrl,
  });

  return { app, auth, mailer, notificationBus, messageBus, shutdown };
}
