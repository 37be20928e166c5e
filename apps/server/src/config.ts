import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_MAP_TILE_URL } from "@escouade/contracts/map-tiles";
import { z } from "zod";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** A URL variable: names itself in the error so a bad deployment says what to fix. */
const url = (name: string) => z.url({ error: `${name} must be a valid URL (for example http://localhost:3000)` }).transform((v) => v.replace(/\/+$/, ""));

/** Five cron fields (minute hour day month weekday), as pg-boss schedules them; or empty. */
const cronSchedule = z
  .string()
  .trim()
  .regex(/^$|^\S+(\s+\S+){4}$/, "five cron fields (minute hour day month weekday), or empty to turn it off");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const booleanFlag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1"));

const DEV_AUTH_SECRET = "escouade-development-secret-never-use-in-production";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    HOST: z.string().default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    SERVER_URL: url("SERVER_URL").default("http://localhost:3000"),
    PUBLIC_APP_URL: url("PUBLIC_APP_URL").optional(),
    MEDIA_PUBLIC_URL: url("MEDIA_PUBLIC_URL").optional(),
    TRUSTED_ORIGINS: optionalString,
    DATA_DIR: z.string().default(path.join(repoRoot, ".data")),
    DATABASE_URL: optionalString,
    BETTER_AUTH_SECRET: optionalString,
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default("Escouade <no-reply@escouade.app>"),
    // Where the contact and partner forms are delivered.
    SUPPORT_EMAIL: z.email("SUPPORT_EMAIL must be an e-mail address").default("contact@escouade.app"),
    S3_ENDPOINT: optionalString,
    S3_REGION: z.string().default("us-east-1"),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    SEED_DEMO_DATA: z.enum(["true", "false", "1", "0", ""]).optional(),
    TRUST_PROXY: booleanFlag(false),
    AUTH_RATE_LIMIT: booleanFlag(true),
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, "apps/web/dist")),
    // The address search's geocoder (the French national address API's protocol); "" turns it off.
    GEOCODER_URL: z.union([z.literal(""), url("GEOCODER_URL")]).default("https://api-adresse.data.gouv.fr"),
    // The web's build-time addresses (one .env for both): the security policy lets the page load from them.
    VITE_MAP_TILE_URL: optionalString,
    VITE_MEDIA_URL: optionalString,
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
    // Discord's API, where connected channels' webhooks are called (decision 038); the tests' local Discord otherwise.
    DISCORD_API_URL: url("DISCORD_API_URL").default("https://discord.com/api/v10"),
    // The live stream's heartbeat (an SSE comment): under the idle timeout of every proxy on the way.
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(300_000).default(25_000),
    // How long requests in flight at SIGTERM may take before the process exits anyway.
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    // When inactive accounts are warned or deleted: a cron schedule in UTC, run once for all processes
    // (docs/decisions/033); empty turns it off.
    INACTIVITY_SWEEP_CRON: cronSchedule.default("17 */6 * * *"),
    // When the carpools of ended or cancelled games are deleted; empty turns it off.
    CARPOOL_SWEEP_CRON: cronSchedule.default("7 * * * *"),
    // Web Push (docs/decisions/022): a VAPID key pair (base64url, as `web-push generate-vapid-keys` prints
    // them). Without one, a pair derived from BETTER_AUTH_SECRET: every process agrees with no setup.
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    // Who the push services may contact about our pushes: a mailto: or https: URL; SUPPORT_EMAIL by default.
    VAPID_SUBJECT: optionalString,
    // When games starting within a day are looked for, to remind their players; empty turns it off.
    GAME_REMINDER_SWEEP_CRON: cronSchedule.default("*/15 * * * *"),
    // Background jobs (docs/decisions/033): how often each process polls for jobs it was not woken for
    // (a retry coming due), and how often attempts of a killed process are expired and retried.
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(5),
    JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    // Secrets have a default in development only.
    if (env.NODE_ENV !== "development" && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["BETTER_AUTH_SECRET"], message: `BETTER_AUTH_SECRET is required when NODE_ENV is ${env.NODE_ENV}` });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: "custom", path: ["VAPID_PRIVATE_KEY"], message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither" });
    }
    if (env.VAPID_SUBJECT && !/^(mailto:|https:\/\/)/.test(env.VAPID_SUBJECT)) {
      ctx.addIssue({ code: "custom", path: ["VAPID_SUBJECT"], message: "VAPID_SUBJECT must be a mailto: or https:// URL" });
    }
    if (env.BETTER_AUTH_SECRET && env.BETTER_AUTH_SECRET.length < 32) {
      ctx.addIssue({ code: "custom", path: ["BETTER_AUTH_SECRET"], message: "BETTER_AUTH_SECRET must be at least 32 characters" });
    }
  });

