import { randomUUID } from "node:crypto";
import type { RecordChronoData } from "@escouade/contracts/chrono";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { chronoReading, game, registration } from "../../db/schema/index.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { readCsv } from "../../../test-support/read-csv.ts";
import { cancelGame, createGame } from "../games/service.ts";
import { registerForGame } from "../registrations/service.ts";
import { deleteReading, exportChronoCsv, getChronoLog, recordReading } from "./service.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const HOUR = 3600_000;
const REPLICAS = [
  { powerClass: "aeg" as const, fps: 330, name: "M4" },
  { powerClass: "dmr" as const, fps: 440, name: "SR-25" },
];

/** A game that started an hour ago (default limits: AEG 350 fps, DMR 350..450), a player checked in, one not yet. */
async function fieldDay() {
  const db = database.db;
  const organizer = await createPlayer(db, "Orga");
  const player = await createPlayer(db, "Tireur");
  const late = await createPlayer(db, "Retard");
  const { id: gameId } = await createGame(db, organizer, gameInput());
  const place = await registerForGame(db, player, { gameId, replicas: REPLICAS });
  const latePlace = await registerForGame(db, late, { gameId, replicas: REPLICAS.slice(0, 1) });
  await db
    .update(game)
    .set({ startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + 6 * HOUR) })
    .where(eq(game.id, gameId));
  await db.update(registration).set({ checkedInAt: new Date(), checkedInBy: organizer.id }).where(eq(registration.id, place.id));
  const reading = (overrides: Partial<RecordChronoData> = {}): RecordChronoData => ({
    gameId,
    registrationId: place.id,
    replica: { index: 0 },
    fps: 330,
    bbGrams: 0.2,
    note: "",
    clientId: randomUUID(),
    ...overrides,
  });
  return { db, organizer, player, gameId, registrationId: place.id, lateRegistrationId: latePlace.id, reading };
}

async function rowsOf(gameId: number) {
  return database.db.select().from(chronoReading).where(eq(chronoReading.gameId, gameId));
}

