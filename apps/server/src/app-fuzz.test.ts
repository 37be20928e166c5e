import { Writable } from "node:stream";
import type { AddressInfo } from "node:net";
import { transformer } from "@escouade/contracts/transformer";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createDatabase, type Database } from "./db/client.ts";
import { user } from "./db/schema/index.ts";
import { testEnv } from "../test-support/app.ts";
import { arbitraryInput } from "../test-support/fuzz-inputs.ts";
import { callProcedure, routerProcedures } from "../test-support/procedure-calls.ts";
import { createPlayer } from "../test-support/players.ts";
import { sessionCookieFor } from "../test-support/sessions.ts";

/**
 * No input gives a 500 (docs/decisions/019). Every procedure of the router, found in the router itself so a
 * new one is fuzzed without anyone listing it, gets inputs generated from its own schema (mostly
 * within bounds, so they reach the services and the database, with hostile values mixed in),
 * signed out, as a player and as an admin. It fails on any 5xx, and on any value the database
 * had to refuse because its schema let it through (the safety net logs those).
 *
 * The seed is fixed so CI is repeatable; FUZZ_SEED and FUZZ_RUNS explore further
 * (`FUZZ_RUNS=500 FUZZ_SEED=$RANDOM pnpm vitest run src/app-fuzz.test.ts`).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const procedures = Object.entries(routerProcedures);

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>["app"];
let baseUrl: string;
const warnings: string[] = [];
const actors: Record<string, Record<string, string>> = { anonymous: {} };

beforeAll(async () => {
  const config = loadConfig(testEnv({ DATABASE_URL: inject("databaseUrl"), LOG_LEVEL: "warn" }));
  database = createDatabase(config.database);
  // The log is read back: the safety net's warnings mean a schema let a bad value reach a query.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const line = String(chunk);
      if (line.includes("database refused")) warnings.push(line);
      done();
    },
  });
  ({ app } = await buildApp({ config, database, mailer: { send: async () => {} }, logger: { level: "warn", stream } }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  for (const role of ["player", "admin"] as const) {
    const player = await createPlayer(database.db, role === "admin" ? "Admin" : "Fuzz");
    if (role === "admin") await database.db.update(user).set({ role: "admin" }).where(eq(user.id, player.id));
    actors[role] = { cookie: (await sessionCookieFor(database.db, player.id)).header, origin: "http://localhost:5173" };
  }
}, 30_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** One call; for a subscription, its HTTP status only. */
const call = (path: string, input: unknown, headers: Record<string, string>) => callProcedure({ app, baseUrl }, path, input, headers);

const base64url = (text: string) => Buffer.from(text).toString("base64url");

/** Cursors a client could craft: in the formats the server writes, with values past what the columns hold. */
const CRAFTED_CURSORS = [
  base64url("2026-11-25T00:00:00.000Z|2147483648"),
  base64url("2026-11-25T00:00:00.000Z|-1"),
  base64url("+275760-09-13T00:00:00.000Z|1"),
  base64url("-271821-04-20T00:00:00.000Z|1"),
  base64url("ghost\u0000x\u0000y"),
  base64url(JSON.stringify({ by: "name", name: "a\u0000", id: "x" })),
  base64url(JSON.stringify({ by: "distance", distance: 1e308, id: "x" })),
  base64url(JSON.stringify({ by: "distance", distance: 1, id: "\u0000" })),
  base64url("x".repeat(150)),
  "%%%",
  "",
];

describe("every procedure, fuzzed from its own schema", () => {
  it("finds every procedure in the router", () => {
    // A floor, not a list: the router's own count grows with every feature.
    expect(procedures.length).toBeGreaterThan(80);
  });

  it("reads a crafted pagination cursor as a first page or a 400, never a crash", async () => {
    const failures: string[] = [];
    const paginated = procedures.filter(([, procedure]) =>
      procedure._def.inputs.some((input) => JSON.stringify(z.toJSONSchema(input as z.ZodType, { unrepresentable: "any", io: "input" })).includes('"cursor"')),
    );
    expect(paginated.map(([path]) => path)).toEqual(expect.arrayContaining(["games.getGames", "players.getPlayers", "teams.searchTeams"]));
    for (const [path] of paginated) {
      for (const cursor of CRAFTED_CURSORS) {
        const answer = await call(path, { cursor }, actors.player!);
        if (answer.status >= 500) failures.push(`${path} with cursor ${cursor}: ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it(`answers every input with less than a 500 (${RUNS} inputs per procedure and actor, seed ${SEED})`, async () => {
    const failures: string[] = [];
    for (const [path, procedure] of procedures) {
      for (const [actor, headers] of Object.entries(actors)) {
        const result = await fc.check(
          fc.asyncProperty(arbitraryInput(procedure._def.inputs), async (input) => (await call(path, input, headers)).status < 500),
          { numRuns: RUNS, seed: SEED },
        );
        if (result.failed) {
          const input = result.counterexample?.[0];
          const answer = await call(path, input, headers);
          failures.push(
            `${path} as ${actor}: ${answer.status} for ${JSON.stringify(transformer.serialize(input ?? null)).slice(0, 300)} → ${answer.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(warnings).toEqual([]);
  }, 300_000);
});
