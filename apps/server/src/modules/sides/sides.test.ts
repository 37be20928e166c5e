import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, registration } from "../../db/schema/index.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { readCsv } from "../../../test-support/read-csv.ts";
import { createTeamWith } from "../../../test-support/teams.ts";
import { createGame } from "../games/service.ts";
import { registerForGame } from "../registrations/service.ts";
import { assignSide, balanceGameSides, exportSidesCsv, getGameSides, getSides, pickSide, setSides, setSidesOpen } from "./service.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const replicas = [{ powerClass: "aeg" as const, fps: 300, name: "" }];
const RED = { name: "Rouges", colour: "#c62828", maxPlayers: null };
const BLUE = { name: "Bleus", colour: "#1565c0", maxPlayers: null };
type Person = { id: string; username: string };

async function gameWith(players: number, options: { maxPlayers?: number } = {}) {
  const db = database.db;
  const organizer = await createPlayer(db, "Orga");
  const { id: gameId } = await createGame(db, organizer, gameInput({ maxPlayers: options.maxPlayers ?? 40 }));
  const registered: (Person & { registrationId: number })[] = [];
  for (let i = 0; i < players; i++) {
    const player = await createPlayer(db, "Joueur");
    const { id } = await registerForGame(db, player, { gameId, replicas });
    registered.push({ ...player, registrationId: id });
  }
  return { db, organizer, gameId, players: registered };
}

async function register(gameId: number, people: Person[]) {
  return Promise.all(people.map(async (p) => ({ ...p, registrationId: (await registerForGame(database.db, p, { gameId, replicas })).id })));
}

async function sideOf(registrationId: number) {
  const [row] = await database.db.select({ sideId: registration.sideId }).from(registration).where(eq(registration.id, registrationId));
  return row?.sideId ?? null;
}

describe("defining sides", () => {
  it("creates, renames, reorders and recolours, and swapping two names is no clash", async () => {
    const { db, organizer, gameId } = await gameWith(0);
    const { sides } = await setSides(db, organizer, { gameId, sides: [RED, BLUE] });
    expect(sides.map((s) => [s.name, s.position])).toEqual([
      ["Rouges", 0],
      ["Bleus", 1],
    ]);
    const [red, blue] = sides as [(typeof sides)[number], (typeof sides)[number]];
    const swapped = await setSides(db, organizer, {
      gameId,
      sides: [
        { ...BLUE, id: blue.id, name: "Rouges", colour: "#ef6c00" },
        { ...RED, id: red.id, name: "Bleus", maxPlayers: 8 },
      ],
    });
    expect(swapped.sides).toMatchObject([
      { id: blue.id, name: "Rouges", colour: "#ef6c00", position: 0 },
      { id: red.id, name: "Bleus", maxPlayers: 8, position: 1 },
    ]);
  });

  it("deleting a side sends its players back to no side", async () => {
    const { db, organizer, gameId, players } = await gameWith(2);
    const { sides } = await setSides(db, organizer, { gameId, sides: [RED, BLUE, { ...RED, name: "Jaunes", colour: "#f9c80e" }] });
    await assignSide(db, organizer, { registrationId: players[0]!.registrationId, sideId: sides[2]!.id });
    await assignSide(db, organizer, { registrationId: players[1]!.registrationId, sideId: sides[0]!.id });
    await setSides(db, organizer, {
      gameId,
      sides: [
        { ...RED, id: sides[0]!.id },
        { ...BLUE, id: sides[1]!.id },
      ],
    });
    expect(await sideOf(players[0]!.registrationId)).toBeNull();
    expect(await sideOf(players[1]!.registrationId)).toBe(sides[0]!.id);
  });

  it("refuses two sides named alike, a cap below the players already there, and another game's side", async () => {
    const { db, organizer, gameId, players } = await gameWith(2);
    expect(await appCodeOf(setSides(db, organizer, { gameId, sides: [RED, { ...BLUE, name: " rouges " }] }))).toBe("SIDE_NAME_TAKEN");
    const { sides } = await setSides(db, organizer, { gameId, sides: [RED, BLUE] });
    for (const p of players) await assignSide(db, organizer, { registrationId: p.registrationId, sideId: sides[0]!.id });
    expect(
      await appCodeOf(
        setSides(db, organizer, {
          gameId,
          sides: [
            { ...RED, id: sides[0]!.id, maxPlayers: 1 },
            { ...BLUE, id: sides[1]!.id },
          ],
        }),
      ),
    ).toBe("SIDE_MAX_BELOW_COUNT");
    const other = await gameWith(0);
    const { sides: theirs } = await setSides(db, other.organizer, { gameId: other.gameId, sides: [RED, BLUE] });
    expect(await appCodeOf(setSides(db, organizer, { gameId, sides: [{ ...RED, id: theirs[0]!.id }, BLUE] }))).toBe("NOT_FOUND");
    expect(await appCodeOf(assignSide(db, organizer, { registrationId: players[0]!.registrationId, sideId: theirs[0]!.id }))).toBe("NOT_FOUND");
    // Nothing of the refused calls stayed: the other game keeps its sides, ours its players.
    expect((await getSides(db, other.organizer, other.gameId)).sides.map((s) => s.name)).toEqual(["Rouges", "Bleus"]);
    expect(await sideOf(players[0]!.registrationId)).toBe(sides[0]!.id);
  });

  it("is the organizer's alone: anyone else is refused, with their own game's ids too", async () => {
    const { db, organizer, gameId, players } = await gameWith(1);
    const { sides } = await setSides(db, organizer, { gameId, sides: [RED, BLUE] });
    const stranger = players[0]!;
    expect(await appCodeOf(getSides(db, stranger, gameId))).toBe("FORBIDDEN");
    expect(await appCodeOf(setSides(db, stranger, { gameId, sides: [] }))).toBe("FORBIDDEN");
    expect(await appCodeOf(setSidesOpen(db, stranger, { gameId, open: false }))).toBe("FORBIDDEN");
    expect(await appCodeOf(assignSide(db, stranger, { registrationId: stranger.registrationId, sideId: sides[0]!.id }))).toBe("FORBIDDEN");
    expect(await appCodeOf(balanceGameSides(db, stranger, { gameId, keepChoices: false }))).toBe("FORBIDDEN");
    expect(await appCodeOf(exportSidesCsv(db, stranger, { gameId, lang: "fr" }))).toBe("FORBIDDEN");
    expect(await appCodeOf(getSides(db, organizer, 2_000_000_000))).toBe("NOT_FOUND");
    expect(await appCodeOf(assignSide(db, organizer, { registrationId: 2_000_000_000, sideId: null }))).toBe("NOT_FOUND");
    expect(await sideOf(stranger.registrationId)).toBeNull();
  });

  it("stops once the game is cancelled", async () => {
    const { db, organizer, gameId } = await gameWith(0);
    await db.update(game).set({ cancelledAt: new Date() }).where(eq(game.id, gameId));
    expect(await appCodeOf(setSides(db, organizer, { gameId, sides: [RED, BLUE] }))).toBe("SIDES_LOCKED");
    expect((await getSides(db, organizer, gameId)).game.editable).toBe(false);
  });
});

