import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../db/client.ts";
import { rateLimitHit } from "../db/schema/index.ts";
import { takeFromAllowance } from "./rate-limiter.ts";

// Two connection pools stand for two server processes: the count is the database's, not a process's.
let first: Database;
let second: Database;

beforeAll(() => {
  first = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
  second = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe("takeFromAllowance", () => {
  it("lets exactly `max` of 24 simultaneous uses through from two processes, and keeps other keys apart", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const other = `test:${crypto.randomUUID()}`;
    const allowance = { max: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => takeFromAllowance((i % 2 === 0 ? first : second).db, key, allowance)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await first.db.$count(rateLimitHit, eq(rateLimitHit.key, key))).toBe(5);
    expect(await takeFromAllowance(second.db, other, allowance)).toBe(true);
  });

  it("forgets uses older than the window, and sweeps their rows", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const allowance = { max: 2, windowMs: 60_000 };
    const longAgo = new Date(Date.now() - 120_000);
    await first.db.insert(rateLimitHit).values([
      { key, at: longAgo },
      { key, at: longAgo },
      { key, at: longAgo },
    ]);
    expect(await takeFromAllowance(first.db, key, allowance)).toBe(true);
    expect(await takeFromAllowance(first.db, key, allowance)).toBe(true);
    expect(await takeFromAllowance(first.db, key, allowance)).toBe(false);
    expect(await first.db.$count(rateLimitHit, eq(rateLimitHit.key, key))).toBe(2);
  });
});
