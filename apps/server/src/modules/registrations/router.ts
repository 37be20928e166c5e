import {
  acceptRulesSchema,
  cancelRegistrationSchema,
  decideRegistrationSchema,
  updateAnswersSchema,
  gameIdSchema,
  registerForGameSchema,
  registrationIdSchema,
  setPaymentStatusSchema,
} from "@escouade/contracts/games";
import { addWalkInSchema } from "@escouade/contracts/check-in";
import { csvExportSchema } from "@escouade/contracts/csv-export";
import { checkInSchema, verifyTicketSchema } from "@escouade/contracts/tickets";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import {
  acceptRules,
  addWalkIn,
  cancelRegistration,
  decideRegistration,
  updateAnswers,
  exportRegistrationsCsv,
  getGameRegistrations,
  getMyGamesWithTickets,
  registerForGame,
  removeRegistrant,
  setPaymentStatus,
  verifyTicket,
  checkIn,
} from "./service.ts";

export const registrationsRouter = router({
  registerForGame: onboardedProcedure.input(registerForGameSchema).mutation(({ ctx, input }) => registerForGame(ctx.db, ctx.user, input)),
  cancelRegistration: onboardedProcedure
    .input(cancelRegistrationSchema)
    .mutation(({ ctx, input }) => cancelRegistration(ctx.db, ctx.user, input.gameId, { late: input.late })),
  /** After the organizer changed the rules, a registered player accepts the new ones. */
  acceptRules: onboardedProcedure.input(acceptRulesSchema).mutation(({ ctx, input }) => acceptRules(ctx.db, ctx.user, input)),
  /** Each place held carries its ticket, for the phone to show at the field (offline too). */
  getMyGames: onboardedProcedure.query(({ ctx }) => getMyGamesWithTickets(ctx.db, ctx.user, ctx.config.authSecret)),
  /** The organizer checks a ticket at the field (scanned or typed). */
  verifyTicket: onboardedProcedure.input(verifyTicketSchema).query(({ ctx, input }) => verifyTicket(ctx.db, ctx.user, ctx.config.authSecret, input)),
  /** The organizer lets the ticket's holder in (once: a second scan says when they arrived). */
  checkIn: onboardedProcedure.input(checkInSchema).mutation(({ ctx, input }) => checkIn(ctx.db, ctx.user, ctx.config.authSecret, input)),
  /** The organizer adds a player at the field who has no account: confirmed and arrived, in a place left. */
  addWalkIn: onboardedProcedure.input(addWalkInSchema).mutation(({ ctx, input }) => addWalkIn(ctx.db, ctx.user, input)),
  getGameRegistrations: onboardedProcedure.input(gameIdSchema).query(({ ctx, input }) => getGameRegistrations(ctx.db, ctx.user, input.gameId)),
  setPaymentStatus: onboardedProcedure.input(setPaymentStatusSchema).mutation(({ ctx, input }) => setPaymentStatus(ctx.db, ctx.user, input)),
  /** A registered player changes their answers to the game's questions, until the start. */
  updateAnswers: onboardedProcedure.input(updateAnswersSchema).mutation(({ ctx, input }) => updateAnswers(ctx.db, ctx.user, input)),
  /** With approval on, the organizer approves or declines a request. */
  decideRegistration: onboardedProcedure.input(decideRegistrationSchema).mutation(({ ctx, input }) => decideRegistration(ctx.db, ctx.user, input)),
  removeRegistrant: onboardedProcedure.input(registrationIdSchema).mutation(({ ctx, input }) => removeRegistrant(ctx.db, ctx.user, input.registrationId)),
  /** The list as a spreadsheet in the page's language and the organizer's time zone. */
  exportRegistrationsCsv: onboardedProcedure.input(csvExportSchema).query(({ ctx, input }) => exportRegistrationsCsv(ctx.db, ctx.user, input)),
});
