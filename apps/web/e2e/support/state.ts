import { tmpdir } from "node:os";
import path from "node:path";

/** Where global setup leaves the addresses the tests need (the mail sink's API, the database). */
export const STATE_FILE = path.join(tmpdir(), `escouade-e2e-${process.env.E2E_PORT ?? 4310}.json`);

export interface E2eState {
  mailApi: string;
  /** The journeys' own database: fixtures set what no API may (a user's site role). */
  databaseUrl: string;
  /** The local Discord's root (test-support/discord-server.ts): its /__control/webhooks make channels and read what they got. */
  discordApi: string;
}
