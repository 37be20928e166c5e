import { randomInt } from "node:crypto";
import path from "node:path";
import { tmpdir } from "node:os";
import { transformer } from "@escouade/contracts/transformer";
import type { FastifyInstance, InjectOptions } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { createDatabase, type Database } from "../src/db/client.ts";
import type { Mailer } from "../src/platform/mail.ts";

/** The SPA's origin in development: trusted by better-auth, which checks Origin on cookie-carrying POSTs. */
export const APP_ORIGIN = "http://localhost:5173";
export const TEST_AUTH_SECRET = "escouade-test-secret-0123456789-abcdefghijklmnop";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** SMTP server the app sends through (the sink's smtp://127.0.0.1:port). */
  smtpUrl?: string;
  /** Or a mailer object (e.g. one that captures messages). */
  mailer?: Mailer;
  /** Defaults to a new connection pool on the run's PostgreSQL database. */
  database?: Database;
  /** Extra environment variables for loadConfig. */
  env?: Record<string, string>;
}

/** The environment the tests run the server with, on top of which `env` applies. */
export function testEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "test",
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "silent",
    // No test may reach the internet: the geocoder is off unless a test points it at its fake.
    GEOCODER_URL: "",
    // Nor Discord: a test that connects a channel points this at its local Discord (test-support/discord.ts).
    DISCORD_API_URL: "http://127.0.0.1:9/api/v10",
    // Tests sweep inactive accounts themselves, at the time they choose.
    INACTIVITY_SWEEP_CRON: "",
    // And carpools of ended games.
    CARPOOL_SWEEP_CRON: "",
    // And games' day-before reminders too.
    GAME_REMINDER_SWEEP_CRON: "",
    // Keep the tests independent of whether the web app has been built.
    WEB_DIST_DIR: path.join(tmpdir(), "escouade-test-no-web-dist"),
    ...extra,
  };
}

