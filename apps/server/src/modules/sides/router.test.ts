import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectOk, refusalOf, type TestApp } from "../../../test-support/app.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { signedInClient } from "../../../test-support/sessions.ts";
import { createGame } from "../games/service.ts";
import { registerForGame } from "../registrations/service.ts";

/**
 * The sides API over HTTP: bad input is a 400 naming the field, a rule a 409 with its code,
 * never a 500; and a double submit of the same pick changes nothing.
 */

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ mailer: { send: async () => {} } });
});
afterAll(() => server?.close());

const side = (name: string, colour = "#c62828") => ({ name, colour, maxPlayers: null });

describe("the sides API", () => {
  it("refuses one side, nine, an empty or long name, a bad colour or cap, wrong types: 400", async () => {
    const db = server.database.db;
    const organizer = await createPlayer(db, "Orga");
    const { id: gameId } = await createGame(db, organizer, gameInput());
    const client = await signedInClient(server, organizer.id);
    const bad = [
      { gameId, sides: [side("Seul")] },
      { gameId, sides: Array.from({ length: 9 }, (_, i) => side(`Camp ${i}`)) },
      { gameId, sides: [side(""), side("B")] },
      { gameId, sides: [side("x".repeat(41)), side("B")] },
      { gameId, sides: [side("A", "rouge"), side("B")] },
      { gameId, sides: [{ ...side("A"), maxPlayers: 0 }, side("B")] },
      { gameId, sides: [{ ...side("A"), maxPlayers: "12" }, side("B")] },
      { gameId, sides: "Rouges, Bleus" },
      { gameId: "1", sides: [] },
    ];
    for (const input of bad)
      expect(refusalOf(await client.mutation("sides.setSides", input)), JSON.stringify(input)).toMatchObject({ status: 400, appCode: "VALIDATION_FAILED" });
    expect(refusalOf(await client.mutation("sides.pick", { gameId, sideId: "1" }))).toMatchObject({ status: 400 });
    expect(refusalOf(await client.mutation("sides.assign", { registrationId: 2 ** 31, sideId: null }))).toMatchObject({ status: 400 });
    expect(refusalOf(await client.mutation("sides.balance", { gameId }))).toMatchObject({ status: 400 });
    expect(refusalOf(await client.mutation("sides.setSides", { gameId, sides: [side("Rouges"), side("ROUGES ")] }))).toMatchObject({
      status: 409,
      appCode: "SIDE_NAME_TAKEN",
    });
    const saved = expectOk(await client.query("sides.getSides", { gameId })) as { sides: unknown[] };
    expect(saved.sides).toEqual([]);
  });

  it("a pick sent twice at once keeps one place; a full side says so with a 409", async () => {
    const db = server.database.db;
    const organizer = await createPlayer(db, "Orga");
    const { id: gameId } = await createGame(db, organizer, gameInput());
    const [a, b] = [await createPlayer(db, "A"), await createPlayer(db, "B")];
    for (const p of [a, b]) await registerForGame(db, p, { gameId, replicas: [{ powerClass: "aeg", fps: 300, name: "" }] });
    const orga = await signedInClient(server, organizer.id);
    const { sides } = expectOk(await orga.mutation("sides.setSides", { gameId, sides: [{ ...side("Rouges"), maxPlayers: 1 }, side("Bleus", "#1565c0")] })) as {
      sides: { id: number }[];
    };
    const first = await signedInClient(server, a.id);
    const twice = await Promise.all([
      first.mutation("sides.pick", { gameId, sideId: sides[0]!.id }),
      first.mutation("sides.pick", { gameId, sideId: sides[0]!.id }),
    ]);
    for (const result of twice) expect(expectOk(result)).toEqual({ sideId: sides[0]!.id });
    const second = await signedInClient(server, b.id);
    expect(refusalOf(await second.mutation("sides.pick", { gameId, sideId: sides[0]!.id }))).toMatchObject({ status: 409, appCode: "SIDE_FULL" });
    const view = expectOk(await second.query("sides.getGameSides", { gameId })) as { sides: { count: number }[]; mySideId: number | null };
    expect(view.sides.map((s) => s.count)).toEqual([1, 0]);
    expect(view.mySideId).toBeNull();
  });
});