describe("recording a reading", () => {
  it("judges with the BB used: 330 fps at 0.20 g passes, 300 fps at 0.30 g (1.25 J) is refused as over the AEG's 1.14 J", async () => {
    const { db, organizer, reading } = await fieldDay();
    const passed = await recordReading(db, organizer, reading({ fps: 330, bbGrams: 0.2 }));
    expect(passed).toMatchObject({ verdict: "passed", powerClass: "aeg", replicaName: "M4", replicaIndex: 0, duplicate: false });
    expect(passed.joules).toBeCloseTo(1.0117, 4);
    const refused = await recordReading(db, organizer, reading({ fps: 300, bbGrams: 0.3 }));
    expect(refused.verdict).toBe("refused");
    expect(refused.joules).toBeCloseTo(1.2542, 4);
    const [row] = await db.select().from(chronoReading).where(eq(chronoReading.id, refused.id));
    expect(row).toMatchObject({ measuredBy: organizer.id, bbGrams: 0.3, fps: 300, verdict: "refused" });
  });

  it("refuses a DMR under its minimum and takes a replica brought on the day by its name and class", async () => {
    const { db, organizer, gameId, registrationId, reading } = await fieldDay();
    expect(await recordReading(db, organizer, reading({ replica: { index: 1 }, fps: 340 }))).toMatchObject({ verdict: "refused", powerClass: "dmr" });
    const pistol = await recordReading(db, organizer, reading({ replica: { name: "Glock 17", powerClass: "semi" }, fps: 290, bbGrams: 0.25 }));
    expect(pistol).toMatchObject({ verdict: "passed", replicaIndex: null, replicaName: "Glock 17", powerClass: "semi" });
    const log = await getChronoLog(db, organizer, gameId);
    const player = log.players.find((p) => p.registrationId === registrationId)!;
    expect(player.replicas.map((r) => [r.name, r.powerClass, r.latest?.verdict ?? null, r.latest?.reason ?? null])).toEqual([
      ["M4", "aeg", null, null],
      ["SR-25", "dmr", "refused", "under_min"],
      ["Glock 17", "semi", "passed", null],
    ]);
  });

  it("keeps a re-test's history; the latest reading is the verdict; deleting a mistaken one brings back the one before", async () => {
    const { db, organizer, gameId, registrationId, reading } = await fieldDay();
    const first = await recordReading(db, organizer, reading({ fps: 372 }));
    const retest = await recordReading(db, organizer, reading({ fps: 341, note: "Ressort changé" }));
    let replica = (await getChronoLog(db, organizer, gameId)).players.find((p) => p.registrationId === registrationId)!.replicas[0]!;
    expect(replica.latest).toMatchObject({ id: retest.id, verdict: "passed", retest: true, note: "Ressort changé" });
    expect(replica.history.map((r) => [r.id, r.verdict, r.retest])).toEqual([
      [retest.id, "passed", true],
      [first.id, "refused", false],
    ]);
    expect((await getChronoLog(db, organizer, gameId)).summary).toEqual({ players: 1, measured: 1, refused: 0 });

    await deleteReading(db, organizer, { gameId, readingId: retest.id });
    replica = (await getChronoLog(db, organizer, gameId)).players.find((p) => p.registrationId === registrationId)!.replicas[0]!;
    expect(replica.latest).toMatchObject({ id: first.id, verdict: "refused", reason: "over_max" });
    expect(await appCodeOf(deleteReading(db, organizer, { gameId, readingId: retest.id }))).toBe("NOT_FOUND");
  });

  it("writes a reading sent twice (same client id), even at once, a single time", async () => {
    const { db, organizer, gameId, reading } = await fieldDay();
    const once = reading({ fps: 320 });
    const [a, b] = await Promise.all([recordReading(db, organizer, once), recordReading(db, organizer, once)]);
    const again = await recordReading(db, organizer, once);
    expect(await rowsOf(gameId)).toHaveLength(1);
    expect(new Set([a.id, b.id, again.id]).size).toBe(1);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(again.duplicate).toBe(true);
  });

  it("works for a walk-in added at the field without an account", async () => {
    const { db, organizer, gameId, reading } = await fieldDay();
    const [walkIn] = await db
      .insert(registration)
      .values({ gameId, guestName: "Karim (sur place)", status: "confirmed", replicas: [{ powerClass: "aeg", fps: 330, name: "AK" }], checkedInAt: new Date() })
      .returning({ id: registration.id });
    await recordReading(db, organizer, reading({ registrationId: walkIn!.id, fps: 355 }));
    const log = await getChronoLog(db, organizer, gameId);
    const guest = log.players.find((p) => p.registrationId === walkIn!.id)!;
    expect(guest).toMatchObject({ name: "Karim (sur place)", walkIn: true, userId: null });
    expect(guest.replicas[0]!.latest).toMatchObject({ verdict: "refused", fps: 355 });
    const { csv } = await exportChronoCsv(db, organizer, { gameId, lang: "fr" });
    expect(readCsv(csv, ";")[1]!.slice(0, 13)).toEqual([
      "Karim (sur place)",
      "Oui",
      "AK",
      "AEG",
      "355",
      "0,20",
      "1,171",
      "",
      "1,138",
      "Refusée",
      "Trop puissante",
      "Non",
      "Oui",
    ]);
  });
});