/**
 * Reads the repository's `.env` into process.env (variables already set win), so
 * `cp .env.example .env && pnpm dev` talks to the docker compose services.
 */
export function loadDotEnv(file = path.join(repoRoot, ".env")) {
  if (existsSync(file)) process.loadEnvFile(file);
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  // In development the SPA runs on Vite's port and proxies the API; in production one process serves both.
  const publicAppUrl = e.PUBLIC_APP_URL ?? (isProduction ? e.SERVER_URL : "http://localhost:5173");
  const trustedOrigins = [
    publicAppUrl,
    e.SERVER_URL,
    ...(e.TRUSTED_ORIGINS?.split(",")
      .map((o) => o.trim())
      .filter(Boolean) ?? []),
  ];
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    serverUrl: e.SERVER_URL,
    publicAppUrl,
    // Disk media are served by this server; S3 media straight from the bucket (path style, as MinIO serves them).
    mediaPublicUrl:
      e.MEDIA_PUBLIC_URL ??
      (e.S3_ENDPOINT && e.S3_BUCKET
        ? `${e.S3_ENDPOINT.replace(/\/+$/, "")}/${e.S3_BUCKET}`
        : // In development the pages are Vite's, which proxies /media: an upload previews from the
          // page's own origin, which its content policy allows (the API's port is another origin).
          `${e.NODE_ENV === "development" ? publicAppUrl : e.SERVER_URL}/media`),
    trustedOrigins: [...new Set(trustedOrigins)],
    // The web's defaults when the build was given none (apps/web/src/lib/config.ts).
    mapTileUrl: e.VITE_MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
    webMediaUrl: e.VITE_MEDIA_URL,
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL ? ({ kind: "postgres", url: e.DATABASE_URL } as const) : ({ kind: "pglite", dir: path.join(e.DATA_DIR, "db") } as const),
    authSecret: e.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    authRateLimit: e.AUTH_RATE_LIMIT,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, support: e.SUPPORT_EMAIL },
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    // Demo players only ever go into the embedded database, and not in production unless asked for.
    seedDemoData: !e.DATABASE_URL && (e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === "true" || e.SEED_DEMO_DATA === "1" : !isProduction),
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    liveHeartbeatMs: e.LIVE_HEARTBEAT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    jobs: {
      pollingIntervalSeconds: e.JOBS_POLL_SECONDS,
      maintenanceIntervalSeconds: e.JOBS_MAINTENANCE_SECONDS,
      // An empty schedule is off.
      inactivitySweepCron: e.INACTIVITY_SWEEP_CRON || null,
      carpoolSweepCron: e.CARPOOL_SWEEP_CRON || null,
      gameReminderSweepCron: e.GAME_REMINDER_SWEEP_CRON || null,
    },
    push: {
      vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
      // The tests' local push service listens on http://127.0.0.1; a real push service is https.
      allowLoopbackEndpoints: e.NODE_ENV === "test",
    },
    geocoder: { url: e.GEOCODER_URL || undefined, timeoutMs: e.GEOCODER_TIMEOUT_MS },
    discord: { apiUrl: e.DISCORD_API_URL },
  };
}