describe("a player picking a side", () => {
  it("takes a side while open; sees the counts and their own side", async () => {
    const { db, organizer, gameId, players } = await gameWith(2);
    const { sides } = await setSides(db, organizer, { gameId, sides: [RED, { ...BLUE, maxPlayers: 5 }] });
    await pickSide(db, players[0]!, { gameId, sideId: sides[1]!.id });
    const seen = await getGameSides(db, players[0]!, { gameId });
    expect(seen).toMatchObject({ open: true, canPick: true, mySideId: sides[1]!.id, isOrganizer: false });
    expect(seen.sides.map((s) => [s.name, s.count, s.maxPlayers])).toEqual(
      [
        ["Rouges", 0],
        ["Bleus", 1, 5],
      ].map(([n, c, m]) => [n, c, m ?? null]),
    );
    // Changing one's mind is allowed; the same side twice changes nothing.
    await pickSide(db, players[0]!, { gameId, sideId: sides[0]!.id });
    await pickSide(db, players[0]!, { gameId, sideId: sides[0]!.id });
    expect(await sideOf(players[0]!.registrationId)).toBe(sides[0]!.id);
    expect((await getGameSides(db, players[1]!, { gameId })).mySideId).toBeNull();
  });

  it("refuses when closed, full, not registered, waitlisted, started, or another game's side", async () => {
    const { db, organizer, gameId, players } = await gameWith(2, { maxPlayers: 2 });
    const { sides } = await setSides(db, organizer, { gameId, sides: [{ ...RED, maxPlayers: 1 }, BLUE] });
    await pickSide(db, players[0]!, { gameId, sideId: sides[0]!.id });
    expect(await appCodeOf(pickSide(db, players[1]!, { gameId, sideId: sides[0]!.id }))).toBe("SIDE_FULL");
    const [waiting] = await register(gameId, [await createPlayer(db, "Attente")]);
    expect(await appCodeOf(pickSide(db, waiting!, { gameId, sideId: sides[1]!.id }))).toBe("SIDE_NEEDS_CONFIRMED_PLACE");
    expect(await appCodeOf(pickSide(db, await createPlayer(db, "Curieux"), { gameId, sideId: sides[1]!.id }))).toBe("SIDE_NEEDS_CONFIRMED_PLACE");
    expect(await appCodeOf(pickSide(db, organizer, { gameId, sideId: sides[1]!.id }))).toBe("SIDE_NEEDS_CONFIRMED_PLACE");
    const other = await gameWith(0);
    const { sides: theirs } = await setSides(db, other.organizer, { gameId: other.gameId, sides: [RED, BLUE] });
    expect(await appCodeOf(pickSide(db, players[1]!, { gameId, sideId: theirs[0]!.id }))).toBe("NOT_FOUND");
    await setSidesOpen(db, organizer, { gameId, open: false });
    expect(await appCodeOf(pickSide(db, players[1]!, { gameId, sideId: sides[1]!.id }))).toBe("SIDES_CLOSED");
    expect((await getGameSides(db, players[1]!, { gameId })).canPick).toBe(false);
    await setSidesOpen(db, organizer, { gameId, open: true });
    await db
      .update(game)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(game.id, gameId));
    expect(await appCodeOf(pickSide(db, players[1]!, { gameId, sideId: sides[1]!.id }))).toBe("GAME_NOT_OPEN");
    expect(await sideOf(players[1]!.registrationId)).toBeNull();
  });

  it("gives a side's last place to exactly one of ten players taking it at once", async () => {
    const { db, organizer, gameId, players } = await gameWith(10);
    const { sides } = await setSides(db, organizer, { gameId, sides: [{ ...RED, maxPlayers: 1 }, BLUE] });
    const outcomes = await Promise.all(players.map((p) => appCodeOf(pickSide(db, p, { gameId, sideId: sides[0]!.id }))));
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes.filter((o) => o === "SIDE_FULL")).toHaveLength(9);
    expect((await getSides(db, organizer, gameId)).sides[0]!.count).toBe(1);
  });

  it("the organizer's assignment respects the cap too", async () => {
    const { db, organizer, gameId, players } = await gameWith(2);
    const { sides } = await setSides(db, organizer, { gameId, sides: [{ ...RED, maxPlayers: 1 }, BLUE] });
    await assignSide(db, organizer, { registrationId: players[0]!.registrationId, sideId: sides[0]!.id });
    // Assigning the same player again to their own side is no overflow.
    await assignSide(db, organizer, { registrationId: players[0]!.registrationId, sideId: sides[0]!.id });
    expect(await appCodeOf(assignSide(db, organizer, { registrationId: players[1]!.registrationId, sideId: sides[0]!.id }))).toBe("SIDE_FULL");
    await assignSide(db, organizer, { registrationId: players[0]!.registrationId, sideId: null });
    expect(await sideOf(players[0]!.registrationId)).toBeNull();
  });
});

