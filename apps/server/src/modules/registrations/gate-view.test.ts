import type { RegistrationQuestion } from "@escouade/contracts/registration-questions";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { createGame } from "../games/service.ts";
import { nameStaff } from "../staff/service.ts";
import { decideRegistration, exportRegistrationsCsv, getGameRegistrations, getMyGames, registerForGame } from "./service.ts";
import { AEG_300, createPlayer, gameInput } from "../../../test-support/players.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";

/**
 * The registrations page as the game's staff get it at the gate (docs/product.md §4): who holds a
 * place and what they carry, nothing that says more about a player than the gate needs.
 */

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const QUESTIONS: RegistrationQuestion[] = [{ id: "qmeal", label: "Repas du midi ?", kind: "yes_no", required: true, options: [] }];

/** A game asking a question and approving each request: one player let in, one still asking, one marshal. */
async function gameWithStaff() {
  const db = database.db;
  const organizer = await createPlayer(db, "Orga");
  const { id: gameId } = await createGame(db, organizer, gameInput({ questions: QUESTIONS, approvalRequired: true }));
  const [admitted, asking, marshal] = [await createPlayer(db, "Admis"), await createPlayer(db, "Demande"), await createPlayer(db, "Marshal")];
  for (const player of [admitted, marshal]) {
    const { id } = await registerForGame(db, player, { gameId, replicas: AEG_300, answers: { qmeal: true } });
    await decideRegistration(db, organizer, { registrationId: id, approve: true });
  }
  await registerForGame(db, asking, { gameId, replicas: AEG_300, answers: { qmeal: false } });
  await nameStaff(db, organizer, { gameId, userId: marshal.id, role: "marshal" });
  return { db, organizer, gameId, admitted, asking, marshal };
}

describe("the registrations page at the gate", () => {
  it("lists who holds a place, without the requests still to answer, the questions or what the organizer noted", async () => {
    const { db, organizer, gameId, admitted, asking, marshal } = await gameWithStaff();

    const full = await getGameRegistrations(db, organizer, gameId);
    expect(full.registrations.map((r) => r.userId)).toEqual([admitted.id, marshal.id, asking.id]);
    expect(full.game.questions).toEqual(QUESTIONS);

    const gate = await getGameRegistrations(db, marshal, gameId);
    expect(gate.viewerIsOrganizer).toBe(false);
    expect(gate.registrations.map((r) => r.userId)).toEqual([admitted.id, marshal.id]);
    expect(gate.summary).toMatchObject({ confirmed: 2, pending: 0 });
    expect(gate.game.questions).toEqual([]);
    for (const row of gate.registrations) {
      expect(row.answers).toEqual({});
      expect(row.fairPlay).toEqual({ score: null, comment: null });
    }
  });

  it("leaves the file of contacts to the organizer", async () => {
    const { db, organizer, gameId, marshal } = await gameWithStaff();
    const options = { gameId, lang: "fr" as const };
    expect(await appCodeOf(exportRegistrationsCsv(db, marshal, options))).toBe("FORBIDDEN");
    expect(await appCodeOf(exportRegistrationsCsv(db, organizer, options))).toBeNull();
  });

  it("puts the staff badge on a ticket once the organizer confirmed, not on an offer", async () => {
    const db = database.db;
    const organizer = await createPlayer(db, "Orga");
    const { id: gameId } = await createGame(db, organizer, gameInput());
    const volunteer = await createPlayer(db, "Volontaire");
    await registerForGame(db, volunteer, { gameId, replicas: AEG_300, canMarshal: true });
    expect((await getMyGames(db, volunteer)).registered[0]).toMatchObject({ staffRole: null });

    await nameStaff(db, organizer, { gameId, userId: volunteer.id, role: "medic" });
    expect((await getMyGames(db, volunteer)).registered[0]).toMatchObject({ staffRole: "medic" });
  });
});
