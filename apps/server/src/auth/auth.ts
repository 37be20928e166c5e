import { isCommonPassword } from "@escouade/contracts/common-passwords";
import { APP_ERRORS } from "@escouade/contracts/errors";
import { isUiLanguage } from "@escouade/contracts/languages";
import { LIMITS } from "@escouade/contracts/limits";
import { TEAM_INVITATION_DAYS } from "@escouade/contracts/teams";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { admin, emailOTP, organization, type OrganizationOptions } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import { AppError } from "../core/app-error.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import type { Mailer } from "../platform/mail.ts";
import { announceSessionsEnded } from "../platform/sessions-ended.ts";
import { enqueue } from "../platform/jobs.ts";
import { accountExistsEmailQueue } from "./account-exists-email.ts";
import { otpEmail } from "./otp-email.ts";
import { refuseWhilePaused, rememberSignInOutcome } from "./sign-in-slowdown.ts";
import { withSessionExtras } from "./session-extras.ts";
import { stripSessionTokens, withoutOthersEmails } from "./session-tokens.ts";
import { accessControl, siteRoles } from "./roles.ts";
import { teamAccessControl, teamRoles } from "./team-roles.ts";

/** The header our Fastify bridge fills with the client address Fastify computed (honouring TRUST_PROXY). */
export const CLIENT_IP_HEADER = "x-escouade-client-ip";

/**
 * The admin plugin's endpoints, closed to everyone (decision 032): it keeps roles and bans on the
 * user, and the moderation procedures change them, checking who may act on whom and writing the
 * audit log. Its listings would show addresses, IP addresses and session tokens.
 */
const isAdminPluginPath = (path: string) => path.startsWith("/admin/");

/** Where better-auth ends sessions of the signed-in player (others or all). */
const SESSION_ENDING_PATHS = new Set(["/revoke-session", "/revoke-sessions", "/revoke-other-sessions", "/change-password"]);

const PASSWORD_PATHS = new Set(["/sign-up/email", "/email-otp/reset-password", "/reset-password", "/change-password"]);

type AuthBody = { lang?: unknown; name?: unknown; image?: unknown; data?: { lang?: unknown; name?: unknown; image?: unknown } };

/** Where better-auth writes a user's fields, and where in the body they are: checked like sign-up everywhere. */
const USER_FIELD_PATHS: Record<string, (body: AuthBody) => { lang?: unknown; name?: unknown; image?: unknown }> = {
  "/sign-up/email": (body) => body,
  "/update-user": (body) => body,
};

/** The account's name is its username's copy (set at onboarding); a bound keeps junk out of the table. */
const USER_NAME_MAX = 100;

function checkUserFields(fields: { lang?: unknown; name?: unknown; image?: unknown }) {
  if (fields.lang !== undefined && !isUiLanguage(fields.lang)) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_LANGUAGE", message: "Unsupported language" });
  }
  if (fields.name !== undefined && (typeof fields.name !== "string" || fields.name.length > USER_NAME_MAX)) {
    throw new APIError("BAD_REQUEST", { code: "INVALID_NAME", message: `A name is a string of ${USER_NAME_MAX} characters at most` });
  }
  // Pictures are uploaded through the media route and kept on the profile: no address typed in here.
  if (fields.image !== undefined && fields.image !== null) {
    throw new APIError("BAD_REQUEST", { code: "IMAGE_NOT_ACCEPTED", message: "Set a picture through the profile" });
  }
}

type Log = { error(obj: object, msg: string): void };

type OrganizationHooks = NonNullable<OrganizationOptions["organizationHooks"]>;

/** The rules of teams, handed over by the composition (auth/ imports no module). */
export interface TeamRulesForAuth {
  organizationHooks: OrganizationHooks;
  activeTeamOf(userId: string): Promise<string | null>;
}

