import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, gameStaff, member, notification } from "../../db/schema/index.ts";
import { createGame, getGame } from "../games/service.ts";
import { cancelRegistration, checkIn, getGameRegistrations, getMyGamesWithTickets, registerForGame, verifyTicket } from "../registrations/service.ts";
import { getChronoLog } from "../chrono/service.ts";
import { getGameStaff, nameStaff, removeStaff } from "./service.ts";
import { AEG_300, createPlayer, gameInput } from "../../../test-support/players.ts";
import { createTeamWith } from "../../../test-support/teams.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const SECRET = "a-test-secret-of-at-least-32-characters!!";

async function staffOf(gameId: number) {
  return database.db.select({ userId: gameStaff.userId, role: gameStaff.role, status: gameStaff.status }).from(gameStaff).where(eq(gameStaff.gameId, gameId));
}

/** A game whose organizer has a team; a player registered, and one who offered to marshal. */
async function gameWithCandidates() {
  const db = database.db;
  const team = await createTeamWith(db, { members: 1 });
  const organizer = team.owner;
  const { id: gameId } = await createGame(db, organizer, gameInput());
  const player = await createPlayer(db, "Joueur");
  const volunteer = await createPlayer(db, "Volontaire");
  await registerForGame(db, player, { gameId, replicas: AEG_300 });
  await registerForGame(db, volunteer, { gameId, replicas: AEG_300, canMarshal: true });
  return { organizer, gameId, player, volunteer, teammate: team.members[0]! };
}

describe("naming a game's staff", () => {
  it("keeps an offer to marshal for the organizer to accept, who names players and teammates with a role", async () => {
    const { organizer, gameId, player, volunteer, teammate } = await gameWithCandidates();
    expect(await staffOf(gameId)).toEqual([{ userId: volunteer.id, role: "marshal", status: "offered" }]);

    await nameStaff(database.db, organizer, { gameId, userId: volunteer.id, role: "marshal" });
    await nameStaff(database.db, organizer, { gameId, userId: player.id, role: "medic" });
    await nameStaff(database.db, organizer, { gameId, userId: teammate.id, role: "referee" });
    const view = await getGameStaff(database.db, organizer, gameId);
    expect(view.staff.map(({ userId, role, status }) => ({ userId, role, status }))).toEqual(
      expect.arrayContaining([
        { userId: volunteer.id, role: "marshal", status: "confirmed" },
        { userId: player.id, role: "medic", status: "confirmed" },
        { userId: teammate.id, role: "referee", status: "confirmed" },
      ]),
    );
    expect(view.teammates.map((t) => t.userId)).toEqual([teammate.id]);
    const [told] = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, player.id));
    expect(told?.data).toMatchObject({ type: "game_staff_named", payload: { game: { id: gameId }, role: "medic" } });

    // The game's page counts them, and each sees their own role.
    expect(await getGame(database.db, player.id, gameId)).toMatchObject({ staffCount: 3, myStaffRole: "medic" });
    expect(await getGame(database.db, null, gameId)).toMatchObject({ staffCount: 3, myStaffRole: null });
  });

  it("refuses a stranger, the organizer themselves, and anyone but the organizer", async () => {
    const { organizer, gameId, player } = await gameWithCandidates();
    const stranger = await createPlayer(database.db);
    expect(await appCodeOf(nameStaff(database.db, organizer, { gameId, userId: stranger.id, role: "marshal" }))).toBe("STAFF_NOT_ELIGIBLE");
    expect(await appCodeOf(nameStaff(database.db, organizer, { gameId, userId: organizer.id, role: "marshal" }))).toBe("SELF_ACTION");
    expect(await appCodeOf(nameStaff(database.db, player, { gameId, userId: player.id, role: "marshal" }))).toBe("FORBIDDEN");
    expect(await appCodeOf(getGameStaff(database.db, player, gameId))).toBe("FORBIDDEN");
    expect(await appCodeOf(removeStaff(database.db, organizer, { gameId, userId: stranger.id }))).toBe("NOT_FOUND");
    // A teammate who left the organizer's team is a stranger again.
    const teamless = await createTeamWith(database.db, { members: 1 });
    await database.db.delete(member).where(eq(member.userId, teamless.members[0]!.id));
    expect(await appCodeOf(nameStaff(database.db, organizer, { gameId, userId: teamless.members[0]!.id, role: "marshal" }))).toBe("STAFF_NOT_ELIGIBLE");
    expect(await staffOf(gameId)).toHaveLength(1);
  });

  it("declines an offer, and a player giving up their place leaves the staff", async () => {
    const { organizer, gameId, player, volunteer } = await gameWithCandidates();
    await removeStaff(database.db, organizer, { gameId, userId: volunteer.id });
    expect(await staffOf(gameId)).toEqual([]);
    await nameStaff(database.db, organizer, { gameId, userId: player.id, role: "marshal" });
    await cancelRegistration(database.db, player, gameId);
    expect(await staffOf(gameId)).toEqual([]);
  });

  it("closes once the game has started", async () => {
    const { organizer, gameId, player } = await gameWithCandidates();
    await database.db
      .update(game)
      .set({ startsAt: new Date(Date.now() - 3600_000) })
      .where(eq(game.id, gameId));
    expect(await appCodeOf(nameStaff(database.db, organizer, { gameId, userId: player.id, role: "marshal" }))).toBe("GAME_NOT_OPEN");
  });
});

