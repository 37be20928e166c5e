import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, notification, profile, rating, registration, user } from "../../db/schema/index.ts";
import { cancelGame, createGame } from "../games/service.ts";
import {
  cancelRegistration,
  exportRegistrationsCsv,
  getGameRegistrations,
  getMyGames,
  registerForGame,
  removeRegistrant,
  setPaymentStatus,
} from "./service.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { readCsv, readCsvRecords } from "../../../test-support/read-csv.ts";
import { createTeamWith } from "../../../test-support/teams.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";

let database: Database;
beforeAll(() => {
  // Enough connections for the 50 registrations to really run at once.
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const AEG_300 = [{ powerClass: "aeg" as const, fps: 300, name: "" }];
type Player = Awaited<ReturnType<typeof createPlayer>>;

/** Moves a game's start an hour into the past: it is running. */
async function startGame(gameId: number) {
  await database.db
    .update(game)
    .set({ startsAt: new Date(Date.now() - 3600_000) })
    .where(eq(game.id, gameId));
}

async function notificationsOf(userId: string) {
  const rows = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId)).orderBy(notification.id);
  return rows.map((r) => r.data);
}

async function confirmedCountOf(gameId: number) {
  const [row] = await database.db.select({ confirmedCount: game.confirmedCount }).from(game).where(eq(game.id, gameId));
  return row?.confirmedCount;
}

async function statusesOf(gameId: number) {
  const rows = await database.db.select({ userId: registration.userId, status: registration.status }).from(registration).where(eq(registration.gameId, gameId));
  return Object.fromEntries(rows.map((r) => [r.userId, r.status]));
}

