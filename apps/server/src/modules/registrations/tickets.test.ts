import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { createGame, getGameWithTicket } from "../games/service.ts";
import { readTicket, ticketCode } from "../../platform/ticket-signature.ts";
import { cancelRegistration, checkIn, getGameRegistrations, getMyGamesWithTickets, registerForGame, verifyTicket } from "./service.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const SECRET = "a-test-secret-for-tickets-0123456789";
const replicas = [{ powerClass: "aeg" as const, fps: 300, name: "" }];

async function setting() {
  const db = database.db;
  const organizer = await createPlayer(db, "Orga");
  const player = await createPlayer(db, "Joueur");
  // On its day (it starts in two hours): the gate is open.
  const startsAt = new Date(Date.now() + 2 * 3600 * 1000);
  const onItsDay = { startsAt, endsAt: new Date(startsAt.getTime() + 6 * 3600 * 1000) };
  const { id: gameId } = await createGame(db, organizer, gameInput(onItsDay));
  const { id: otherGameId } = await createGame(db, organizer, gameInput(onItsDay));
  const place = await registerForGame(db, player, { gameId, replicas });
  return { db, organizer, player, gameId, otherGameId, place, code: ticketCode(SECRET, gameId, place.id) };
}

/** The code with one character of its signature changed. */
const tampered = (code: string) => code.slice(0, -1) + (code.endsWith("A") ? "B" : "A");

describe("tickets", () => {
  it("a genuine ticket names the player and their place, for the game's organizer", async () => {
    const { db, organizer, player, gameId, place, code } = await setting();
    expect(code).toMatch(/^ESC1\.\d+\.\d+\.[\w-]{22}$/);
    expect(readTicket(SECRET, code)).toEqual({ gameId, registrationId: place.id });
    await expect(verifyTicket(db, organizer, SECRET, { gameId, code })).resolves.toMatchObject({
      registrationId: place.id,
      player: { userId: player.id, username: player.username },
    });
  });

  it("refuses a made-up or edited ticket, one signed with another secret, and another game's", async () => {
    const { db, organizer, gameId, otherGameId, place, code } = await setting();
    expect(await appCodeOf(verifyTicket(db, organizer, SECRET, { gameId, code: tampered(code) }))).toBe("TICKET_INVALID");
    // Someone else's place, the signature kept: the signature covers the registration.
    expect(await appCodeOf(verifyTicket(db, organizer, SECRET, { gameId, code: code.replace(`.${place.id}.`, `.${place.id + 1}.`) }))).toBe("TICKET_INVALID");
    expect(await appCodeOf(verifyTicket(db, organizer, SECRET, { gameId, code: ticketCode("another-secret", gameId, place.id) }))).toBe("TICKET_INVALID");
    expect(await appCodeOf(verifyTicket(db, organizer, SECRET, { gameId, code: "ESC1.1.1.not-a-signature" }))).toBe("TICKET_INVALID");
    expect(await appCodeOf(verifyTicket(db, organizer, SECRET, { gameId: otherGameId, code }))).toBe("TICKET_OTHER_GAME");
    expect(readTicket(SECRET, tampered(code))).toBeNull();
  });

  it("refuses a ticket whose place was given up, and anyone but the organizer", async () => {
    const { db, organizer, player, gameId, code } = await setting();
    const stranger = await createPlayer(db, "Curieux");
    expect(await appCodeOf(verifyTicket(db, stranger, SECRET, { gameId, code }))).toBe("FORBIDDEN");
    expect(await appCodeOf(verifyTicket(db, player, SECRET, { gameId, code }))).toBe("FORBIDDEN");
    await cancelRegistration(db, player, gameId);
    expect(await appCodeOf(verifyTicket(db, organizer, SECRET, { gameId, code }))).toBe("TICKET_NO_PLACE");
    expect(await appCodeOf(verifyTicket(db, organizer, SECRET, { gameId: 2_000_000_000, code }))).toBe("NOT_FOUND");
  });

  it("checks a player in once: a second scan, or two phones at the gate at once, says when they arrived", async () => {
    const { db, organizer, gameId, code } = await setting();
    const [a, b] = await Promise.all([checkIn(db, organizer, SECRET, { gameId, code }), checkIn(db, organizer, SECRET, { gameId, code })]);
    expect([a.alreadyCheckedIn, b.alreadyCheckedIn].sort()).toEqual([false, true]);
    expect(a.checkedInAt.getTime()).toBe(b.checkedInAt.getTime());
    const again = await checkIn(db, organizer, SECRET, { gameId, code });
    expect(again).toMatchObject({ alreadyCheckedIn: true, checkedInAt: a.checkedInAt });
    const listed = await getGameRegistrations(db, organizer, gameId);
    expect(listed.summary.checkedIn).toBe(1);
    expect(listed.registrations[0]!.checkedInAt).toEqual(a.checkedInAt);
    expect(await appCodeOf(checkIn(db, organizer, SECRET, { gameId, code: tampered(code) }))).toBe("TICKET_INVALID");
  });

  it("gives a confirmed place its ticket on the game's page and in my games, and a waiting spot none", async () => {
    const db = database.db;
    const organizer = await createPlayer(db, "Orga");
    const [player, waiting, visitor] = [await createPlayer(db, "Joueur"), await createPlayer(db, "Patient"), await createPlayer(db, "Visiteur")];
    const { id: gameId } = await createGame(db, organizer, gameInput({ maxPlayers: 1 }));
    const place = await registerForGame(db, player, { gameId, replicas });
    const spot = await registerForGame(db, waiting, { gameId, replicas });
    const code = ticketCode(SECRET, gameId, place.id);

    expect(await getGameWithTicket(db, player.id, SECRET, { gameId })).toMatchObject({
      id: gameId,
      title: "Opération Brouillard",
      myRegistration: { id: place.id, status: "confirmed", ticket: code },
    });
    expect(readTicket(SECRET, code)).toEqual({ gameId, registrationId: place.id });
    expect((await getGameWithTicket(db, waiting.id, SECRET, { gameId })).myRegistration).toEqual(
      expect.objectContaining({ id: spot.id, status: "waitlisted", ticket: null }),
    );
    expect((await getGameWithTicket(db, visitor.id, SECRET, { gameId })).myRegistration).toBeNull();
    expect((await getGameWithTicket(db, null, SECRET, { gameId })).myRegistration).toBeNull();

    const mine = await getMyGamesWithTickets(db, player, SECRET);
    expect(mine.registered).toEqual([
      expect.objectContaining({ registrationId: place.id, status: "confirmed", game: expect.objectContaining({ id: gameId }), ticket: code }),
    ]);
    expect((await getMyGamesWithTickets(db, waiting, SECRET)).registered).toEqual([
      expect.objectContaining({ registrationId: spot.id, status: "waitlisted", ticket: null }),
    ]);
    expect((await getMyGamesWithTickets(db, organizer, SECRET)).organized.map((g) => g.id)).toEqual([gameId]);
  });
});
