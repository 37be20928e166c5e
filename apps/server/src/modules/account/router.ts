import { authedProcedure, router } from "../../trpc/init.ts";
import { exportMyData } from "./service.ts";

export const accountRouter = router({
  /** Every account may download its data, verified or not, onboarded or not (GDPR). */
  exportMyData: authedProcedure.query(({ ctx }) => exportMyData(ctx.db, ctx.user.id)),
});