describe("registering", () => {
  it("gives 10 places to exactly 10 of 50 players registering at once; the other 40 wait", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 10 }));
    const players = await Promise.all(Array.from({ length: 50 }, () => createPlayer(database.db)));

    const results = await Promise.all(players.map((p) => registerForGame(database.db, p, { gameId: id, replicas: AEG_300 })));
    expect(results.filter((r) => r.status === "confirmed")).toHaveLength(10);
    expect(results.filter((r) => r.status === "waitlisted")).toHaveLength(40);
    expect(await confirmedCountOf(id)).toBe(10);

    // One confirmed player withdraws: exactly one waiting player moves up, and is told.
    const leaver = players[results.findIndex((r) => r.status === "confirmed")]!;
    await cancelRegistration(database.db, leaver, id);
    const statuses = await database.db
      .select({ status: registration.status, userId: registration.userId })
      .from(registration)
      .where(eq(registration.gameId, id));
    expect(statuses.filter((s) => s.status === "confirmed")).toHaveLength(10);
    expect(statuses.filter((s) => s.status === "waitlisted")).toHaveLength(39);
    const promoted = statuses.find((s) => s.status === "confirmed" && results[players.findIndex((p) => p.id === s.userId)]?.status === "waitlisted")!;
    expect((await notificationsOf(promoted.userId!)).map((n) => n.type)).toEqual(["game_waitlist_promoted"]);
    const page = await getGameRegistrations(database.db, organizer, id);
    expect(page.summary).toMatchObject({ confirmed: 10, waitlisted: 39, placesLeft: 0 });
  });

  it("refuses a replica over the game's limit, and a second registration", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: [{ powerClass: "dmr", fps: 451, name: "" }] }))).toBe(
      "REPLICA_OVER_LIMIT",
    );
    // One replica over the limit is enough, whatever the others.
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: [...AEG_300, { powerClass: "dmr", fps: 451, name: "" }] }))).toBe(
      "REPLICA_OVER_LIMIT",
    );
    expect(await database.db.select().from(registration).where(eq(registration.gameId, id))).toHaveLength(0);

    await registerForGame(database.db, player, { gameId: id, replicas: [{ powerClass: "dmr", fps: 450, name: "" }] });
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300 }))).toBe("ALREADY_REGISTERED");
  });

  it("refuses the organizer a place in their own game (OWN_GAME), and takes none", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 5 }));
    expect(await appCodeOf(registerForGame(database.db, organizer, { gameId: id, replicas: AEG_300 }))).toBe("OWN_GAME");
    expect(await statusesOf(id)).toEqual({});
    expect(await confirmedCountOf(id)).toBe(0);
  });

  it("survives a double submit: one registration, one ALREADY_REGISTERED", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    const codes = await Promise.all([
      appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300 })),
      appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300 })),
    ]);
    expect(codes.sort()).toEqual(["ALREADY_REGISTERED", null]);
    const rows = await database.db
      .select()
      .from(registration)
      .where(and(eq(registration.gameId, id), eq(registration.userId, player.id)));
    expect(rows).toHaveLength(1);
  });

  it("refuses cancelled or started games", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const started = await createGame(database.db, organizer, gameInput());
    await startGame(started.id);
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: started.id, replicas: AEG_300 }))).toBe("GAME_NOT_OPEN");

    const cancelled = await createGame(database.db, organizer, gameInput());
    await cancelGame(database.db, organizer, cancelled.id);
    expect(await appCodeOf(registerForGame(database.db, player, { gameId: cancelled.id, replicas: AEG_300 }))).toBe("GAME_NOT_OPEN");
    expect(await database.db.select().from(registration).where(eq(registration.userId, player.id))).toEqual([]);
  });

  it("tells the organizer who registered, and whether they wait", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const [first, second] = [await createPlayer(database.db, "Premier"), await createPlayer(database.db, "Second")];
    await database.db.update(user).set({ image: "https://media.example/avatar.webp" }).where(eq(user.id, first.id));
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 2, title: "Opération Aube" }));
    await registerForGame(database.db, first, { gameId: id, replicas: AEG_300 });
    await registerForGame(database.db, second, { gameId: id, replicas: AEG_300 });
    await registerForGame(database.db, await createPlayer(database.db), { gameId: id, replicas: AEG_300 });

    const told = await notificationsOf(organizer.id);
    expect(told.map((n) => n.type)).toEqual(["game_registration_received", "game_registration_received", "game_registration_received"]);
    expect(told[0]).toMatchObject({
      payload: {
        game: { id, title: "Opération Aube" },
        player: { id: first.id, username: first.username, image: "https://media.example/avatar.webp" },
        waitlisted: false,
      },
    });
    // A place taken outright asks the organizer for nothing.
    expect(told[0]!.payload).not.toHaveProperty("awaitingApproval");
    expect(told[1]).toMatchObject({ payload: { player: { id: second.id, username: second.username, image: null }, waitlisted: false } });
    expect(told[2]).toMatchObject({ payload: { waitlisted: true } });
  });

  it("lets a player who withdrew register again", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    expect(await cancelRegistration(database.db, player, id)).toEqual({ ok: true, late: false });
    expect(await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 })).toMatchObject({ status: "confirmed" });
    expect(await confirmedCountOf(id)).toBe(1);
  });

  it("answers NOT_FOUND for a game or a registration that is not there", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    const noGame = 2_000_000_000;
    expect(await appCodeOf(cancelRegistration(database.db, player, noGame))).toBe("NOT_FOUND");
    expect(await appCodeOf(cancelRegistration(database.db, player, id))).toBe("NOT_FOUND");
    expect(await appCodeOf(getGameRegistrations(database.db, organizer, noGame))).toBe("NOT_FOUND");
    expect(await appCodeOf(setPaymentStatus(database.db, organizer, { registrationId: noGame, paymentStatus: "paid" }))).toBe("NOT_FOUND");

    // A registration already withdrawn or removed is not there to remove.
    const reg = await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    expect(await removeRegistrant(database.db, organizer, reg.id)).toEqual({ ok: true });
    expect(await appCodeOf(removeRegistrant(database.db, organizer, reg.id))).toBe("NOT_FOUND");
    expect((await notificationsOf(player.id)).filter((n) => n.type === "game_registration_removed")).toHaveLength(1);
  });

  it("lists the player's games and the organizer's", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput({ title: "Mes parties" }));
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    expect((await getMyGames(database.db, player)).registered.map((r) => r.game.title)).toEqual(["Mes parties"]);
    expect((await getMyGames(database.db, organizer)).organized.map((g) => g.title)).toEqual(["Mes parties"]);
  });

  it("shows which of the player's games they rated", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    const rated = async () => (await getMyGames(database.db, player)).registered.map((r) => r.rated);
    expect(await rated()).toEqual([false]);
    await database.db.insert(rating).values({ gameId: id, kind: "game", authorId: player.id, subjectId: organizer.id, score: 5 });
    expect(await rated()).toEqual([true]);
  });
});

