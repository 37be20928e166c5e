import { deleteChronoReadingSchema, recordChronoSchema } from "@escouade/contracts/chrono";
import { gameIdSchema } from "@escouade/contracts/games";
import { csvExportSchema } from "@escouade/contracts/csv-export";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import { deleteReading, exportChronoCsv, getChronoLog, recordReading } from "./service.ts";

/** The chrono log at the field (docs/product.md §4): the game's organizer only. */
export const chronoRouter = router({
  record: onboardedProcedure.input(recordChronoSchema).mutation(({ ctx, input }) => recordReading(ctx.db, ctx.user, input)),
  getLog: onboardedProcedure.input(gameIdSchema).query(({ ctx, input }) => getChronoLog(ctx.db, ctx.user, input.gameId)),
  deleteReading: onboardedProcedure.input(deleteChronoReadingSchema).mutation(({ ctx, input }) => deleteReading(ctx.db, ctx.user, input)),
  exportCsv: onboardedProcedure.input(csvExportSchema).query(({ ctx, input }) => exportChronoCsv(ctx.db, ctx.user, input)),
});