describe("balancing", () => {
  it("keeps a team on one side, evens the counts, and lists walk-ins", async () => {
    const { db, organizer, gameId, players } = await gameWith(3);
    const team = await createTeamWith(db, { members: 3 });
    const teammates = await register(gameId, [team.owner, ...team.members]);
    await db.insert(registration).values({ gameId, userId: null, guestName: "Marcel (sur place)", status: "confirmed", replicas });
    const { sides } = await setSides(db, organizer, { gameId, sides: [RED, BLUE] });
    expect(await appCodeOf(balanceGameSides(db, organizer, { gameId: (await gameWith(0)).gameId, keepChoices: false }))).toBe("FORBIDDEN");

    const result = await balanceGameSides(db, organizer, { gameId, keepChoices: false });
    expect(result.unplaced).toEqual([]);
    const view = await getSides(db, organizer, gameId);
    expect(view.players).toHaveLength(8);
    const teamSides = new Set(view.players.filter((p) => p.team?.id === team.id).map((p) => p.sideId));
    expect(teamSides.size).toBe(1);
    expect([...teamSides][0]).not.toBeNull();
    expect(view.sides.map((s) => s.count)).toEqual([4, 4]);
    const walkIn = view.players.find((p) => p.walkIn)!;
    expect(walkIn).toMatchObject({ name: "Marcel (sur place)", userId: null, team: null });
    expect(walkIn.sideId).not.toBeNull();
    expect(teammates).toHaveLength(4);
    expect(players.every((p) => view.players.some((v) => v.registrationId === p.registrationId && v.sideId !== null))).toBe(true);
    expect(sides).toHaveLength(2);
  });

  it("keeps the players' own picks when asked to", async () => {
    const { db, organizer, gameId, players } = await gameWith(4);
    const { sides } = await setSides(db, organizer, { gameId, sides: [RED, BLUE] });
    await pickSide(db, players[0]!, { gameId, sideId: sides[0]!.id });
    await pickSide(db, players[1]!, { gameId, sideId: sides[0]!.id });
    await balanceGameSides(db, organizer, { gameId, keepChoices: true });
    expect([await sideOf(players[0]!.registrationId), await sideOf(players[1]!.registrationId)]).toEqual([sides[0]!.id, sides[0]!.id]);
    expect((await getSides(db, organizer, gameId)).sides.map((s) => s.count)).toEqual([2, 2]);
  });

  it("leaves a team bigger than every cap without a side, and says so, rather than splitting it", async () => {
    const { db, organizer, gameId } = await gameWith(1);
    const team = await createTeamWith(db, { members: 3 });
    await register(gameId, [team.owner, ...team.members]);
    await setSides(db, organizer, {
      gameId,
      sides: [
        { ...RED, maxPlayers: 3 },
        { ...BLUE, maxPlayers: 3 },
      ],
    });
    const result = await balanceGameSides(db, organizer, { gameId, keepChoices: false });
    expect(result.unplaced).toEqual([expect.objectContaining({ teamId: team.id, reason: "team_too_big" })]);
    const view = await getSides(db, organizer, gameId);
    expect(view.players.filter((p) => p.team?.id === team.id).every((p) => p.sideId === null)).toBe(true);
  });

  it("needs sides first", async () => {
    const { db, organizer, gameId } = await gameWith(1);
    expect(await appCodeOf(balanceGameSides(db, organizer, { gameId, keepChoices: false }))).toBe("NO_SIDES");
  });
});

