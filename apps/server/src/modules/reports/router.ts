import { myReportsPageSchema, reportSchema } from "@escouade/contracts/reports";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import { getMyReports, reportTarget } from "./service.ts";

/** Reporting is for onboarded players: the reported content is only visible to them. */
export const reportsRouter = router({
  report: onboardedProcedure.input(reportSchema).mutation(({ ctx, input }) => reportTarget(ctx.db, ctx.user, input)),
  getMyReports: onboardedProcedure.input(myReportsPageSchema.optional()).query(({ ctx, input }) => getMyReports(ctx.db, ctx.user, input ?? {})),
});
