import type { RegistrationQuestion } from "@escouade/contracts/registration-questions";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, notification, registration } from "../../db/schema/index.ts";
import { cancelGame, createGame, getGame, updateGame } from "../games/service.ts";
import {
  cancelRegistration,
  decideRegistration,
  exportRegistrationsCsv,
  getGameRegistrations,
  getMyGames,
  registerForGame,
  removeRegistrant,
  updateAnswers,
  withdrawFromUpcomingGames,
} from "./service.ts";
import { AEG_300, createPlayer, gameInput } from "../../../test-support/players.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const QUESTIONS: RegistrationQuestion[] = [
  { id: "qrental", label: "Location de réplique ?", kind: "yes_no", required: true, options: [] },
  { id: "qsize", label: "Taille de t-shirt", kind: "choice", required: true, options: ["M", "L", "XL"] },
  { id: "qmeal", label: "Repas", kind: "choices", required: false, options: ["Midi", "Soir"] },
  { id: "qnote", label: "=Remarques", kind: "text", required: false, options: [] },
];
const ANSWERS = { qrental: true, qsize: "L", qmeal: ["Midi", "Soir"], qnote: "Allergie aux arachides" };

async function notificationsOf(userId: string) {
  const rows = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId)).orderBy(notification.id);
  return rows.map((r) => r.data);
}

async function statusOf(gameId: number, userId: string) {
  const rows = await database.db
    .select({ status: registration.status })
    .from(registration)
    .where(and(eq(registration.gameId, gameId), eq(registration.userId, userId)))
    .orderBy(registration.id);
  return rows.at(-1)?.status;
}

async function confirmedCount(gameId: number) {
  const [row] = await database.db.select({ count: game.confirmedCount }).from(game).where(eq(game.id, gameId));
  return row!.count;
}

/** The game as its organizer saves it again, with some fields changed. */
function edited(input: ReturnType<typeof gameInput>, gameId: number, changes: Partial<ReturnType<typeof gameInput>>) {
  const { termsAccepted: _, ...fields } = input;
  return { ...fields, gameId, ...changes };
}

async function registrationIdOf(gameId: number, userId: string) {
  const [row] = await database.db
    .select({ id: registration.id })
    .from(registration)
    .where(and(eq(registration.gameId, gameId), eq(registration.userId, userId)));
  return row!.id;
}

describe("registration questions", () => {
  it("keeps the answers and shows them to the organizer, on the page and in the CSV, not to the gate", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput({ questions: QUESTIONS }));
    expect((await getGame(database.db, player.id, id)).questions).toEqual(QUESTIONS);

    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300, answers: { ...ANSWERS, qgone: "x" } });
    const page = await getGameRegistrations(database.db, organizer, id);
    expect(page.game.questions).toEqual(QUESTIONS);
    expect(page.registrations[0]!.answers).toEqual(ANSWERS);

    const { csv } = await exportRegistrationsCsv(database.db, organizer, { gameId: id, lang: "fr" });
    const [header, row] = csv.replace("\uFEFF", "").split("\r\n");
    // A label that starts like a formula is written as text.
    expect(header!.endsWith(";Location de réplique ?;Taille de t-shirt;Repas;'=Remarques")).toBe(true);
    expect(row!.endsWith(";Oui;L;Midi, Soir;Allergie aux arachides")).toBe(true);
    const english = await exportRegistrationsCsv(database.db, organizer, { gameId: id, lang: "en" });
    expect(english.csv.split("\r\n")[1]!.endsWith(',Yes,L,"Midi, Soir",Allergie aux arachides')).toBe(true);
  });

  it("refuses answers that miss a required question or pick what is not offered, and keeps nothing", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput({ questions: QUESTIONS }));
    for (const answers of [{}, { ...ANSWERS, qsize: "XXL" }, { ...ANSWERS, qrental: "oui" }, { ...ANSWERS, qmeal: ["Nuit"] }]) {
      expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300, answers: answers as never }))).toBe("QUESTIONS_CHANGED");
    }
    expect(await statusOf(id, player.id)).toBeUndefined();
  });

  it("asks again when the organizer changed the questions while the player answered", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const input = gameInput({ questions: QUESTIONS.slice(0, 1) });
    const { id } = await createGame(database.db, organizer, input);
    await updateGame(database.db, organizer, edited(input, id, { questions: QUESTIONS }));
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300, answers: { qrental: false } }))).toBe("QUESTIONS_CHANGED");
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300, answers: ANSWERS });
    expect(await statusOf(id, player.id)).toBe("confirmed");
  });
});