describe("the waitlist", () => {
  it("moves up the player who has waited longest, the first registered on a tie", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 1 }));
    const players: Player[] = [];
    for (const label of ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]) {
      const player = await createPlayer(database.db, label);
      players.push(player);
      await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    }
    const [alpha, bravo, charlie, delta, echo] = players as [Player, Player, Player, Player, Player];
    expect(await statusesOf(id)).toEqual({
      [alpha.id]: "confirmed",
      [bravo.id]: "waitlisted",
      [charlie.id]: "waitlisted",
      [delta.id]: "waitlisted",
      [echo.id]: "waitlisted",
    });
    // A place in the line is its `queuedAt`: the registration's time, unless an approval came later.
    const setRegisteredAt = (player: Player, at: Date) =>
      database.db
        .update(registration)
        .set({ createdAt: at, queuedAt: at })
        .where(and(eq(registration.gameId, id), eq(registration.userId, player.id)));

    await cancelRegistration(database.db, alpha, id);
    expect(await statusesOf(id)).toEqual({
      [alpha.id]: "cancelled",
      [bravo.id]: "confirmed",
      [charlie.id]: "waitlisted",
      [delta.id]: "waitlisted",
      [echo.id]: "waitlisted",
    });
    expect(await notificationsOf(bravo.id)).toMatchObject([{ type: "game_waitlist_promoted", payload: { game: { id, title: "Opération Brouillard" } } }]);

    // Waiting is counted in time, not in ids: Delta registered before Charlie.
    await setRegisteredAt(delta, new Date(Date.now() - 3600_000));
    await cancelRegistration(database.db, bravo, id);
    expect(await statusesOf(id)).toMatchObject({ [charlie.id]: "waitlisted", [delta.id]: "confirmed", [echo.id]: "waitlisted" });

    // Charlie and Echo registered at the same instant: Charlie's registration came first.
    const sameInstant = new Date(Date.now() - 1800_000);
    await setRegisteredAt(charlie, sameInstant);
    await setRegisteredAt(echo, sameInstant);
    await cancelRegistration(database.db, delta, id);
    expect(await statusesOf(id)).toMatchObject({ [charlie.id]: "confirmed", [echo.id]: "waitlisted" });
  });

  it("frees no place when a waiting player withdraws: nobody moves up", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 1 }));
    const [confirmed, waiting, next] = [await createPlayer(database.db), await createPlayer(database.db), await createPlayer(database.db)];
    const registrations = [];
    for (const p of [confirmed, waiting, next]) registrations.push(await registerForGame(database.db, p, { gameId: id, replicas: AEG_300 }));

    await cancelRegistration(database.db, waiting, id);
    expect(await statusesOf(id)).toEqual({ [confirmed.id]: "confirmed", [waiting.id]: "cancelled", [next.id]: "waitlisted" });
    expect(await confirmedCountOf(id)).toBe(1);
    // Nor when the organizer takes a waiting player off the list.
    expect(await removeRegistrant(database.db, organizer, registrations[2]!.id)).toEqual({ ok: true });
    expect(await statusesOf(id)).toEqual({ [confirmed.id]: "confirmed", [waiting.id]: "cancelled", [next.id]: "removed" });
    expect(await confirmedCountOf(id)).toBe(1);
  });
});