describe("who and when", () => {
  it("the organizer only: anyone else is refused, a missing game is not found", async () => {
    const { db, player, gameId, reading } = await fieldDay();
    const stranger = await createPlayer(db, "Curieux");
    for (const who of [player, stranger]) {
      expect(await appCodeOf(recordReading(db, who, reading()))).toBe("FORBIDDEN");
      expect(await appCodeOf(getChronoLog(db, who, gameId))).toBe("FORBIDDEN");
      expect(await appCodeOf(exportChronoCsv(db, who, { gameId, lang: "fr" }))).toBe("FORBIDDEN");
      expect(await appCodeOf(deleteReading(db, who, { gameId, readingId: 1 }))).toBe("FORBIDDEN");
    }
    expect(await appCodeOf(getChronoLog(db, player, 2_000_000_000))).toBe("NOT_FOUND");
    expect(await rowsOf(gameId)).toHaveLength(0);
  });

  it("a registration of another game, even the organizer's own, or someone else's reading, is not found", async () => {
    const one = await fieldDay();
    const other = await fieldDay();
    const { id: ownOtherGame } = await createGame(one.db, one.organizer, gameInput());
    expect(await appCodeOf(recordReading(one.db, one.organizer, one.reading({ registrationId: other.registrationId })))).toBe("NOT_FOUND");
    expect(await appCodeOf(recordReading(one.db, one.organizer, one.reading({ gameId: ownOtherGame })))).toBe("NOT_FOUND");
    // Another organizer's registration, sent with that organizer's game: not theirs to measure.
    expect(await appCodeOf(recordReading(one.db, one.organizer, other.reading()))).toBe("FORBIDDEN");
    const theirs = await recordReading(other.db, other.organizer, other.reading());
    expect(await appCodeOf(deleteReading(one.db, one.organizer, { gameId: one.gameId, readingId: theirs.id }))).toBe("NOT_FOUND");
    expect(await rowsOf(other.gameId)).toHaveLength(1);
  });

  it("refuses a player not let in yet, a replica the registration does not declare, a cancelled game and the days before", async () => {
    const { db, organizer, gameId, lateRegistrationId, reading } = await fieldDay();
    expect(await appCodeOf(recordReading(db, organizer, reading({ registrationId: lateRegistrationId })))).toBe("NOT_CHECKED_IN");
    expect(await appCodeOf(recordReading(db, organizer, reading({ replica: { index: 2 } })))).toBe("CHRONO_UNKNOWN_REPLICA");
    // A game at 09:00 at the field (Paris time, a French address): the day before at 23:59 is
    // closed, midnight opens the game's day, whatever the server's own clock says.
    const startsAt = new Date("2031-06-14T07:00:00Z");
    await db
      .update(game)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + 8 * HOUR) })
      .where(eq(game.id, gameId));
    const eve = new Date("2031-06-13T21:59:00Z");
    const midnight = new Date("2031-06-13T22:00:00Z");
    expect(await appCodeOf(recordReading(db, organizer, reading(), eve))).toBe("CHRONO_CLOSED");
    expect((await getChronoLog(db, organizer, gameId, eve)).open).toBe(false);
    expect((await getChronoLog(db, organizer, gameId, midnight)).open).toBe(true);
    expect(await appCodeOf(recordReading(db, organizer, reading(), midnight))).toBeNull();
    await cancelGame(db, organizer, gameId);
    expect(await appCodeOf(recordReading(db, organizer, reading()))).toBe("CHRONO_CLOSED");
    expect(await rowsOf(gameId)).toHaveLength(1);
  });
});