describe("changing one's answers", () => {
  it("answers again until the start, against the questions as they stand, and only one's own", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const [player, stranger] = [await createPlayer(database.db), await createPlayer(database.db)];
    const input = gameInput({ questions: QUESTIONS.slice(0, 1) });
    const { id } = await createGame(database.db, organizer, input);
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300, answers: { qrental: false } });
    // The organizer adds a required question: the player answers it from the game's page.
    await updateGame(database.db, organizer, edited(input, id, { questions: QUESTIONS }));
    expect(await appCodeOf(updateAnswers(database.db, player, { gameId: id, answers: { qrental: false } }))).toBe("QUESTIONS_CHANGED");
    expect(await updateAnswers(database.db, player, { gameId: id, answers: { ...ANSWERS, qrental: false } })).toEqual({
      answers: { ...ANSWERS, qrental: false },
    });
    expect((await getGameRegistrations(database.db, organizer, id)).registrations[0]!.answers).toEqual({ ...ANSWERS, qrental: false });
    expect(await appCodeOf(updateAnswers(database.db, stranger, { gameId: id, answers: ANSWERS }))).toBe("NOT_FOUND");
    expect(await appCodeOf(updateAnswers(database.db, player, { gameId: 2_000_000_000, answers: ANSWERS }))).toBe("NOT_FOUND");

    await database.db
      .update(game)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(game.id, id));
    expect(await appCodeOf(updateAnswers(database.db, player, { gameId: id, answers: ANSWERS }))).toBe("GAME_NOT_OPEN");
    expect((await getGameRegistrations(database.db, organizer, id)).registrations[0]!.answers).toEqual({ ...ANSWERS, qrental: false });
  });
});