describe("what the staff may do", () => {
  it("lets confirmed staff check tickets in and read the chrono, sees no contacts, and gives nothing to an offer", async () => {
    const { organizer, gameId, player, volunteer, teammate } = await gameWithCandidates();
    await nameStaff(database.db, organizer, { gameId, userId: teammate.id, role: "marshal" });
    const ticket = (await getMyGamesWithTickets(database.db, player, SECRET)).registered[0]!.ticket!;

    // An offer not yet accepted is no staff.
    expect(await appCodeOf(verifyTicket(database.db, volunteer, SECRET, { gameId, code: ticket }))).toBe("FORBIDDEN");
    expect(await appCodeOf(getGameRegistrations(database.db, volunteer, gameId))).toBe("FORBIDDEN");
    expect(await appCodeOf(getChronoLog(database.db, volunteer, gameId))).toBe("FORBIDDEN");

    expect(await verifyTicket(database.db, teammate, SECRET, { gameId, code: ticket })).toMatchObject({ player: { userId: player.id } });
    const gate = await getGameRegistrations(database.db, teammate, gameId);
    expect(gate.viewerIsOrganizer).toBe(false);
    expect(gate.lateCancellations).toEqual([]);
    expect(gate.registrations.every((r) => r.email === null && r.phone === null && r.firstName === null && r.lastName === null)).toBe(true);
    expect((await getGameRegistrations(database.db, organizer, gameId)).registrations.some((r) => r.email !== null)).toBe(true);
    await expect(getChronoLog(database.db, teammate, gameId)).resolves.toBeDefined();

    // On the game's day, the marshal lets the player in, and is named as who did.
    await database.db
      .update(game)
      .set({ startsAt: new Date(Date.now() + 3600_000) })
      .where(eq(game.id, gameId));
    const arrived = await checkIn(database.db, teammate, SECRET, { gameId, code: ticket });
    expect(arrived.alreadyCheckedIn).toBe(false);
    const row = (await getGameRegistrations(database.db, organizer, gameId)).registrations.find((r) => r.userId === player.id);
    expect(row?.checkedInBy).toBe(teammate.username);
  });

  it("never lets staff edit the roster or the payments", async () => {
    const { organizer, gameId, teammate } = await gameWithCandidates();
    await nameStaff(database.db, organizer, { gameId, userId: teammate.id, role: "referee" });
    expect(await appCodeOf(getGameStaff(database.db, teammate, gameId))).toBe("FORBIDDEN");
    expect(await appCodeOf(nameStaff(database.db, teammate, { gameId, userId: teammate.id, role: "marshal" }))).toBe("FORBIDDEN");
    const [mine] = await database.db
      .select()
      .from(gameStaff)
      .where(and(eq(gameStaff.gameId, gameId), eq(gameStaff.userId, teammate.id)));
    expect(mine?.role).toBe("referee");
  });
});