/** Our hooks throw AppErrors: better-auth answers them with the HTTP status and code of our catalogue. */
function answeringAppErrors(hooks: OrganizationHooks): OrganizationHooks {
  const wrapped = Object.entries(hooks).map(([name, hook]) => [
    name,
    async (...args: unknown[]) => {
      try {
        return await (hook as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw new APIError(APP_ERRORS[error.appCode], { code: error.appCode, message: error.appCode });
      }
    },
  ]);
  return Object.fromEntries(wrapped) as OrganizationHooks;
}

export function createAuth(deps: { config: Config; db: Db; mailer: Mailer; log: Log; teams: TeamRulesForAuth }) {
  const { config, db, mailer, log, teams } = deps;

  async function languageOf(email: string): Promise<string> {
    const [row] = await db.select({ lang: schema.user.lang }).from(schema.user).where(eq(schema.user.email, email.toLowerCase()));
    return row?.lang ?? "fr";
  }

  async function markActive(userId: string) {
    await db.update(schema.user).set({ lastActiveAt: new Date(), inactivityWarnedAt: null }).where(eq(schema.user.id, userId));
  }

  // The instance, for the hook below that sends a new code through the e-mail OTP plugin.
  let self: { api: { sendVerificationOTP(options: { body: { email: string; type: "email-verification" } }): Promise<unknown> } } | null = null;

  const auth = betterAuth({
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
      // Sign-up answers alike whether the address has an account or not, and so signs no one in:
      // the session comes with the verified code (autoSignInAfterVerification below).
      autoSignIn: false,
      // The owner of the address learns about the attempt by e-mail; no one else learns anything.
      onExistingUserSignUp: async ({ user: existing }) => {
        // A job (one insert), never an SMTP round trip: a slower answer would tell the address has an account.
        if (existing.emailVerified) return void (await enqueue(db, accountExistsEmailQueue, [{ userId: existing.id }]));
        // Signed up before and never verified: the code they are waiting for, again (not awaited, as above).
        Promise.resolve(self?.api.sendVerificationOTP({ body: { email: existing.email, type: "email-verification" } })).catch((error: unknown) =>
          log.error({ err: error }, "could not write to the owner of an address signed up again"),
        );
      },
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
        // Every page asks who is signed in, and players share addresses (a field's Wi-Fi, a
        // carrier's): reading one's own session is never limited (decision 032).
        "/get-session": false,
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60 * 10, max: 20 },
        "/email-otp/send-verification-otp": { window: 60, max: 5 },
        "/email-otp/request-password-reset": { window: 60, max: 5 },
        "/email-otp/verify-email": { window: 60, max: 10 },
        "/email-otp/reset-password": { window: 60, max: 10 },
        "/email-otp/request-email-change": { window: 60, max: 5 },
        "/email-otp/change-email": { window: 60, max: 10 },
      },
    },
    advanced: {
      // better-auth turns its Origin/CSRF check off by default when NODE_ENV=test or TEST is set
      // (vitest sets both): keep it on everywhere, so tests exercise what production runs.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      session: {
        create: {
          // A player has one team at most: it is the active organization of every new session.
          before: async (session) => ({ data: { ...session, activeOrganizationId: await teams.activeTeamOf(session.userId) } }),
          // A sign-in is activity: the inactive-account clock starts again, and a warning is void.
          after: async (session) => markActive(session.userId),
        },
        // better-auth refreshes a used session once a day (updateAge): a player who stays signed in is active too.
        update: { after: async (session) => markActive(session.userId) },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (isAdminPluginPath(ctx.path)) throw new APIError("FORBIDDEN", { code: "FORBIDDEN", message: "Use the moderation tools" });
        if (ctx.path === "/sign-in/email" && config.authRateLimit) await refuseWhilePaused(db, (ctx.body as { email?: unknown } | undefined)?.email);
        const fieldsOf = USER_FIELD_PATHS[ctx.path];
        if (fieldsOf) checkUserFields(fieldsOf((ctx.body ?? {}) as AuthBody));
        if (!PASSWORD_PATHS.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
        const password = typeof body.newPassword === "string" ? body.newPassword : body.password;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_COMMON", message: "This password is too common" });
        }
      }),
      // Every read of the session (the web app's, the page's block, the API's own) carries the
      // chosen avatar: one way to read a session, at the cost of a primary-key lookup. No answer
      // carries a session token (auth/session-tokens.ts).
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (ctx.path === "/sign-in/email" && config.authRateLimit) {
          const wrongPassword = returned instanceof APIError && (returned.body as { code?: unknown } | undefined)?.code === "INVALID_EMAIL_OR_PASSWORD";
          const succeeded = !(returned instanceof APIError);
          if (wrongPassword || succeeded) await rememberSignInOutcome(db, (ctx.body as { email?: unknown } | undefined)?.email, succeeded);
        }
        if (SESSION_ENDING_PATHS.has(ctx.path)) {
          // The device signed out elsewhere stops hearing live events at once, in every process.
          const userId = (ctx.context.session as { user?: { id?: string } } | null | undefined)?.user?.id;
          if (userId && !(returned instanceof APIError)) await announceSessionsEnded(db, userId);
        }
        if (returned instanceof APIError || returned instanceof Response) return;
        let body = ctx.path === "/get-session" ? ((await withSessionExtras(db, returned)) ?? returned) : returned;
        if (ctx.path.startsWith("/organization/")) {
          const ownEmail = (await getSessionFromCtx(ctx))?.user.email;
          body = withoutOthersEmails(body, ownEmail).value;
        }
        const stripped = stripSessionTokens(body);
        // A list of sessions is an array: ctx.json writes any JSON value.
        if (stripped !== undefined || body !== returned) return ctx.json((stripped ?? body) as Record<string, unknown>);
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
        // Account settings: a code sent to the new address proves it before it replaces the old one.
        changeEmail: { enabled: true },
        rateLimit: { window: 60, max: 10 },
        async sendVerificationOTP({ email, otp, type }) {
          const lang = await languageOf(email);
          // Not awaited by the caller's timing: a slow SMTP server must not reveal whether an account exists.
          mailer.send(otpEmail({ to: email, otp, purpose: type, lang })).catch((error: unknown) => {
            log.error({ err: error, to: email }, "could not send the one-time code");
          });
        },
      }),
      // Teams (decisions 003 and 012): the roles of the contracts' permission table, one team per
      // player, and our hooks so that /organization/* keeps the rules our procedures keep.
      organization({
        ac: teamAccessControl,
        roles: teamRoles,
        allowUserToCreateOrganization: (user) => user.infoFilled === true,
        organizationLimit: 1,
        creatorRole: "owner",
        invitationExpiresIn: TEAM_INVITATION_DAYS * 24 * 3600,
        organizationHooks: answeringAppErrors(teams.organizationHooks),
      }),
      admin({
        ac: accessControl,
        roles: siteRoles,
        defaultRole: "user",
        adminRoles: ["admin"],
        // Refused at session creation (BANNED_USER), so only after the right password: the
        // message carries a suspension's end for the sign-in form to say until when.
        bannedUserMessage: (banned) => (banned.banExpires ? `Suspended until ${new Date(banned.banExpires).toISOString()}` : "Banned"),
      }),
    ],
  });
  self = auth;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
