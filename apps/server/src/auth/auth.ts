import { isCommonPassword } from "@escouade/contracts/common-passwords";
import { isUiLanguage } from "@escouade/contracts/languages";
import { LIMITS } from "@escouade/contracts/limits";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, emailOTP, organization } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import type { Mailer } from "../platform/mail.ts";
import { otpEmail } from "./otp-email.ts";
import { accessControl, siteRoles } from "./roles.ts";

/** The header our Fastify bridge fills with the client address Fastify computed (honouring TRUST_PROXY). */
export const CLIENT_IP_HEADER = "x-escouade-client-ip";

const PASSWORD_PATHS = new Set(["/sign-up/email", "/email-otp/reset-password", "/reset-password", "/change-password"]);

type Log = { error(obj: object, msg: string): void };

export function createAuth(deps: { config: Config; db: Db; mailer: Mailer; log: Log }) {
  const { config, db, mailer, log } = deps;

  async function languageOf(email: string): Promise<string> {
    const [row] = await db.select({ lang: schema.user.lang }).from(schema.user).where(eq(schema.user.email, email.toLowerCase()));
    return row?.lang ?? "fr";
  }

  return betterAuth({
    appName: "Escouade",
    logger: {
      disabled: config.logLevel === "silent",
      level: ({ trace: "debug", debug: "debug", info: "info", warn: "warn", error: "error", fatal: "error", silent: "error" } as const)[config.logLevel],
    },
    baseURL: config.serverUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      autoSignIn: true,
      // Unverified users may sign in: the route guards send them to the verification screen.
      requireEmailVerification: false,
    },
    // With emailOTP's override, "send on sign-up" sends our one-time code instead of a link.
    emailVerification: { sendOnSignUp: true, autoSignInAfterVerification: true },
    user: {
      additionalFields: {
        infoFilled: { type: "boolean", required: false, defaultValue: false, input: false },
        lang: { type: "string", required: false, defaultValue: "fr", input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.authRateLimit,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60 * 10, max: 20 },
        "/email-otp/send-verification-otp": { window: 60, max: 5 },
        "/email-otp/request-password-reset": { window: 60, max: 5 },
        "/email-otp/verify-email": { window: 60, max: 10 },
        "/email-otp/reset-password": { window: 60, max: 10 },
      },
    },
    advanced: {
      // better-auth turns its Origin/CSRF check off by default when NODE_ENV=test or TEST is set
      // (vitest sets both): keep it on everywhere, so tests exercise what production runs.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (!PASSWORD_PATHS.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown; lang?: unknown };
        const password = typeof body.newPassword === "string" ? body.newPassword : body.password;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_COMMON", message: "This password is too common" });
        }
        if (ctx.path === "/sign-up/email" && body.lang !== undefined && !isUiLanguage(body.lang)) {
          throw new APIError("BAD_REQUEST", { code: "INVALID_LANGUAGE", message: "Unsupported language" });
        }
      }),
    },
    plugins: [
      emailOTP({
        otpLength: LIMITS.otpLength,
        expiresIn: LIMITS.otpExpiresIn,
        allowedAttempts: LIMITS.otpAttempts,
        storeOTP: "hashed",
        overrideDefaultEmailVerification: true,
        disableSignUp: true,
        rateLimit: { window: 60, max: 10 },
        async sendVerificationOTP({ email, otp, type }) {
          const lang = await languageOf(email);
          // Not awaited by the caller's timing: a slow SMTP server must not reveal whether an account exists.
          mailer.send(otpEmail({ to: email, otp, purpose: type, lang })).catch((error: unknown) => {
            log.error({ err: error, to: email }, "could not send the one-time code");
          });
        },
      }),
      organization({
        allowUserToCreateOrganization: true,
        creatorRole: "owner",
      }),
      admin({
        ac: accessControl,
        roles: siteRoles,
        defaultRole: "user",
        adminRoles: ["admin"],
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
