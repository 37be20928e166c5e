import { randomUUID } from "node:crypto";
import { DEFAULT_POWER_LIMITS } from "@escouade/contracts/games";
import { ACTORS } from "./authorization-world.ts";
import { FORBIDDEN, NOT_FOUND, SELF, anyone, onboarded, onlyFor, type MatrixRow, type Overrides } from "./authorization-outcomes.ts";
import { gameInput } from "./players.ts";

/** Everyone but the private game's organizer and registrant, signed in or not. */
const privateGame: Overrides = Object.fromEntries(ACTORS.filter((a) => a !== "organizer" && a !== "registrant" && a !== "staff").map((a) => [a, NOT_FOUND]));

const replicas = [{ powerClass: "aeg", fps: 300, name: "" }];

/** A car to the world's game, which starts in a week: leaving the day before. */
const carpoolOffer = () => ({ fromCity: "Villeurbanne", departsAt: new Date(Date.now() + 6 * 24 * 3600 * 1000), seats: 3, note: "" });

export const GAME_ROWS: Record<string, MatrixRow> = {
  // ---- games ----
  "games.getGames": { input: () => ({}), expect: anyone() },
  // The world's game is private: without its link, it does not exist for anyone else.
  "games.getGame": { input: (w) => ({ gameId: w.gameId }), expect: anyone(privateGame) },
  "games.getGame (with its link)": { procedure: "games.getGame", input: (w) => ({ gameId: w.gameId, shareToken: w.shareToken }), expect: anyone() },
  "games.createGame": { input: () => ({ ...gameInput(), termsAccepted: true }), expect: onboarded() },
  "games.updateGame": {
    input: (w) => ({ gameId: w.gameId, ...gameInput({ title: "Opération Aube", powerLimits: DEFAULT_POWER_LIMITS }) }),
    expect: onlyFor(["organizer"], FORBIDDEN),
  },
  "games.regenerateShareToken": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"]) },
  "games.cancelGame": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },

  // ---- registrations ----
  "registrations.registerForGame": {
    input: (w) => ({ gameId: w.gameId, replicas, rulesAccepted: true, rulesVersion: 1 }),
    // The private game's marshal opens it, so may take a place in it too.
    expect: onlyFor(["staff"], NOT_FOUND, { organizer: "409 OWN_GAME", registrant: "409 ALREADY_REGISTERED" }),
  },
  "registrations.registerForGame (with its link)": {
    procedure: "registrations.registerForGame",
    input: (w) => ({ gameId: w.gameId, shareToken: w.shareToken, replicas, rulesAccepted: true, rulesVersion: 1 }),
    expect: onboarded({ organizer: "409 OWN_GAME", registrant: "409 ALREADY_REGISTERED" }),
  },
  // A friends-only series: seen and followed by the organizer's friend; its organizer does not follow their own.
  "games.getSeries": {
    input: (w) => ({ seriesId: w.seriesId }),
    expect: anyone(Object.fromEntries(ACTORS.filter((a) => a !== "organizer" && a !== "friend").map((a) => [a, NOT_FOUND]))),
  },
  "games.followSeries": {
    input: (w) => ({ seriesId: w.seriesId, follow: true }),
    expect: onlyFor(["friend"], NOT_FOUND, { organizer: SELF }),
  },
  "registrations.cancelRegistration": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["registrant"]) },
  // The world's game asks no question: answering none is a registrant's own, and nobody else's.
  "registrations.updateAnswers": { input: (w) => ({ gameId: w.gameId, answers: {} }), expect: onlyFor(["registrant"]) },
  "registrations.acceptRules": { input: (w) => ({ gameId: w.gameId, rulesAccepted: true, rulesVersion: 1 }), expect: onlyFor(["registrant"]) },
  "registrations.getMyGames": { expect: onboarded() },
  // The staff get the gate's view of it (no contacts); the CSV, with contacts, stays the organizer's.
  "registrations.getGameRegistrations": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer", "staff"], FORBIDDEN) },
  "registrations.setPaymentStatus": { input: (w) => ({ registrationId: w.registrationId, paymentStatus: "paid" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "registrations.removeRegistrant": { input: (w) => ({ registrationId: w.registrationId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  // The world's registration is confirmed: its organizer is told there is no request left to answer.
  "registrations.decideRegistration": {
    input: (w) => ({ registrationId: w.registrationId, approve: true }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "409 REQUEST_ALREADY_DECIDED" }),
  },
  "registrations.exportRegistrationsCsv": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  // A made-up ticket: the organizer learns it is not valid, everyone else that it is not theirs to check.
  "registrations.verifyTicket": {
    input: (w) => ({ gameId: w.gameId, code: "ESC1.1.1.AAAAAAAAAAAAAAAAAAAAAA" }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "400 TICKET_INVALID", staff: "400 TICKET_INVALID" }),
  },
  // The world's game is a week away: its organizer is told walk-ins wait for the game's day.
  "registrations.addWalkIn": {
    input: (w) => ({ gameId: w.gameId, name: "Joueur sur place" }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "409 WALK_IN_CLOSED" }),
  },
  "registrations.checkIn": {
    input: (w) => ({ gameId: w.gameId, code: "ESC1.1.1.AAAAAAAAAAAAAAAAAAAAAA" }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "400 TICKET_INVALID", staff: "400 TICKET_INVALID" }),
  },

  // ---- chrono (the organizer's and the staff's, at the field) ----
  "chrono.getLog": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer", "staff"], FORBIDDEN) },
  // The world's game is a week away: the organizer is told the chrono is not open yet.
  "chrono.record": {
    input: (w) => ({ gameId: w.gameId, registrationId: w.registrationId, replica: { index: 0 }, fps: 300, bbGrams: 0.2, note: "", clientId: randomUUID() }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "409 CHRONO_CLOSED", staff: "409 CHRONO_CLOSED" }),
  },
  "chrono.deleteReading": {
    input: (w) => ({ gameId: w.gameId, readingId: 2_000_000_000 }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: NOT_FOUND, staff: NOT_FOUND }),
  },
  "chrono.exportCsv": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer", "staff"], FORBIDDEN) },

  // ---- staff (the organizer names them among the game's players and their own team) ----
  "staff.getGameStaff": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "staff.nameStaff": { input: (w) => ({ gameId: w.gameId, userId: w.registrant.id, role: "medic" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "staff.removeStaff": { input: (w) => ({ gameId: w.gameId, userId: w.registrant.id }), expect: onlyFor([], FORBIDDEN, { organizer: NOT_FOUND }) },

  // ---- sides (the organizer defines and fills them; a confirmed player picks while they are open) ----
  "sides.getSides": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "sides.setSides": {
    input: (w) => ({
      gameId: w.gameId,
      sides: [
        { name: "Rouges", colour: "#c62828", maxPlayers: null },
        { name: "Bleus", colour: "#1565c0", maxPlayers: 6 },
      ],
    }),
    expect: onlyFor(["organizer"], FORBIDDEN),
  },
  "sides.setOpen": { input: (w) => ({ gameId: w.gameId, open: false }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "sides.assign": { input: (w) => ({ registrationId: w.registrationId, sideId: null }), expect: onlyFor(["organizer"], FORBIDDEN) },
  // The world's game has no sides yet: its organizer is told to define them first.
  "sides.balance": { input: (w) => ({ gameId: w.gameId, keepChoices: true }), expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "409 NO_SIDES" }) },
  "sides.exportCsv": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "sides.getGameSides": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer", "registrant", "staff"]) },
  "sides.getGameSides (with its link)": {
    procedure: "sides.getGameSides",
    input: (w) => ({ gameId: w.gameId, shareToken: w.shareToken }),
    expect: onboarded(),
  },
  // No side of that id: the registrant is told so; the organizer holds no place to put on a side.
  "sides.pick": {
    input: (w) => ({ gameId: w.gameId, sideId: 2_000_000_000 }),
    expect: onlyFor([], NOT_FOUND, { organizer: "409 SIDE_NEEDS_CONFIRMED_PLACE", staff: "409 SIDE_NEEDS_CONFIRMED_PLACE" }),
  },

  // ---- ratings ----
  "ratings.rateGame": { input: (w) => ({ gameId: w.pastGameId, score: 5, comment: "" }), expect: onlyFor(["registrant"], "403 NOT_A_PARTICIPANT") },
  "ratings.ratePlayer": { input: (w) => ({ registrationId: w.pastRegistrationId, score: 4, comment: "" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "ratings.getGameRatings": { input: (w) => ({ gameId: w.pastGameId }), expect: anyone() },

  // ---- carpool (the game's registered players; the organizer looks on) ----
  "carpool.getForGame": {
    input: (w) => ({ gameId: w.gameId }),
    expect: onlyFor(["organizer", "registrant"], NOT_FOUND, { staff: "403 CARPOOL_NOT_REGISTERED" }),
  },
  // The link opens the game, not its carpool: that stays its players'.
  "carpool.getForGame (with its link)": {
    procedure: "carpool.getForGame",
    input: (w) => ({ gameId: w.gameId, shareToken: w.shareToken }),
    expect: onlyFor(["organizer", "registrant"], "403 CARPOOL_NOT_REGISTERED"),
  },
  // The organizer runs the game and holds no place in it: no car of theirs.
  "carpool.offer": {
    input: (w) => ({ gameId: w.gameId, ...carpoolOffer() }),
    expect: onlyFor(["registrant"], NOT_FOUND, { organizer: "403 CARPOOL_NOT_REGISTERED", staff: "403 CARPOOL_NOT_REGISTERED" }),
  },
  // The world holds no car: there is none of one's own to change, nor one to ask or answer.
  "carpool.updateOffer": { input: (w) => ({ gameId: w.gameId, ...carpoolOffer() }), expect: onlyFor([]) },
  "carpool.withdrawOffer": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor([]) },
  "carpool.requestSeat": { input: () => ({ offerId: 2_000_000_000 }), expect: onlyFor([]) },
  "carpool.cancelRequest": { input: () => ({ requestId: 2_000_000_000 }), expect: onlyFor([]) },
  "carpool.answer": { input: () => ({ requestId: 2_000_000_000, accept: true }), expect: onlyFor([]) },
};
