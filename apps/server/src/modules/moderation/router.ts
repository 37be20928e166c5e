import {
  auditLogSchema,
  banSchema,
  dismissReportsSchema,
  liftSchema,
  moderationQueueSchema,
  moderationTargetSchema,
  removeContentSchema,
  setModeratorSchema,
  suspendSchema,
  warnSchema,
} from "@escouade/contracts/moderation";
import { adminProcedure, moderatorProcedure, router } from "../../trpc/init.ts";
import { ban, dismiss, getAuditLog, getFailedJobs, getQueue, getTarget, lift, remove, setModerator, suspend, warn } from "./service.ts";

/** The moderators' queue and their actions (docs/product.md §8): moderators and admins only. */
export const moderationRouter = router({
  getQueue: moderatorProcedure.input(moderationQueueSchema).query(({ ctx, input }) => getQueue(ctx.db, input)),
  getTarget: moderatorProcedure.input(moderationTargetSchema).query(({ ctx, input }) => getTarget(ctx.db, input)),
  dismiss: moderatorProcedure.input(dismissReportsSchema).mutation(({ ctx, input }) => dismiss(ctx.db, ctx.user, input)),
  warn: moderatorProcedure.input(warnSchema).mutation(({ ctx, input }) => warn(ctx.db, ctx.user, input)),
  remove: moderatorProcedure.input(removeContentSchema).mutation(({ ctx, input }) => remove(ctx.db, ctx.user, input)),
  suspend: moderatorProcedure.input(suspendSchema).mutation(({ ctx, input }) => suspend(ctx.db, ctx.user, input)),
  ban: moderatorProcedure.input(banSchema).mutation(({ ctx, input }) => ban(ctx.db, ctx.user, input)),
  lift: moderatorProcedure.input(liftSchema).mutation(({ ctx, input }) => lift(ctx.db, ctx.user, input)),
  getAuditLog: adminProcedure.input(auditLogSchema).query(({ ctx, input }) => getAuditLog(ctx.db, input)),
  getFailedJobs: adminProcedure.query(({ ctx }) => getFailedJobs(ctx.db)),
  setModerator: adminProcedure.input(setModeratorSchema).mutation(({ ctx, input }) => setModerator(ctx.db, ctx.user, input)),
});
