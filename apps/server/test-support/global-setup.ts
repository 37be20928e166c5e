import { randomBytes } from "node:crypto";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../src/db/client.ts";
import { prepareDatabase } from "../src/jobs.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the PostgreSQL database created (and migrated) for this test run. */
    databaseUrl: string;
  }
}

const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** Creates one fresh database for the run, migrates it once, and drops it (forcefully) at the end. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
  const name = `escouade_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } catch (error) {
    await admin.end({ timeout: 5 });
    throw new Error(`Could not create the test database on ${adminUrl} (set TEST_DATABASE_URL): ${String(error)}`);
  }

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const teardown = async () => {
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await admin.end({ timeout: 5 });
    }
  };

  const database = createDatabase({ kind: "postgres", url: databaseUrl });
  try {
    await prepareDatabase(database);
  } catch (error) {
    await database.close();
    await teardown();
    throw error;
  }
  await database.close();
  project.provide("databaseUrl", databaseUrl);
  return teardown;
}
