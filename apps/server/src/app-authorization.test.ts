import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createDatabase, type Database } from "./db/client.ts";
import { AUTHORIZATION_MATRIX } from "../test-support/authorization-matrix.ts";
import type { Outcome } from "../test-support/authorization-outcomes.ts";
import { ACTORS, buildWorld, type Actor, type World } from "../test-support/authorization-world.ts";
import { worldFingerprint } from "../test-support/authorization-fingerprint.ts";
import { testEnv } from "../test-support/app.ts";
import { callProcedure, routerProcedures } from "../test-support/procedure-calls.ts";

/**
 * The authorization matrix (docs/decisions/019): every procedure of the router × every kind of caller,
 * each cell run against the real app in a world of its own, and compared with what the matrix,
 * written as data in test-support/authorization-matrix.ts, says it must be. A refusal must also
 * have changed nothing. A procedure the matrix does not name fails the suite, so a new one cannot
 * ship without someone deciding who may call it.
 *
 * AUTHZ_RECORD=1 prints what every cell does now instead of checking, to review a new row.
 */
const RECORD = process.env.AUTHZ_RECORD === "1";
const ONLY = process.env.AUTHZ_ONLY;

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>["app"];
let baseUrl: string;

beforeAll(async () => {
  const config = loadConfig(testEnv({ DATABASE_URL: inject("databaseUrl") }));
  database = createDatabase(config.database);
  ({ app } = await buildApp({ config, database, mailer: { send: async () => {} }, logger: false }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Calls a procedure as the web does, and names the outcome: "ok", or the refusal's status and code. */
async function outcomeOf(path: string, input: unknown, cookie: string | undefined): Promise<Outcome> {
  const headers: Record<string, string> = { origin: "http://localhost:5173", ...(cookie ? { cookie } : {}) };
  const { status, body } = await callProcedure({ app, baseUrl }, path, input, headers, {
    // Each call from its own address: per-address limits (the contact form's) are not what this checks.
    remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    firstEvent: true,
  });
  if (routerProcedures[path]!._def.type === "subscription" && status === 200) return subscriptionOutcome(body);
  if (status >= 200 && status < 300) return "ok";
  const parsed = JSON.parse(body) as { error?: { json?: { data?: { appCode?: string } } } };
  return `${status} ${parsed.error?.json?.data?.appCode ?? "?"}`;
}

/**
 * A subscription answers 200 before its procedure runs: a refusal is the stream's first event
 * (tRPC's serialized-error), an allowed one opens and stays open.
 */
function subscriptionOutcome(firstEvent: string): Outcome {
  if (!firstEvent.includes("serialized-error")) return "ok";
  const data = /data: (.*)/.exec(firstEvent.slice(firstEvent.indexOf("serialized-error")))?.[1] ?? "{}";
  const error = JSON.parse(data) as { json?: { data?: { httpStatus?: number; appCode?: string } } };
  return `${error.json?.data?.httpStatus ?? 0} ${error.json?.data?.appCode ?? "?"}`;
}

describe("the authorization matrix", () => {
  it("names every procedure of the router, and none that is gone", () => {
    const named = new Set(Object.entries(AUTHORIZATION_MATRIX).map(([name, row]) => row.procedure ?? name));
    expect([...named].sort()).toEqual(Object.keys(routerProcedures).sort());
  });

  it("gives every caller what the matrix says, and a refusal changes nothing", async () => {
    const mismatches: string[] = [];
    const recorded: string[] = [];
    const rows = Object.entries(AUTHORIZATION_MATRIX).filter(([name]) => !ONLY || name.startsWith(ONLY));
    // A world of its own for each cell, built for a whole row at once, and the next row's while
    // this one's calls run: building one is a few dozen round trips to PostgreSQL, which wait
    // better side by side than one after another. No call touches a world but its own.
    const buildRowWorlds = () => Promise.all(ACTORS.map(() => buildWorld(database.db)));
    let nextWorlds = buildRowWorlds();
    for (const [rowIndex, [name, row]] of rows.entries()) {
      const worlds: World[] = await nextWorlds;
      if (rowIndex + 1 < rows.length) nextWorlds = buildRowWorlds();
      const path = row.procedure ?? name;
      const seen: Partial<Record<Actor, Outcome>> = {};
      for (const [index, actor] of ACTORS.entries()) {
        const world = worlds[index]!;
        const input = row.input?.(world);
        const before = await worldFingerprint(database.db, world);
        const outcome = await outcomeOf(path, input, actor === "anonymous" ? undefined : world.cookies[actor]);
        seen[actor] = outcome;
        if (RECORD) continue;
        if (outcome !== row.expect[actor]) mismatches.push(`${name} as ${actor}: ${outcome}, the matrix says ${row.expect[actor]}`);
        if (outcome !== "ok" && JSON.stringify(await worldFingerprint(database.db, world)) !== JSON.stringify(before)) {
          mismatches.push(`${name} as ${actor}: refused (${outcome}) but changed the world`);
        }
      }
      if (RECORD) recorded.push(`  "${name}": ${JSON.stringify(seen)},`);
    }
    if (RECORD) {
      console.warn(recorded.join("\n"));
      return;
    }
    expect(mismatches).toEqual([]);
  }, 600_000);
});
