import { gameIdSchema, openGameSchema } from "@escouade/contracts/games";
import { assignSideSchema, balanceSidesSchema, pickSideSchema, setSidesOpenSchema, setSidesSchema } from "@escouade/contracts/sides";
import { csvExportSchema } from "@escouade/contracts/csv-export";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import { assignSide, balanceGameSides, exportSidesCsv, getGameSides, getSides, pickSide, setSides, setSidesOpen } from "./service.ts";

export const sidesRouter = router({
  /** The organizer's screen: sides, and every confirmed player with their team and side. */
  getSides: onboardedProcedure.input(gameIdSchema).query(({ ctx, input }) => getSides(ctx.db, ctx.user, input.gameId)),
  setSides: onboardedProcedure.input(setSidesSchema).mutation(({ ctx, input }) => setSides(ctx.db, ctx.user, input)),
  setOpen: onboardedProcedure.input(setSidesOpenSchema).mutation(({ ctx, input }) => setSidesOpen(ctx.db, ctx.user, input)),
  assign: onboardedProcedure.input(assignSideSchema).mutation(({ ctx, input }) => assignSide(ctx.db, ctx.user, input)),
  balance: onboardedProcedure.input(balanceSidesSchema).mutation(({ ctx, input }) => balanceGameSides(ctx.db, ctx.user, input)),
  exportCsv: onboardedProcedure.input(csvExportSchema).query(({ ctx, input }) => exportSidesCsv(ctx.db, ctx.user, input)),
  /** The game page: sides with counts, the viewer's own, and whether they may pick. */
  getGameSides: onboardedProcedure.input(openGameSchema).query(({ ctx, input }) => getGameSides(ctx.db, ctx.user, input)),
  pick: onboardedProcedure.input(pickSideSchema).mutation(({ ctx, input }) => pickSide(ctx.db, ctx.user, input)),
});
