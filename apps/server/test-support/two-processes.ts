import { inject } from "vitest";
import { createDatabase, type Database, type Db } from "../src/db/client.ts";
import { createPlayer } from "./players.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";
import { sessionCookieFor } from "./sessions.ts";

export interface TwoServerProcesses {
  /** A pool of the tests' own on the same database, to write what the processes deliver. */
  database: Database;
  first: ServerProcess;
  second: ServerProcess;
  stop(): Promise<void>;
}

/** Two real server processes on the run's database, as behind a load balancer: each has its own LISTEN. */
export async function startTwoServerProcesses(): Promise<TwoServerProcesses> {
  const database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
  const [first, second] = await Promise.all([
    startServerProcess({ DATABASE_URL: inject("databaseUrl") }),
    startServerProcess({ DATABASE_URL: inject("databaseUrl") }),
  ]);
  return {
    database,
    first,
    second,
    async stop() {
      await Promise.all([first.stop(), second.stop()]);
      await database.close();
    },
  };
}

/** A new player with a session cookie header, for a stream opened over HTTP. */
export async function signedInPlayer(db: Db, label: string) {
  const player = await createPlayer(db, label);
  return { ...player, cookie: (await sessionCookieFor(db, player.id)).header };
}