describe("after the start", () => {
  it("a player can no longer withdraw, nor the organizer remove them: who took part is settled", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    const reg = await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    await startGame(id);

    expect(await appCodeOf(cancelRegistration(database.db, player, id))).toBe("GAME_NOT_OPEN");
    expect(await appCodeOf(removeRegistrant(database.db, organizer, reg.id))).toBe("GAME_NOT_OPEN");
    expect(await statusesOf(id)).toEqual({ [player.id]: "confirmed" });
    expect(await confirmedCountOf(id)).toBe(1);
  });
});

describe("the organizer's registrations page", () => {
  it("tracks payments, removes a registrant (who is told), exports CSV; nobody else can", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const other = await createPlayer(database.db, "Autre");
    const a = await createPlayer(database.db, "Alpha");
    const b = await createPlayer(database.db, "Bravo");
    const c = await createPlayer(database.db, "Charlie");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 2 }));
    const ra = await registerForGame(database.db, a, { gameId: id, replicas: [{ powerClass: "aeg", fps: 320, name: '=HYPERLINK("x")' }] });
    const rb = await registerForGame(database.db, b, { gameId: id, replicas: AEG_300 });
    await registerForGame(database.db, c, { gameId: id, replicas: [...AEG_300, { powerClass: "dmr", fps: 400, name: "Sniper" }] });

    expect(await setPaymentStatus(database.db, organizer, { registrationId: ra.id, paymentStatus: "paid" })).toEqual({ ok: true });
    expect(await appCodeOf(setPaymentStatus(database.db, other, { registrationId: rb.id, paymentStatus: "paid" }))).toBe("FORBIDDEN");
    expect(await appCodeOf(getGameRegistrations(database.db, other, id))).toBe("FORBIDDEN");
    expect(await appCodeOf(removeRegistrant(database.db, other, rb.id))).toBe("FORBIDDEN");

    let page = await getGameRegistrations(database.db, organizer, id);
    expect(page.summary).toMatchObject({ confirmed: 2, waitlisted: 1, paid: 1, unpaid: 1 });

    await removeRegistrant(database.db, organizer, rb.id);
    expect(await statusesOf(id)).toMatchObject({ [b.id]: "removed" });
    // The organizer's decision is not the player's late cancellation.
    const [removed] = await database.db.select({ cancelledLate: registration.cancelledLate }).from(registration).where(eq(registration.id, rb.id));
    expect(removed!.cancelledLate).toBe(false);
    page = await getGameRegistrations(database.db, organizer, id);
    expect(page.registrations.map((r) => [r.username, r.status])).toEqual([
      [a.username, "confirmed"],
      [c.username, "confirmed"],
    ]);
    expect(await notificationsOf(b.id)).toMatchObject([{ type: "game_registration_removed", payload: { game: { id } } }]);
    expect((await notificationsOf(c.id)).map((n) => n.type)).toContain("game_waitlist_promoted");

    const { csv, filename } = await exportRegistrationsCsv(database.db, organizer, { gameId: id, lang: "fr" });
    expect(filename).toBe(`escouade-game-${id}-registrations.csv`);
    const [, ...rows] = readCsv(csv, ";");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.slice(0, 3)).toEqual([a.username, "Alex", "Martin"]);
    expect(rows[0]!.slice(5, 9)).toEqual(["'+33612345678", "Confirmée", "Payé", 'AEG 320 fps (=HYPERLINK("x"))']);
    expect(rows[1]![8]).toBe("AEG 300 fps; DMR 400 fps (Sniper)");
  });

  it("sums up who has paid among the confirmed players, and every refund", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ maxPlayers: 5 }));
    const statuses = ["paid", "exempt", "unpaid", "unpaid", "unpaid", "refunded"] as const;
    for (const paymentStatus of statuses) {
      const reg = await registerForGame(database.db, await createPlayer(database.db), { gameId: id, replicas: AEG_300 });
      await setPaymentStatus(database.db, organizer, { registrationId: reg.id, paymentStatus });
    }
    // Five confirmed (paid, exempt, three unpaid); the sixth waits, refunded.
    expect((await getGameRegistrations(database.db, organizer, id)).summary).toEqual({
      confirmed: 5,
      waitlisted: 1,
      pending: 0,
      placesLeft: 0,
      paid: 1,
      unpaid: 3,
      exempt: 1,
      refunded: 1,
      checkedIn: 0,
      rulesNotAccepted: 0,
    });
  });
});

