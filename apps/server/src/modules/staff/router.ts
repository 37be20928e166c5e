import { gameIdSchema } from "@escouade/contracts/games";
import { nameStaffSchema, removeStaffSchema } from "@escouade/contracts/staff";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import { getGameStaff, nameStaff, removeStaff } from "./service.ts";

export const staffRouter = router({
  /** The organizer's view: the staff, the offers to marshal, and the teammates they may name. */
  getGameStaff: onboardedProcedure.input(gameIdSchema).query(({ ctx, input }) => getGameStaff(ctx.db, ctx.user, input.gameId)),
  nameStaff: onboardedProcedure.input(nameStaffSchema).mutation(({ ctx, input }) => nameStaff(ctx.db, ctx.user, input)),
  removeStaff: onboardedProcedure.input(removeStaffSchema).mutation(({ ctx, input }) => removeStaff(ctx.db, ctx.user, input)),
});