describe("the export", () => {
  const expected = {
    fr: {
      separator: ";",
      header: [
        "Joueur",
        "Sur place",
        "Réplique",
        "Type",
        "FPS",
        "Poids de la bille (g)",
        "Joules",
        "Joules min.",
        "Joules max.",
        "Verdict",
        "Motif",
        "Re-test",
        "Dernière mesure",
        "Date de mesure",
        "Remarque",
      ],
      rows: [
        ["Non", "M4", "AEG", "372", "0,20", "1,286", "", "1,138", "Refusée", "Trop puissante", "Non", "Non", "27/11/2026 14:26"],
        ["Non", "M4", "AEG", "313", "0,25", "1,138", "", "1,138", "Conforme", "", "Oui", "Oui", "27/11/2026 14:31"],
        ["Non", "SR-25", "DMR", "440", "0,20", "1,799", "1,138", "1,881", "Conforme", "", "Non", "Oui", "27/11/2026 14:40"],
      ],
    },
    es: {
      separator: ";",
      header: [
        "Jugador",
        "En el campo",
        "Réplica",
        "Tipo",
        "FPS",
        "Peso de la bola (g)",
        "Julios",
        "Julios mín.",
        "Julios máx.",
        "Veredicto",
        "Motivo",
        "Nueva prueba",
        "Última medición",
        "Fecha de medición",
        "Nota",
      ],
      rows: [
        ["No", "M4", "AEG", "372", "0,20", "1,286", "", "1,138", "Rechazada", "Demasiado potente", "No", "No", "27/11/2026 14:26"],
        ["No", "M4", "AEG", "313", "0,25", "1,138", "", "1,138", "Conforme", "", "Sí", "Sí", "27/11/2026 14:31"],
        ["No", "SR-25", "DMR", "440", "0,20", "1,799", "1,138", "1,881", "Conforme", "", "No", "Sí", "27/11/2026 14:40"],
      ],
    },
    de: {
      separator: ";",
      header: [
        "Spieler",
        "Vor Ort",
        "Replik",
        "Typ",
        "FPS",
        "BB-Gewicht (g)",
        "Joule",
        "Min. Joule",
        "Max. Joule",
        "Ergebnis",
        "Grund",
        "Nachmessung",
        "Letzte Messung",
        "Gemessen am",
        "Notiz",
      ],
      rows: [
        ["Nein", "M4", "AEG", "372", "0,20", "1,286", "", "1,138", "Abgelehnt", "Zu stark", "Nein", "Nein", "27.11.2026 14:26"],
        ["Nein", "M4", "AEG", "313", "0,25", "1,138", "", "1,138", "Zugelassen", "", "Ja", "Ja", "27.11.2026 14:31"],
        ["Nein", "SR-25", "DMR", "440", "0,20", "1,799", "1,138", "1,881", "Zugelassen", "", "Nein", "Ja", "27.11.2026 14:40"],
      ],
    },
    en: {
      separator: ",",
      header: [
        "Player",
        "Walk-in",
        "Replica",
        "Type",
        "FPS",
        "BB weight (g)",
        "Joules",
        "Min joules",
        "Max joules",
        "Verdict",
        "Reason",
        "Re-test",
        "Latest",
        "Measured",
        "Note",
      ],
      // Of a game in England: an hour behind Paris.
      rows: [
        ["No", "M4", "AEG", "372", "0.20", "1.286", "", "1.138", "Refused", "Too powerful", "No", "No", "2026-11-27 13:26"],
        ["No", "M4", "AEG", "313", "0.25", "1.138", "", "1.138", "Passed", "", "Yes", "Yes", "2026-11-27 13:31"],
        ["No", "SR-25", "DMR", "440", "0.20", "1.799", "1.138", "1.881", "Passed", "", "No", "Yes", "2026-11-27 13:40"],
      ],
    },
  } as const;

  for (const [lang, want] of Object.entries(expected) as [keyof typeof expected, (typeof expected)[keyof typeof expected]][]) {
    it(`${lang}: every reading with its limit, verdict, local time and re-test mark, oldest first, read back with "${want.separator}"`, async () => {
      const { db, organizer, player, gameId, reading } = await fieldDay();
      const first = await recordReading(db, organizer, reading({ fps: 372, note: "=cmd|' /C calc'!A0" }));
      const retest = await recordReading(db, organizer, reading({ fps: 313, bbGrams: 0.25 }));
      const dmr = await recordReading(db, organizer, reading({ replica: { index: 1 }, fps: 440 }));
      for (const [id, at] of [
        [first.id, "2026-11-27T13:26:18.338Z"],
        [retest.id, "2026-11-27T13:31:02Z"],
        [dmr.id, "2026-11-27T13:40:59Z"],
      ] as const)
        await db
          .update(chronoReading)
          .set({ measuredAt: new Date(at) })
          .where(eq(chronoReading.id, id));
      // The English file is of a game in England: its times are an hour behind Paris.
      if (lang === "en") await db.update(game).set({ timeZone: "Europe/London" }).where(eq(game.id, gameId));
      const { filename, csv } = await exportChronoCsv(db, organizer, { gameId, lang });
      expect(filename).toBe(`escouade-game-${gameId}-chrono.csv`);
      expect(csv.startsWith("\uFEFF")).toBe(true);
      const [header, ...rows] = readCsv(csv, want.separator);
      expect(header).toEqual(want.header);
      expect(rows.map((row) => row[0])).toEqual([player.username, player.username, player.username]);
      expect(rows.map((row) => row.slice(1, 14))).toEqual(want.rows);
      // A note that would start a formula is neutralised.
      expect(rows.map((row) => row[14])).toEqual(["'=cmd|' /C calc'!A0", "", ""]);
    });
  }
});