describe("the registrations file, read back in each language", () => {
  const registeredAt = new Date("2026-07-14T08:05:00Z");
  const arrivedAt = new Date("2026-11-27T13:26:18.338Z");

  /** A team player who paid, a player without a team who has not (a national number), one waiting (a number that cannot be placed), a walk-in arrived. */
  async function gameWithEveryKindOfPlayer() {
    const db = database.db;
    const organizer = await createPlayer(db, "Orga");
    const team = await createTeamWith(db);
    const solo = await createPlayer(db, "Solo");
    const waiting = await createPlayer(db, "Attente");
    await db.update(profile).set({ phone: "06.12.34.56.79" }).where(eq(profile.userId, solo.id));
    await db.update(profile).set({ phone: "33 6 12 34 56 80" }).where(eq(profile.userId, waiting.id));
    const { id: gameId } = await createGame(db, organizer, gameInput({ maxPlayers: 2 }));
    const paid = await registerForGame(db, team.owner, { gameId, replicas: [{ powerClass: "semi", fps: 350, name: "M4; courte" }] });
    await setPaymentStatus(db, organizer, { registrationId: paid.id, paymentStatus: "paid" });
    await registerForGame(db, solo, { gameId, replicas: AEG_300 });
    await registerForGame(db, waiting, { gameId, replicas: AEG_300 });
    await db.update(registration).set({ createdAt: registeredAt, rulesAcceptedAt: registeredAt }).where(eq(registration.gameId, gameId));
    // The rules changed since the waiting player accepted them; the two others accepted the new ones.
    await db.update(game).set({ rulesVersion: 2 }).where(eq(game.id, gameId));
    await db
      .update(registration)
      .set({ rulesAcceptedVersion: 2 })
      .where(and(eq(registration.gameId, gameId), ne(registration.userId, waiting.id)));
    await db.insert(registration).values({ gameId, userId: null, guestName: "Jean Sur-Place", status: "confirmed", replicas: [], checkedInAt: arrivedAt });
    return { organizer, gameId, team, solo, waiting };
  }

  const expected = {
    fr: {
      separator: ";",
      header: [
        "Pseudo",
        "Prénom",
        "Nom",
        "Équipe",
        "E-mail",
        "Téléphone",
        "Statut",
        "Paiement",
        "Répliques",
        "Date d'inscription",
        "Règlement accepté",
        "Sur place",
        "Arrivée",
      ],
      words: { confirmed: "Confirmée", waitlisted: "En liste d'attente", paid: "Payé", unpaid: "Non payé", semi: "Semi-automatique", yes: "Oui", no: "Non" },
      registered: "14/07/2026 10:05",
      arrived: "27/11/2026 14:26",
    },
    es: {
      separator: ";",
      header: [
        "Nombre de usuario",
        "Nombre",
        "Apellidos",
        "Equipo",
        "Correo electrónico",
        "Teléfono",
        "Estado",
        "Pago",
        "Réplicas",
        "Fecha de inscripción",
        "Normas aceptadas",
        "En el campo",
        "Llegada",
      ],
      words: { confirmed: "Confirmada", waitlisted: "En lista de espera", paid: "Pagado", unpaid: "No pagado", semi: "Semiautomática", yes: "Sí", no: "No" },
      registered: "14/07/2026 10:05",
      arrived: "27/11/2026 14:26",
    },
    de: {
      separator: ";",
      header: [
        "Benutzername",
        "Vorname",
        "Nachname",
        "Team",
        "E-Mail",
        "Telefon",
        "Status",
        "Zahlung",
        "Repliken",
        "Angemeldet am",
        "Regeln akzeptiert",
        "Vor Ort",
        "Ankunft",
      ],
      words: {
        confirmed: "Bestätigt",
        waitlisted: "Auf der Warteliste",
        paid: "Bezahlt",
        unpaid: "Nicht bezahlt",
        semi: "Halbautomatisch",
        yes: "Ja",
        no: "Nein",
      },
      registered: "14.07.2026 10:05",
      arrived: "27.11.2026 14:26",
    },
    en: {
      separator: ",",
      header: [
        "Username",
        "First name",
        "Last name",
        "Team",
        "Email",
        "Phone",
        "Status",
        "Payment",
        "Replicas",
        "Registered",
        "Rules accepted",
        "Walk-in",
        "Arrived",
      ],
      words: { confirmed: "Confirmed", waitlisted: "Waitlisted", paid: "Paid", unpaid: "Unpaid", semi: "Semi-auto", yes: "Yes", no: "No" },
      // A game in England: an hour behind Paris.
      registered: "2026-07-14 09:05",
      arrived: "2026-11-27 13:26",
    },
  } as const;

  for (const [lang, want] of Object.entries(expected) as [keyof typeof expected, (typeof expected)[keyof typeof expected]][]) {
    it(`${lang}: "${want.separator}" between cells, its words, local times, the team and E.164 phones`, async () => {
      const { organizer, gameId, team, solo, waiting } = await gameWithEveryKindOfPlayer();
      // The English file is of a game in England: its times are an hour behind Paris.
      if (lang === "en") await database.db.update(game).set({ timeZone: "Europe/London" }).where(eq(game.id, gameId));
      const { csv } = await exportRegistrationsCsv(database.db, organizer, { gameId, lang });
      expect(csv.startsWith("\uFEFF")).toBe(true);
      expect(csv.split("\r\n")[0]).toBe(`\uFEFF${want.header.join(want.separator)}`);
      const { header, rows } = readCsvRecords(csv, want.separator);
      expect(header).toEqual(want.header);
      const [username, , , teamColumn, , phone, status, payment, replicas, registered, rulesAccepted, walkIn, arrived] = want.header;
      const row = (name: string) => rows.find((r) => r[username] === name)!;
      const { words } = want;

      expect(row(team.owner.username)).toMatchObject({
        [teamColumn]: team.name,
        [phone]: "'+33612345678",
        [status]: words.confirmed,
        [payment]: words.paid,
        [replicas]: `${words.semi} 350 fps (M4; courte)`,
        [registered]: want.registered,
        [rulesAccepted]: want.registered,
        [walkIn]: words.no,
        [arrived]: "",
      });
      // A national number is placed with the player's country; one that cannot be is written as typed.
      expect(row(solo.username)).toMatchObject({ [teamColumn]: "", [phone]: "'+33612345679", [status]: words.confirmed, [payment]: words.unpaid });
      expect(row(waiting.username)).toMatchObject({ [phone]: "33 6 12 34 56 80", [status]: words.waitlisted, [rulesAccepted]: "" });
      expect(row("Jean Sur-Place")).toMatchObject({ [teamColumn]: "", [phone]: "", [rulesAccepted]: "", [walkIn]: words.yes, [arrived]: want.arrived });
      expect(rows).toHaveLength(4);
    });
  }
});
