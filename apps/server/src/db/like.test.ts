import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "./client.ts";
import { escapeLike } from "./like.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database?.close());

async function matches(text: string, typed: string) {
  const rows = await database.db.execute<{ hit: boolean }>(sql`select ${text} like ${`%${escapeLike(typed)}%`} as hit`);
  return rows[0]!.hit;
}

describe("escapeLike", () => {
  it("makes %, _ and the backslash match themselves in PostgreSQL, never as wildcards", async () => {
    expect(await matches("Airsoft 100% fun", "100%")).toBe(true);
    expect(await matches("Airsoft 1000 fun", "100%")).toBe(false);
    expect(await matches("team_a", "m_a")).toBe(true);
    expect(await matches("teamXa", "m_a")).toBe(false);
    expect(await matches("C:\\dir", "C:\\d")).toBe(true);
    expect(await matches("C:dir", "C:\\d")).toBe(false);
  });
});
