import { DELETION_CODES_PER_HOUR, deleteAccountSchema, endSessionSchema } from "@escouade/contracts/account";
import { and, eq } from "drizzle-orm";
import { otpEmail } from "../../auth/otp-email.ts";
import { AppError } from "../../core/app-error.ts";
import { account as credential } from "../../db/schema/index.ts";
import { takeFromAllowance } from "../../platform/rate-limiter.ts";
import { deleteImage } from "../../platform/image-storage.ts";
import { authedProcedure, router } from "../../trpc/init.ts";
import type { Context } from "../../trpc/context.ts";
import { checkDeletionCode, createDeletionCode, deleteAccount, endSession, exportMyData } from "./service.ts";

const HOUR_MS = 60 * 60 * 1000;

async function checkPassword(ctx: Context, userId: string, password: string) {
  const [row] = await ctx.db
    .select({ hash: credential.password })
    .from(credential)
    .where(and(eq(credential.userId, userId), eq(credential.providerId, "credential")));
  const auth = await ctx.auth.$context;
  if (!row?.hash || !(await auth.password.verify({ hash: row.hash, password }))) throw new AppError("WRONG_PASSWORD");
}

export const accountRouter = router({
  /** Every account may download its data, verified or not, onboarded or not (GDPR). */
  exportMyData: authedProcedure.query(({ ctx }) => exportMyData(ctx.db, ctx.user.id)),

  /** One of the player's devices signed out (the settings' list of devices). */
  endSession: authedProcedure.input(endSessionSchema).mutation(({ ctx, input }) => endSession(ctx.db, ctx.user.id, input.sessionId)),

  /** A code to the account's address, to delete it without the password. */
  requestDeletionCode: authedProcedure.mutation(async ({ ctx }) => {
    if (!(await takeFromAllowance(ctx.db, `deletion-code:${ctx.user.id}`, { max: DELETION_CODES_PER_HOUR, windowMs: HOUR_MS })))
      throw new AppError("RATE_LIMITED");
    const code = await createDeletionCode(ctx.db, ctx.user.id);
    await ctx.mailer.send(otpEmail({ to: ctx.user.email, otp: code, purpose: "delete-account", lang: ctx.user.lang ?? "fr" }));
    return { ok: true };
  }),

  /**
   * Every account may go, onboarded or not. Its sessions go with it (signed out everywhere); its
   * pictures leave storage once the deletion is committed (a failure there is logged, not undone).
   */
  deleteAccount: authedProcedure.input(deleteAccountSchema).mutation(async ({ ctx, input }) => {
    if (input.method === "password") await checkPassword(ctx, ctx.user.id, input.password);
    else await checkDeletionCode(ctx.db, ctx.user.id, input.code);
    const { imageKeys } = await deleteAccount(ctx.db, ctx.user.id);
    await Promise.all(imageKeys.map((key) => deleteImage(ctx.storage, key))).catch((error: unknown) =>
      ctx.log.error({ err: error }, "could not delete a deleted account's images"),
    );
    return { ok: true };
  }),
});
