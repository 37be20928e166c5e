import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { E2E_PORT } from "../../playwright.config.ts";
import { STATE_FILE, type E2eState } from "./state.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, "../../../server");
// E2E_WEB_DIST lets two builds (two worktrees of work) run their journeys side by side.
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.resolve(here, "../../dist");

/** The first JSON line a child prints; the pipe stays open (closing it early would kill the child). */
function waitForLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = "";
    child.stdout!.on("data", (chunk) => {
      buffer += String(chunk);
      const line = buffer.split("\n").find((l) => l.trim().startsWith("{"));
      if (line) resolve(line);
    });
    child.once("exit", (code) => reject(new Error(`process exited (${code}) before printing its ports`)));
  });
}

async function waitForReady(url: string, server: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready at ${url}`);
}

/**
 * The stack the journeys run against: a fresh PostgreSQL database, a real SMTP server process,
 * and the real server process serving the built SPA.
 */
export default async function globalSetup() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const dbName = `escouade_e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;

  const sink = spawn(process.execPath, ["--import", "tsx", "test-support/smtp-sink.ts"], { cwd: serverDir, stdio: ["pipe", "pipe", "inherit"] });
  const { smtpPort, httpPort } = JSON.parse(await waitForLine(sink)) as { smtpPort: number; httpPort: number };

  // A local Discord, where the channels organizers connect receive their posts (decision 038).
  const discord = spawn(process.execPath, ["--import", "tsx", "test-support/discord-server.ts"], { cwd: serverDir, stdio: ["pipe", "pipe", "inherit"] });
  const { port: discordPort } = JSON.parse(await waitForLine(discord)) as { port: number };
  const discordApi = `http://127.0.0.1:${discordPort}`;

  const origin = `http://127.0.0.1:${E2E_PORT}`;
  const server = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(E2E_PORT),
      SERVER_URL: origin,
      PUBLIC_APP_URL: origin,
      DATABASE_URL: dbUrl.toString(),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      BETTER_AUTH_SECRET: "e2e-secret-0123456789-abcdefghijklmnop",
      SEED_DEMO_DATA: "false",
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: "warn",
      // Fixtures give each simulated person its own address (X-Forwarded-For), as a proxy would.
      TRUST_PROXY: "true",
      // No network here: address searches use the offline gazetteer.
      GEOCODER_URL: "",
      DISCORD_API_URL: `${discordApi}/api/v10`,
      // No day-before reminders landing in the middle of a journey's notifications.
      GAME_REMINDER_SWEEP_CRON: "",
    },
  });
  await waitForReady(`${origin}/readyz`, server);
  writeFileSync(STATE_FILE, JSON.stringify({ mailApi: `http://127.0.0.1:${httpPort}`, databaseUrl: dbUrl.toString(), discordApi } satisfies E2eState));

  return async () => {
    server.kill("SIGTERM");
    sink.kill("SIGTERM");
    discord.kill("SIGTERM");
    await Promise.race([once(server, "exit"), new Promise((r) => setTimeout(r, 5000))]);
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  };
}
