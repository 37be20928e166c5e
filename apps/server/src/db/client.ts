import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema/index.ts";

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../drizzle");

export type DatabaseConfig = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

/** Both drivers expose the same query builder; services only see this type. */
export type Db = ReturnType<typeof drizzlePostgres<typeof schema>>;

export interface Database {
  db: Db;
  kind: DatabaseConfig["kind"];
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw postgres-js client, for LISTEN/NOTIFY; undefined on PGlite (single process). */
  sql?: postgres.Sql;
  /** Where it is, for pg-boss's own pool (platform/jobs.ts); undefined on PGlite. */
  url?: string;
  /**
   * Where the live buses read the rows they were woken for: a small pool of its own, so a burst
   * of requests queued on the main pool does not hold back delivery (the messages bench: p95 from
   * 25 ms to 0.8 s with 80 senders at once on one pool). The same database on PGlite.
   */
  live: Db;
}

/** Bursts are read one after another per bus: two buses, one connection each. */
const LIVE_POOL_SIZE = 2;

/**
 * What every pool of this process (and the LISTEN connection postgres-js opens with the main
 * pool's options) needs to live through a database restart (src/app-chaos-postgres-restart.test.ts):
 * - A query waits for its connection's reconnect delay before it even tries, and postgres-js grows
 *   that delay to 20 s: after a few seconds of outage, requests hung for 10 to 20 s after the
 *   database was back. Capped at 1 s, a request meets a dead database's error within a second,
 *   and a live one again within a second of its return.
 * - Each new connection's first statement is postgres-js's array-type lookup; when the database
 *   goes away during it, its rejection is unhandled (porsager/postgres#1223), which ends a Node
 *   process. Drizzle parses text[] columns itself, so the lookup is not needed.
 */
const RESILIENT: postgres.Options<Record<string, postgres.PostgresType>> = {
  onnotice: () => {},
  backoff: (retries) => Math.min(0.05 * 2 ** retries, 1),
  fetch_types: false,
};

export function createDatabase(config: DatabaseConfig): Database {
  if (config.kind === "postgres") {
    const sql = postgres(config.url, { ...RESILIENT, max: 10 });
    const db = drizzlePostgres(sql, { schema });
    const liveSql = postgres(config.url, { ...RESILIENT, max: LIVE_POOL_SIZE });
    return {
      db,
      kind: "postgres",
      sql,
      url: config.url,
      live: drizzlePostgres(liveSql, { schema }),
      migrate: () => migratePostgres(db, { migrationsFolder }),
      ping: async () => {
        await sql`select 1`;
      },
      close: async () => {
        await Promise.all([sql.end({ timeout: 5 }), liveSql.end({ timeout: 5 })]);
      },
    };
  }
  mkdirSync(config.dir, { recursive: true });
  const client = new PGlite(config.dir);
  const db = drizzlePglite(client, { schema });
  return {
    // PGlite's drizzle flavour has the same query API; the cast keeps one Db type for services.
    db: db as unknown as Db,
    live: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/** A transaction handed to `db.transaction(async (tx) => ...)`: what helpers that join a caller's transaction take. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
