import { deleteAccountSchema, endSessionSchema } from "@escouade/contracts/account";
import { otpEmail } from "../../auth/otp-email.ts";
import { authedProcedure, router } from "../../trpc/init.ts";
import { deleteOwnAccount, endSession, exportMyData, requestDeletionCode } from "./service.ts";

export const accountRouter = router({
  /** Every account may download its data, verified or not, onboarded or not (GDPR). */
  exportMyData: authedProcedure.query(({ ctx }) => exportMyData(ctx.db, ctx.user.id)),

  /** One of the player's devices signed out (the settings' list of devices). */
  endSession: authedProcedure.input(endSessionSchema).mutation(({ ctx, input }) => endSession(ctx.db, ctx.user.id, input.sessionId)),

  /** A code to the account's address, to delete it without the password (the e-mail is auth's). */
  requestDeletionCode: authedProcedure.mutation(({ ctx }) =>
    requestDeletionCode(ctx.db, ctx.user.id, (code) =>
      ctx.mailer.send(otpEmail({ to: ctx.user.email, otp: code, purpose: "delete-account", lang: ctx.user.lang ?? "fr" })),
    ),
  ),

  /** Every account may go, onboarded or not, confirmed by its password or an e-mailed code. */
  deleteAccount: authedProcedure
    .input(deleteAccountSchema)
    .mutation(({ ctx, input }) => deleteOwnAccount({ db: ctx.db, auth: ctx.auth, storage: ctx.storage, log: ctx.log }, ctx.user.id, input)),
});
