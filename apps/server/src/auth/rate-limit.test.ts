import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { APP_ORIGIN, Client, createTestApp, uniqueEmail, uniqueIp, type TestApp } from "../../test-support/app.ts";
import { startServerProcess, type ServerProcess } from "../../test-support/server-process.ts";

// auth.ts: "/sign-in/email" allows 10 attempts per 60 s and per client address.
const SIGN_IN_MAX = 10;

let first: TestApp;
let second: TestApp;
let other: ServerProcess;
const noMail = { send: async () => {} };

beforeAll(async () => {
  // Two app instances on the same PostgreSQL database, each with its own connection pool,
  // and the real server as a separate process (behind a "proxy": it trusts X-Forwarded-For).
  [first, second, other] = await Promise.all([
    createTestApp({ mailer: noMail }),
    createTestApp({ mailer: noMail }),
    startServerProcess({ DATABASE_URL: inject("databaseUrl"), TRUST_PROXY: "true" }),
  ]);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await other?.stop();
});

/** A sign-in attempt against the other process, from `ip` as its proxy reports it. */
async function signInThroughProxy(ip: string, email: string, password: string) {
  const response = await fetch(`${other.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_ORIGIN, "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

// The per-address limit is what these check: each attempt names another account, so the
// per-account slowdown (sign-in-slowdown.test.ts) never comes into play.
describe("auth rate limits", () => {
  it("answers 429 past the sign-in limit, in the database, for every instance", async () => {
    const attacker = new Client(first.app);
    const email = uniqueEmail("target");
    for (let attempt = 1; attempt <= SIGN_IN_MAX; attempt++) {
      const result = await attacker.signIn(uniqueEmail("target"), `Wrong-Guess-${attempt}`);
      expect(result.status, `attempt ${attempt}: ${result.raw}`).toBe(401);
    }
    const limited = await attacker.signIn(email, "Wrong-Guess-11");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["x-retry-after"])).toBeGreaterThan(0);

    // The counter lives in the shared rate_limit table, keyed on the client address.
    const rows = await first.database.sql!<{ count: number }[]>`
      select count from rate_limit where key = ${`${attacker.ip}|/sign-in/email`}`;
    expect(rows).toEqual([{ count: SIGN_IN_MAX }]);

    // Another instance (another pool, as another process would have) refuses the same address too.
    const sameAddressElsewhere = attacker.on(second.app);
    const refused = await sameAddressElsewhere.signIn(email, "Wrong-Guess-12");
    expect(refused.status).toBe(429);

    // So does another server process.
    expect(await signInThroughProxy(attacker.ip, email, "Wrong-Guess-13")).toBe(429);

    // Other addresses are not affected, anywhere.
    expect((await new Client(first.app).signIn(email, "Wrong-Guess")).status).toBe(401);
    expect((await new Client(second.app).signIn(email, "Wrong-Guess")).status).toBe(401);
    expect(await signInThroughProxy(uniqueIp(), email, "Wrong-Guess")).toBe(401);
  });

  it("never limits the session check: sixty players behind one address each open the app three times", async () => {
    const field = uniqueIp();
    const players = Array.from({ length: 60 }, () => new Client(first.app, field));
    for (let round = 0; round < 3; round++) {
      for (const player of players) {
        const answer = await player.authGet("/get-session");
        expect(answer.status, answer.raw).toBe(200);
      }
    }
    // Everything else keeps its per-address budget (120 a minute).
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await players[0]!.authGet("/list-sessions")).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("shares attempts made on different processes in one budget", async () => {
    const ip = uniqueIp();
    const email = uniqueEmail("target");
    const here = new Client(first.app, ip);
    // Half the budget on the other process, half here: the next attempt anywhere is refused.
    for (let attempt = 1; attempt <= SIGN_IN_MAX / 2; attempt++) {
      expect(await signInThroughProxy(ip, uniqueEmail("target"), `Wrong-${attempt}`)).toBe(401);
      expect((await here.signIn(uniqueEmail("target"), `Wrong-${attempt}`)).status).toBe(401);
    }
    expect(await signInThroughProxy(ip, email, "Wrong-again")).toBe(429);
    expect((await here.signIn(email, "Wrong-again")).status).toBe(429);
  });

  it("keys on the address Fastify resolved, not on a spoofable header", async () => {
    const attacker = new Client(first.app);
    const email = uniqueEmail("target");
    for (let attempt = 1; attempt <= SIGN_IN_MAX; attempt++) await attacker.signIn(uniqueEmail("target"), `Wrong-Guess-${attempt}`);
    // Forged forwarding and bridge headers do not buy a fresh bucket (TRUST_PROXY is off).
    const forged = await attacker.authPost("/sign-in/email", { email, password: "Wrong" });
    expect(forged.status).toBe(429);
    const response = await attacker.request({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "Wrong" },
      headers: { "x-forwarded-for": "203.0.113.7", "x-real-ip": "203.0.113.7", "x-escouade-client-ip": "203.0.113.7" },
    });
    expect(response.statusCode).toBe(429);
  });
});
