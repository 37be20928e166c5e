import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { createDatabase, type Database } from "../src/db/client.ts";
import { prepareDatabase } from "../src/jobs.ts";

export interface OwnDatabase {
  url: string;
  database: Database;
  drop(): Promise<void>;
}

/**
 * A database of a test's own on the run's server, migrated, with its job queues: for tests whose
 * processes work the background queues, which would otherwise take each other's jobs.
 */
export async function createOwnDatabase(label: string): Promise<OwnDatabase> {
  const runUrl = new URL(inject("databaseUrl"));
  const name = `${runUrl.pathname.slice(1)}_${label}_${randomBytes(3).toString("hex")}`.slice(0, 63);
  const adminUrl = new URL(runUrl);
  adminUrl.pathname = "/postgres";
  const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ kind: "postgres", url: url.toString() });
  await prepareDatabase(database);
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      try {
        await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}
