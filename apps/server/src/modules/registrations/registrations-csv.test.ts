import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, profile, registration } from "../../db/schema/index.ts";
import { createGame } from "../games/service.ts";
import { exportRegistrationsCsv, registerForGame, setPaymentStatus } from "./service.ts";
import { AEG_300, createPlayer, gameInput } from "../../../test-support/players.ts";
import { readCsvRecords } from "../../../test-support/read-csv.ts";
import { createTeamWith } from "../../../test-support/teams.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

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
