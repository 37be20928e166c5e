import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chronoReading, game, registration } from "../../db/schema/index.ts";
import { createTestApp, expectOk, refusalOf, type TestApp, type TrpcResult } from "../../../test-support/app.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { signedInClient } from "../../../test-support/sessions.ts";
import { createGame } from "../games/service.ts";
import { registerForGame } from "../registrations/service.ts";

/**
 * The chrono over HTTP, as the phone calls it: bad input is a 4xx naming the field, never a 500,
 * and a reading sent twice is written once.
 */

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ mailer: { send: async () => {} } });
});
afterAll(() => server?.close());

async function fieldDay() {
  const db = server.database.db;
  const organizer = await createPlayer(db, "Orga");
  const player = await createPlayer(db, "Tireur");
  const { id: gameId } = await createGame(db, organizer, gameInput());
  const place = await registerForGame(db, player, { gameId, replicas: [{ powerClass: "aeg", fps: 330, name: "M4" }] });
  await db
    .update(game)
    .set({ startsAt: new Date(Date.now() - 3600_000) })
    .where(eq(game.id, gameId));
  await db.update(registration).set({ checkedInAt: new Date() }).where(eq(registration.id, place.id));
  const valid = { gameId, registrationId: place.id, replica: { index: 0 }, fps: 330, bbGrams: 0.2, note: "", clientId: randomUUID() };
  return { organizer: await signedInClient(server, organizer.id), player: await signedInClient(server, player.id), gameId, valid };
}

describe("chrono over HTTP", () => {
  it("refuses a speed of 0, 801, with decimals or as a string, a BB out of range, a long note: 400 naming the field", async () => {
    const { organizer, gameId, valid } = await fieldDay();
    for (const fps of [0, 801, 330.5, "330", null]) {
      const { status, fields } = refusalOf(await organizer.mutation("chrono.record", { ...valid, fps }));
      expect(status).toBe(400);
      expect(fields.fps, `fps ${String(fps)}`).toBeDefined();
    }
    expect(refusalOf(await organizer.mutation("chrono.record", { ...valid, bbGrams: 0.6 })).fields.bbGrams).toBeDefined();
    expect(refusalOf(await organizer.mutation("chrono.record", { ...valid, note: "n".repeat(201) })).fields.note).toEqual(["too_long"]);
    expect(refusalOf(await organizer.mutation("chrono.record", { ...valid, clientId: "twice" })).status).toBe(400);
    expect(refusalOf(await organizer.mutation("chrono.record", { ...valid, registrationId: "1; drop table chrono_reading" })).status).toBe(400);
    expect(await server.database.db.select().from(chronoReading).where(eq(chronoReading.gameId, gameId))).toHaveLength(0);
  });

  it("the player, not the organizer, is refused with 403; the organizer's double tap writes one reading", async () => {
    const { organizer, player, gameId, valid } = await fieldDay();
    expect(refusalOf(await player.mutation("chrono.record", valid))).toMatchObject({ status: 403, appCode: "FORBIDDEN" });
    expect(refusalOf(await player.query("chrono.getLog", { gameId }))).toMatchObject({ status: 403, appCode: "FORBIDDEN" });
    const [a, b] = await Promise.all([organizer.mutation("chrono.record", valid), organizer.mutation("chrono.record", valid)]);
    expect(expectOk(a as TrpcResult<{ id: number }>).id).toBe(expectOk(b as TrpcResult<{ id: number }>).id);
    expect(await server.database.db.select().from(chronoReading).where(eq(chronoReading.gameId, gameId))).toHaveLength(1);
    // Without a language, the export is French; the page's language is taken, another is refused.
    const csv = expectOk((await organizer.query("chrono.exportCsv", { gameId })) as TrpcResult<{ csv: string }>).csv;
    expect(csv.trimEnd().split("\r\n")).toHaveLength(2);
    expect(csv.startsWith("\uFEFFJoueur;Sur place;")).toBe(true);
    const german = expectOk((await organizer.query("chrono.exportCsv", { gameId, lang: "de" })) as TrpcResult<{ csv: string }>).csv;
    expect(german.startsWith("\uFEFFSpieler;Vor Ort;")).toBe(true);
    expect(refusalOf(await organizer.query("chrono.exportCsv", { gameId, lang: "it" })).status).toBe(400);
  });
});
