import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Client, expectError, expectOk, uniqueEmail } from "../../test-support/app.ts";
import { GOOD_PASSWORD, onboardingInput, signUp } from "../../test-support/flows.ts";
import { extractCode } from "../../test-support/mail.ts";
import { useAppWithMailSink } from "../../test-support/app-with-mail.ts";

const env = useAppWithMailSink();

describe("sign-up journey (PostgreSQL + a real SMTP server)", () => {
  const email = uniqueEmail("journey");
  const input = onboardingInput();
  let client: Client;
  let code: string;

  it("signs up without a session (the answer is the same for an address with an account), then signs in unverified", async () => {
    client = new Client(env.server.app);
    const result = await client.signUp({ email, password: GOOD_PASSWORD, name: "Jeanne", lang: "fr" });
    expect(result.status, result.raw).toBe(200);
    expect(client.cookies.size).toBe(0);
    expect(await client.getSession()).toBeNull();

    expect((await client.signIn(email, GOOD_PASSWORD)).status).toBe(200);
    const session = await client.getSession();
    expect(session?.user).toMatchObject({ email, emailVerified: false, infoFilled: false, lang: "fr" });
  });

  it("mails the code in French, as text and HTML, through SMTP", async () => {
    const mail = await env.sink.waitForMail(email);
    expect(mail.subject).toContain("code");
    expect(mail.subject).toBe("Votre code de vérification Escouade");
    expect(mail.text).toContain("Bienvenue sur Escouade");
    code = extractCode(mail.text);
    expect(mail.html).toContain(code);
    expect(mail.html).toMatch(/^<!doctype html>/i);
  });

  it("stores the code hashed, never in plain text", async () => {
    const rows = await env.server.database.sql!<{ value: string }[]>`
      select value from verification where identifier = ${`email-verification-otp-${email}`}`;
    expect(rows).toHaveLength(1);
    const value = rows[0]!.value;
    expect(value).not.toContain(code);
    // SHA-256 (base64url), followed by better-auth's attempt counter.
    const hash = createHash("sha256").update(code).digest("base64url");
    expect(value).toBe(`${hash}:0`);
  });

  it("refuses verified-only procedures before the address is verified", async () => {
    const error = expectError(await client.mutation("profiles.completeOnboarding", input));
    expect(error.data.appCode).toBe("EMAIL_NOT_VERIFIED");
    expect(error.data.httpStatus).toBe(403);
  });

  it("verifies the address with the code", async () => {
    const result = await client.verifyEmail(email, code);
    expect(result.status, result.raw).toBe(200);
    const session = await client.getSession();
    expect(session?.user).toMatchObject({ email, emailVerified: true, infoFilled: false });
  });

  it("refuses onboarded-only procedures until onboarding is done", async () => {
    const error = expectError(await client.query("profiles.getOwnProfile"));
    expect(error.data.appCode).toBe("PROFILE_NOT_FILLED");
  });

  it("completes onboarding, which the session then reflects", async () => {
    const created = expectOk(await client.mutation<{ userId: string; username: string }>("profiles.completeOnboarding", input));
    expect(created.username).toBe(input.username);
    const session = await client.getSession();
    expect(session?.user).toMatchObject({ emailVerified: true, infoFilled: true, name: input.username });
    expect(created.userId).toBe(session?.user.id);
  });

  it("returns the own profile, private fields included, with dates as Dates", async () => {
    const profile = expectOk(await client.query<Record<string, unknown>>("profiles.getOwnProfile"));
    expect(profile).toMatchObject({
      email,
      username: input.username,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      birthDate: input.birthDate,
      country: input.country,
      city: input.city,
      postalCode: input.postalCode,
      languages: input.languages,
    });
    expect(profile.memberSince).toBeInstanceOf(Date);
  });

  it("signs out, then back in with the password", async () => {
    const out = await client.signOut();
    expect(out.status, out.raw).toBe(200);
    expect(client.cookies.has("better-auth.session_token")).toBe(false);
    expect(await client.getSession()).toBeNull();
    expect(expectError(await client.query("profiles.getOwnProfile")).data.appCode).toBe("UNAUTHENTICATED");

    const signIn = await client.signIn(email, GOOD_PASSWORD);
    expect(signIn.status, signIn.raw).toBe(200);
    const session = await client.getSession();
    expect(session?.user).toMatchObject({ email, emailVerified: true, infoFilled: true });
    expect(expectOk(await client.query<{ username: string }>("profiles.getOwnProfile")).username).toBe(input.username);
  });
});

describe("mail language", () => {
  it("sends the code in German to a user who signed up in German", async () => {
    const client = new Client(env.server.app);
    const email = uniqueEmail("deutsch");
    const result = await client.signUp({ email, password: GOOD_PASSWORD, name: "Jana", lang: "de" });
    expect(result.status, result.raw).toBe(200);
    const mail = await env.sink.waitForMail(email);
    expect(mail.subject).toBe("Dein Escouade-Bestätigungscode");
    expect(mail.text).toContain("Willkommen bei Escouade");
    expect(mail.html).toContain(extractCode(mail.text));
  });

  it("matches the address case-insensitively and keeps the language", async () => {
    const client = new Client(env.server.app);
    const email = uniqueEmail("Espanol");
    const result = await client.signUp({ email: email.toUpperCase(), password: GOOD_PASSWORD, name: "Ana", lang: "es" });
    expect(result.status, result.raw).toBe(200);
    const mail = await env.sink.waitForMail(email.toLowerCase());
    expect(mail.subject).toBe("Tu código de verificación de Escouade");
  });

  it("refuses an unsupported interface language", async () => {
    const client = new Client(env.server.app);
    const result = await client.signUp({ email: uniqueEmail(), password: GOOD_PASSWORD, lang: "xx" });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("INVALID_LANGUAGE");
  });

  it("checks the language, name and picture on update-user as on sign-up, and keeps what was there", async () => {
    const client = new Client(env.server.app);
    await signUp(client, { lang: "fr" });
    const refusals = await Promise.all([
      client.authPost("/update-user", { lang: "xx" }),
      client.authPost("/update-user", { lang: 42 }),
      client.authPost("/update-user", { name: "n".repeat(101) }),
      client.authPost("/update-user", { image: "javascript:alert(1)" }),
    ]);
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual([
      [400, "INVALID_LANGUAGE"],
      [400, "INVALID_LANGUAGE"],
      [400, "INVALID_NAME"],
      [400, "IMAGE_NOT_ACCEPTED"],
    ]);
    expect((await client.getSession())?.user.lang).toBe("fr");
    expect((await client.authPost("/update-user", { lang: "de" })).status).toBe(200);
    expect((await client.getSession())?.user.lang).toBe("de");
  });
});