describe("approval", () => {
  async function gameWithApproval(maxPlayers = 2) {
    const organizer = await createPlayer(database.db, "Orga");
    const input = gameInput({ approvalRequired: true, maxPlayers });
    const { id } = await createGame(database.db, organizer, input);
    return { organizer, id, input };
  }

  it("holds each registration for the organizer, who is told, and confirms it once approved", async () => {
    const { organizer, id } = await gameWithApproval();
    const player = await createPlayer(database.db);
    const result = await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    expect(result.status).toBe("pending");
    expect(await confirmedCount(id)).toBe(0);
    expect((await notificationsOf(organizer.id)).at(-1)).toMatchObject({ type: "game_registration_received", payload: { awaitingApproval: true } });
    expect(await getGame(database.db, player.id, id)).toMatchObject({ myRegistration: { status: "pending" }, requestDeclined: false });
    expect((await getMyGames(database.db, player)).registered[0]).toMatchObject({ status: "pending" });
    const page = await getGameRegistrations(database.db, organizer, id);
    expect(page.summary).toMatchObject({ pending: 1, confirmed: 0, waitlisted: 0, placesLeft: 2 });

    const registrationId = await registrationIdOf(id, player.id);
    expect(await decideRegistration(database.db, organizer, { registrationId, approve: true })).toEqual({ status: "confirmed" });
    expect(await confirmedCount(id)).toBe(1);
    expect((await notificationsOf(player.id)).at(-1)).toMatchObject({ type: "game_registration_approved", payload: { waitlisted: false } });
    // A second click finds it settled.
    expect(await appCodeOf(decideRegistration(database.db, organizer, { registrationId, approve: true }))).toBe("REQUEST_ALREADY_DECIDED");
    expect(await confirmedCount(id)).toBe(1);
  });

  it("sends an approved request to the end of the waitlist when the game is full or someone waits", async () => {
    const { organizer, id } = await gameWithApproval(1);
    const [a, b, c] = [await createPlayer(database.db), await createPlayer(database.db), await createPlayer(database.db)];
    for (const p of [a, b, c]) await registerForGame(database.db, p, { gameId: id, replicas: AEG_300 });
    // c is approved before b: c waits first, although b asked first.
    for (const p of [a, c, b]) await decideRegistration(database.db, organizer, { registrationId: await registrationIdOf(id, p.id), approve: true });
    expect([await statusOf(id, a.id), await statusOf(id, b.id), await statusOf(id, c.id)]).toEqual(["confirmed", "waitlisted", "waitlisted"]);
    expect((await notificationsOf(c.id)).at(-1)).toMatchObject({ type: "game_registration_approved", payload: { waitlisted: true } });
    expect((await getGameRegistrations(database.db, organizer, id)).registrations.map((r) => r.userId)).toEqual([a.id, c.id, b.id]);

    await cancelRegistration(database.db, a, id);
    expect([await statusOf(id, c.id), await statusOf(id, b.id)]).toEqual(["confirmed", "waitlisted"]);

    // A place free while someone still waits (the line moves up in its own step) is the line's:
    // an approval does not pass b.
    await database.db.update(game).set({ maxPlayers: 2 }).where(eq(game.id, id));
    const d = await createPlayer(database.db);
    await registerForGame(database.db, d, { gameId: id, replicas: AEG_300 });
    expect(await decideRegistration(database.db, organizer, { registrationId: await registrationIdOf(id, d.id), approve: true })).toEqual({
      status: "waitlisted",
    });
    expect(await confirmedCount(id)).toBe(1);
  });

  it("declines a request for good: the player is told and cannot ask again", async () => {
    const { organizer, id } = await gameWithApproval();
    const player = await createPlayer(database.db);
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300, canMarshal: true });
    const registrationId = await registrationIdOf(id, player.id);
    expect(await decideRegistration(database.db, organizer, { registrationId, approve: false })).toEqual({ status: "declined" });
    expect((await notificationsOf(player.id)).at(-1)).toMatchObject({ type: "game_registration_declined", payload: { game: { id } } });
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300 }))).toBe("REGISTRATION_DECLINED");
    const seen = await getGame(database.db, player.id, id);
    expect(seen.myRegistration).toBeNull();
    expect(seen.requestDeclined).toBe(true);
    expect((await getGameRegistrations(database.db, organizer, id)).registrations).toEqual([]);
  });

  it("lets a player withdraw their request, never late, and lets nobody but the organizer decide", async () => {
    const { organizer, id } = await gameWithApproval();
    const player = await createPlayer(database.db);
    const stranger = await createPlayer(database.db);
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    const registrationId = await registrationIdOf(id, player.id);
    expect(await appCodeOf(decideRegistration(database.db, stranger, { registrationId, approve: true }))).toBe("FORBIDDEN");
    expect(await appCodeOf(decideRegistration(database.db, player, { registrationId, approve: true }))).toBe("FORBIDDEN");
    expect(await appCodeOf(decideRegistration(database.db, organizer, { registrationId: 2_000_000_000, approve: true }))).toBe("NOT_FOUND");
    // A request holds no place: it is declined, not removed.
    expect(await appCodeOf(removeRegistrant(database.db, organizer, registrationId))).toBe("NOT_FOUND");

    expect(await cancelRegistration(database.db, player, id)).toEqual({ ok: true, late: false });
    expect(await appCodeOf(decideRegistration(database.db, organizer, { registrationId, approve: true }))).toBe("REQUEST_ALREADY_DECIDED");
    // Withdrawn is not declined: they may ask again.
    expect((await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 })).status).toBe("pending");
  });

  it("tells the requests when the game is cancelled, and answers none after", async () => {
    const { organizer, id } = await gameWithApproval();
    const player = await createPlayer(database.db);
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    await cancelGame(database.db, organizer, id);
    expect((await notificationsOf(player.id)).at(-1)).toMatchObject({ type: "game_cancelled" });
    expect(await appCodeOf(decideRegistration(database.db, organizer, { registrationId: await registrationIdOf(id, player.id), approve: true }))).toBe(
      "GAME_NOT_OPEN",
    );
  });

  it("keeps requests waiting for an answer when the organizer turns approval off", async () => {
    const { organizer, id, input } = await gameWithApproval();
    const [early, late] = [await createPlayer(database.db), await createPlayer(database.db)];
    await registerForGame(database.db, early, { gameId: id, replicas: AEG_300 });
    await updateGame(database.db, organizer, edited(input, id, { approvalRequired: false }));
    expect(await statusOf(id, early.id)).toBe("pending");
    expect((await registerForGame(database.db, late, { gameId: id, replicas: AEG_300 })).status).toBe("confirmed");
  });

  it("frees a request when its player's account goes", async () => {
    const { organizer, id } = await gameWithApproval();
    const player = await createPlayer(database.db);
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    await database.db.transaction((tx) => withdrawFromUpcomingGames(tx, player.id));
    expect(await statusOf(id, player.id)).toBe("cancelled");
    expect((await getGameRegistrations(database.db, organizer, id)).summary.pending).toBe(0);
  });

  it("never overbooks when the last place is approved while a confirmed player cancels", async () => {
    for (let round = 0; round < 5; round++) {
      const { organizer, id } = await gameWithApproval(2);
      const [a, b, c, d] = [await createPlayer(database.db), await createPlayer(database.db), await createPlayer(database.db), await createPlayer(database.db)];
      for (const p of [a, b, c, d]) await registerForGame(database.db, p, { gameId: id, replicas: AEG_300 });
      for (const p of [a, b, c]) await decideRegistration(database.db, organizer, { registrationId: await registrationIdOf(id, p.id), approve: true });
      // a and b hold the two places, c waits; a cancels while d is approved.
      const dId = await registrationIdOf(id, d.id);
      await Promise.all([cancelRegistration(database.db, a, id), decideRegistration(database.db, organizer, { registrationId: dId, approve: true })]);
      const statuses = [await statusOf(id, b.id), await statusOf(id, c.id), await statusOf(id, d.id)];
      // c was waiting first: the freed place is theirs whichever came first, and d waits behind.
      expect(statuses).toEqual(["confirmed", "confirmed", "waitlisted"]);
      expect(await confirmedCount(id)).toBe(2);
    }
  });
});