/** Builds the whole app in-process (no port) on the run's database, or on the one given. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const databaseUrl = inject("databaseUrl");
  const config = loadConfig(
    testEnv({
      DATABASE_URL: options.database ? undefined : databaseUrl,
      SMTP_URL: options.smtpUrl,
      ...options.env,
    }),
  );
  const database = options.database ?? createDatabase(config.database);
  const { app } = await buildApp({ config, database, mailer: options.mailer, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

// A distinct client address per simulated user keeps the auth rate limits (keyed on IP) apart.
// Files share the run's database (and, run in one process, this counter): each module instance
// starts at a random place in 10.0.0.0/8 and counts up from there, skipping .0 and .255.
const HOSTS = 254;
let ipCounter = randomInt(0, 65_536 * HOSTS - 1_000_000);
export function uniqueIp(): string {
  ipCounter += 1;
  const network = Math.floor(ipCounter / HOSTS);
  return `10.${network >> 8}.${network & 255}.${1 + (ipCounter % HOSTS)}`;
}

let emailCounter = 0;
/** An address nobody else in the run uses. */
export function uniqueEmail(label = "player"): string {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}${randomInt(0, 1e6).toString(36)}.${emailCounter}@example.com`;
}

/** A username nobody else in the run uses (letters, digits, _ ; at most 30 characters). */
export function uniqueUsername(label = "Ghost"): string {
  return `${label}_${randomInt(0, 36 ** 6).toString(36)}${(emailCounter += 1)}`.slice(0, 30);
}

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  raw: string;
  headers: Record<string, unknown>;
}

/** better-auth's error body. */
export interface AuthErrorBody {
  code?: string;
  message?: string;
}

export interface TrpcErrorShape {
  message: string;
  code: number;
  data: {
    code: string;
    httpStatus: number;
    path?: string;
    appCode: string | null;
    zodError: { formErrors: string[]; fieldErrors: Record<string, string[] | undefined> } | null;
  };
}

export type TrpcResult<T> = { ok: true; status: number; data: T; raw: string } | { ok: false; status: number; error: TrpcErrorShape; raw: string };

/**
 * One simulated browser: its own cookie jar and client address, the trusted Origin on
 * every request, and helpers for better-auth's routes and tRPC procedures over HTTP.
 */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip: string = uniqueIp(),
  ) {}

  /** The same person (cookies and address) in front of another app instance. */
  on(app: FastifyInstance): Client {
    const other = new Client(app, this.ip);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async request(options: { method: "GET" | "POST"; url: string; payload?: unknown; headers?: Record<string, string> }) {
    const headers: Record<string, string> = { origin: APP_ORIGIN, ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    const injectOptions: InjectOptions = {
      method: options.method,
      url: options.url,
      headers,
      remoteAddress: this.ip,
    };
    if (options.payload !== undefined) injectOptions.payload = options.payload as InjectOptions["payload"];
    const response = await this.app.inject(injectOptions);
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = cookie.value === "" || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  private async http<T>(options: Parameters<Client["request"]>[0]): Promise<HttpResult<T>> {
    const response = await this.request(options);
    const raw = response.body;
    let body: unknown = null;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    return { status: response.statusCode, body: body as T, raw, headers: response.headers };
  }

  // ---- better-auth (/api/auth/*) ----

  authPost<T = AuthErrorBody & Record<string, unknown>>(route: string, body: unknown = {}) {
    return this.http<T>({ method: "POST", url: `/api/auth${route}`, payload: body });
  }

  authGet<T = unknown>(route: string) {
    return this.http<T>({ method: "GET", url: `/api/auth${route}` });
  }

  signUp(input: { email: string; password: string; name?: string; lang?: string }) {
    return this.authPost("/sign-up/email", { name: input.name ?? "Joueur", ...input });
  }

  signIn(email: string, password: string) {
    return this.authPost("/sign-in/email", { email, password });
  }

  signOut() {
    return this.authPost("/sign-out", {});
  }

  verifyEmail(email: string, otp: string) {
    return this.authPost("/email-otp/verify-email", { email, otp });
  }

  async getSession() {
    const result = await this.authGet<SessionPayload | null>("/get-session");
    if (result.status !== 200) throw new Error(`get-session answered ${result.status}: ${result.raw}`);
    return result.body;
  }

  // ---- tRPC (/trpc/*) ----

  async query<T = unknown>(procedure: string, input?: unknown): Promise<TrpcResult<T>> {
    const search = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(transformer.serialize(input)))}`;
    return this.trpc<T>(await this.request({ method: "GET", url: `/trpc/${procedure}${search}` }));
  }

  async mutation<T = unknown>(procedure: string, input?: unknown): Promise<TrpcResult<T>> {
    return this.trpc<T>(
      await this.request({
        method: "POST",
        url: `/trpc/${procedure}`,
        payload: input === undefined ? {} : transformer.serialize(input),
        headers: { "content-type": "application/json" },
      }),
    );
  }

  private trpc<T>(response: { statusCode: number; body: string }): TrpcResult<T> {
    const raw = response.body;
    const parsed = JSON.parse(raw) as {
      result?: { data: Parameters<typeof transformer.deserialize>[0] };
      error?: Parameters<typeof transformer.deserialize>[0];
    };
    if (parsed.error) {
      return { ok: false, status: response.statusCode, error: transformer.deserialize<TrpcErrorShape>(parsed.error), raw };
    }
    if (!parsed.result) throw new Error(`Not a tRPC response (${response.statusCode}): ${raw}`);
    return { ok: true, status: response.statusCode, data: transformer.deserialize<T>(parsed.result.data), raw };
  }
}

export interface SessionPayload {
  session: { id: string; userId: string; expiresAt: string };
  user: { id: string; email: string; name: string; emailVerified: boolean; infoFilled: boolean; lang: string; role?: string | null };
}

/** Unwraps a successful tRPC call, or fails with the error the server sent. */
export function expectOk<T>(result: TrpcResult<T>): T {
  if (!result.ok) throw new Error(`Expected success, got ${result.status}: ${result.raw}`);
  return result.data;
}

/** Unwraps a failed tRPC call, or fails if it succeeded. */
export function expectError<T>(result: TrpcResult<T>): TrpcErrorShape {
  if (result.ok) throw new Error(`Expected an error, got ${result.status}: ${result.raw}`);
  return result.error;
}

/** A refused call as tests compare it (status, application code, fields), after checking it is no 5xx. */
export function refusalOf<T>(result: TrpcResult<T>) {
  const error = expectError(result);
  if (error.data.httpStatus >= 500) throw new Error(`Expected a 4xx, got ${error.data.httpStatus}: ${JSON.stringify(error)}`);
  return { status: error.data.httpStatus, appCode: error.data.appCode, fields: error.data.zodError?.fieldErrors ?? {} };
}
