import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { registration } from "../../db/schema/index.ts";
import { createGame } from "../games/service.ts";
import { exportRegistrationsCsv, getGameRegistrations, registerForGame, removeRegistrant, setPaymentStatus } from "./service.ts";
import { notificationsOf, statusesOf } from "../../../test-support/registrations.ts";
import { AEG_300, createPlayer, gameInput } from "../../../test-support/players.ts";
import { readCsv } from "../../../test-support/read-csv.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

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
    expect(await statusesOf(database.db, id)).toMatchObject({ [b.id]: "removed" });
    // The organizer's decision is not the player's late cancellation.
    const [removed] = await database.db.select({ cancelledLate: registration.cancelledLate }).from(registration).where(eq(registration.id, rb.id));
    expect(removed!.cancelledLate).toBe(false);
    page = await getGameRegistrations(database.db, organizer, id);
    expect(page.registrations.map((r) => [r.username, r.status])).toEqual([
      [a.username, "confirmed"],
      [c.username, "confirmed"],
    ]);
    expect(await notificationsOf(database.db, b.id)).toMatchObject([{ type: "game_registration_removed", payload: { game: { id } } }]);
    expect((await notificationsOf(database.db, c.id)).map((n) => n.type)).toContain("game_waitlist_promoted");

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
