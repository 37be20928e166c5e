import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createDatabase, type Database } from "./db/client.ts";
import type { MailMessage, Mailer } from "./platform/mail.ts";
import { Client, expectError, expectOk, testEnv, uniqueEmail } from "../test-support/app.ts";
import { GOOD_PASSWORD, onboardingInput } from "../test-support/flows.ts";
import { extractCode } from "../test-support/mail.ts";
import { prepareDatabase } from "./jobs.ts";

/** A mailer that keeps what it is given, with the same polling interface as the SMTP sink. */
function capturingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
    },
  };
  async function waitForMail(to: string, timeoutMs = 5_000): Promise<MailMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = sent.find((m) => m.to === to);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail for ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { mailer, sent, waitForMail };
}

let dataDir: string;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>["app"];
const mail = capturingMailer();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "escouade-pglite-"));
  // No DATABASE_URL: the embedded default, PGlite under DATA_DIR.
  const config = loadConfig(testEnv({ DATA_DIR: dataDir }));
  expect(config.database).toEqual({ kind: "pglite", dir: path.join(dataDir, "db") });
  database = createDatabase(config.database);
  await prepareDatabase(database);
  ({ app } = await buildApp({ config, database, mailer: mail.mailer, logger: false }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("embedded PGlite: sign-up → verify → onboarding", () => {
  it("is ready on PGlite", async () => {
    const response = await app.inject({ method: "GET", url: "/readyz" });
    expect(response.json()).toEqual({ status: "ok", database: "pglite" });
  });

  it("runs the whole journey", async () => {
    const client = new Client(app);
    const email = uniqueEmail("pglite");
    const signUp = await client.signUp({ email, password: GOOD_PASSWORD, name: "Lou", lang: "en" });
    expect(signUp.status, signUp.raw).toBe(200);
    // Sign-up signs no one in (its answer is the same for a taken address): the password does.
    expect(await client.getSession()).toBeNull();
    expect((await client.signIn(email, GOOD_PASSWORD)).status).toBe(200);
    expect((await client.getSession())?.user).toMatchObject({ email, emailVerified: false, infoFilled: false });

    const message = await mail.waitForMail(email);
    expect(message.subject).toBe("Your Escouade verification code");
    const code = extractCode(message.text);

    const wrong = await client.verifyEmail(email, code === "000000" ? "111111" : "000000");
    expect(wrong.body.code).toBe("INVALID_OTP");
    const verified = await client.verifyEmail(email, code);
    expect(verified.status, verified.raw).toBe(200);

    const input = onboardingInput();
    expectOk(await client.mutation("profiles.completeOnboarding", input));
    expect((await client.getSession())?.user).toMatchObject({ emailVerified: true, infoFilled: true });
    expect(expectOk(await client.query<{ username: string; languages: string[] }>("profiles.getOwnProfile"))).toMatchObject({
      username: input.username,
      languages: input.languages,
    });

    // The unique index on lower(username) holds on PGlite too.
    const other = new Client(app);
    const otherEmail = uniqueEmail("pglite");
    await other.signUp({ email: otherEmail, password: GOOD_PASSWORD });
    await other.verifyEmail(otherEmail, extractCode((await mail.waitForMail(otherEmail)).text));
    const taken = await other.mutation("profiles.completeOnboarding", onboardingInput({ username: input.username.toUpperCase() }));
    expect(expectError(taken).data.appCode).toBe("USERNAME_TAKEN");

    // A notification e-mail is a durable job (docs/decisions/033): pg-boss works on PGlite too.
    expectOk(await other.mutation("profiles.completeOnboarding", onboardingInput()));
    const lou = (await client.getSession())!.user as { id: string };
    expectOk(await other.mutation("friends.sendFriendRequest", { userId: lou.id }));
    await expect.poll(() => mail.sent.filter((m) => m.to === email).length, { timeout: 15_000 }).toBe(2);
    expect(mail.sent.filter((m) => m.to === email)[1]!.subject).toMatch(/friend request/);
  });
});
