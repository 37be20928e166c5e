import { reportMessageSchema } from "@escouade/contracts/reports";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import { reportMessage } from "./service.ts";

/** Reporting is for onboarded players: the reported content is only visible to them. */
export const reportsRouter = router({
  reportMessage: onboardedProcedure.input(reportMessageSchema).mutation(({ ctx, input }) => reportMessage(ctx.db, ctx.user, input)),
});
