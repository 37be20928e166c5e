import { APP_ERRORS, isAppErrorCode } from "@escouade/contracts/errors";
import { transformer } from "@escouade/contracts/transformer";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError, z } from "zod";
import { hasModerationRole, type SiteRole } from "../auth/roles.ts";
import { AppError } from "../core/app-error.ts";
import { dataException } from "../db/driver-errors.ts";
import type { Context } from "./context.ts";

/** Whether a decoded input holds a NUL character anywhere: PostgreSQL's text cannot store one. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  const children = value instanceof Map ? [...value.keys(), ...value.values()] : value instanceof Set ? [...value] : Object.values(value);
  return children.some((child) => holdsNul(child, depth + 1));
}

const t = initTRPC.context<Context>().create({
  // Inputs are decoded once here for every procedure: a NUL no keyboard types is refused (400)
  // before any schema, rather than each text field of each schema checking for it.
  transformer: {
    input: {
      serialize: (value: unknown) => transformer.serialize(value),
      deserialize: (value: unknown) => {
        const decoded = transformer.deserialize(value as Parameters<typeof transformer.deserialize>[0]);
        if (holdsNul(decoded)) throw new TRPCError({ code: "BAD_REQUEST", message: "VALIDATION_FAILED" });
        return decoded;
      },
    },
    output: transformer,
  },
  // Subscriptions (SSE): a ping every 15 s keeps proxies (idle timeouts of 60 s are common) from
  // cutting a quiet stream; a client that hears nothing for 40 s assumes a dead link and reconnects.
  sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    const appCode =
      error.cause instanceof AppError
        ? error.cause.appCode
        : zodError
          ? "VALIDATION_FAILED"
          : isAppErrorCode(error.message)
            ? error.message
            : error.code === "INTERNAL_SERVER_ERROR"
              ? "INTERNAL"
              : error.code === "BAD_REQUEST" || error.code === "PARSE_ERROR"
                ? "VALIDATION_FAILED"
                : null;
    // Never leak internals: a 500's message and stack stay in the server log.
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    return {
      ...shape,
      // Codes, never prose: the web words every message in the reader's language.
      message: internal ? "INTERNAL" : zodError ? "VALIDATION_FAILED" : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        appCode,
        zodError,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * The edge between the services, which throw transport-free AppErrors, and tRPC: each code gets
 * the tRPC code (and so the HTTP status) the catalogue gives it. tRPC has already wrapped what
 * the resolver or an inner middleware threw into an INTERNAL error whose cause is the AppError.
 */
const appErrorsToTrpc = t.middleware(async ({ next, ctx, path }) => {
  const result = await next();
  if (result.ok) return result;
  // The safety net: a value the database refused is the caller's mistake (400), never a crash;
  // but its schema should have stopped it, so it is logged for us to bound that schema.
  const refused = dataException(result.error.cause);
  if (refused) {
    ctx.log.warn({ procedure: path, sqlstate: refused }, "database refused a value its input schema let through");
    return { ...result, error: new TRPCError({ code: "BAD_REQUEST", message: "VALIDATION_FAILED", cause: result.error.cause }) };
  }
  if (!(result.error.cause instanceof AppError)) return result;
  const appError = result.error.cause;
  return { ...result, error: new TRPCError({ code: APP_ERRORS[appError.appCode], message: appError.appCode, cause: appError }) };
});

export const publicProcedure = t.procedure.use(appErrorsToTrpc);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new AppError("UNAUTHENTICATED");
  return next({ ctx: { ...ctx, session: ctx.session, user: ctx.session.user } });
});

export const verifiedProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.emailVerified) throw new AppError("EMAIL_NOT_VERIFIED");
  return next();
});

export const onboardedProcedure = verifiedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.infoFilled) throw new AppError("PROFILE_NOT_FILLED");
  return next();
});

export const moderatorProcedure = onboardedProcedure.use(({ ctx, next }) => {
  if (!hasModerationRole(ctx.user.role)) throw new AppError("FORBIDDEN");
  return next();
});

/** What only admins do: read the audit log and the failed background jobs, and grant or take the moderator role. */
export const adminProcedure = moderatorProcedure.use(({ ctx, next }) => {
  const roles = (ctx.user.role ?? "user").split(",") as SiteRole[];
  if (!roles.includes("admin")) throw new AppError("FORBIDDEN");
  return next();
});