describe("exporting the lists", () => {
  const arrivedAt = new Date("2026-11-27T13:26:18.338Z");
  const expected = {
    fr: { separator: ";", header: ["Camp", "Pseudo", "Prénom", "Nom", "Équipe", "Sur place", "Arrivée"], yes: "Oui", no: "Non", arrived: "27/11/2026 14:26" },
    es: {
      separator: ";",
      header: ["Bando", "Nombre de usuario", "Nombre", "Apellidos", "Equipo", "En el campo", "Llegada"],
      yes: "Sí",
      no: "No",
      arrived: "27/11/2026 14:26",
    },
    de: {
      separator: ";",
      header: ["Fraktion", "Benutzername", "Vorname", "Nachname", "Team", "Vor Ort", "Ankunft"],
      yes: "Ja",
      no: "Nein",
      arrived: "27.11.2026 14:26",
    },
    // Of a game in England: an hour behind Paris.
    en: {
      separator: ",",
      header: ["Side", "Username", "First name", "Last name", "Team", "Walk-in", "Arrived"],
      yes: "Yes",
      no: "No",
      arrived: "2026-11-27 13:26",
    },
  } as const;

  for (const [lang, want] of Object.entries(expected) as [keyof typeof expected, (typeof expected)[keyof typeof expected]][]) {
    it(`${lang}: each player's side, team and name, formulas neutralised, read back with "${want.separator}"`, async () => {
      const { db, organizer, gameId, players } = await gameWith(1);
      const team = await createTeamWith(db);
      await register(gameId, [team.owner]);
      const { sides } = await setSides(db, organizer, { gameId, sides: [{ ...RED, name: "=Rouges" }, BLUE] });
      const [walkIn] = await db
        .insert(registration)
        .values({ gameId, userId: null, guestName: "Paul", status: "confirmed", replicas, checkedInAt: arrivedAt })
        .returning({ id: registration.id });
      await assignSide(db, organizer, { registrationId: walkIn!.id, sideId: sides[0]!.id });
      // The English file is of a game in England: its times are an hour behind Paris.
      if (lang === "en") await db.update(game).set({ timeZone: "Europe/London" }).where(eq(game.id, gameId));
      const { filename, csv } = await exportSidesCsv(db, organizer, { gameId, lang });
      expect(filename).toBe(`escouade-game-${gameId}-sides.csv`);
      expect(csv.startsWith("\uFEFF")).toBe(true);
      const [header, ...rows] = readCsv(csv, want.separator);
      expect(header).toEqual(want.header);
      // The side first, then players without one: the team's before the one without a team.
      expect(rows).toEqual([
        ["'=Rouges", "Paul", "", "", "", want.yes, want.arrived],
        ["", team.owner.username, "Alex", "Martin", team.name, want.no, ""],
        ["", players[0]!.username, "Alex", "Martin", "", want.no, ""],
      ]);
    });
  }
});
