import { gameIdSchema, registerForGameSchema, registrationIdSchema, setPaymentStatusSchema } from "@escouade/contracts/games";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import {
  cancelRegistration,
  exportRegistrationsCsv,
  getGameRegistrations,
  getMyGames,
  registerForGame,
  removeRegistrant,
  setPaymentStatus,
} from "./service.ts";

export const registrationsRouter = router({
  registerForGame: onboardedProcedure.input(registerForGameSchema).mutation(({ ctx, input }) => registerForGame(ctx.db, ctx.user, input)),
  cancelRegistration: onboardedProcedure.input(gameIdSchema).mutation(({ ctx, input }) => cancelRegistration(ctx.db, ctx.user, input.gameId)),
  getMyGames: onboardedProcedure.query(({ ctx }) => getMyGames(ctx.db, ctx.user)),
  getGameRegistrations: onboardedProcedure.input(gameIdSchema).query(({ ctx, input }) => getGameRegistrations(ctx.db, ctx.user, input.gameId)),
  setPaymentStatus: onboardedProcedure.input(setPaymentStatusSchema).mutation(({ ctx, input }) => setPaymentStatus(ctx.db, ctx.user, input)),
  removeRegistrant: onboardedProcedure.input(registrationIdSchema).mutation(({ ctx, input }) => removeRegistrant(ctx.db, ctx.user, input.registrationId)),
  exportRegistrationsCsv: onboardedProcedure.input(gameIdSchema).query(({ ctx, input }) => exportRegistrationsCsv(ctx.db, ctx.user, input.gameId)),
});
