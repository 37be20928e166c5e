import { describe, expect, it } from "vitest";
import { Client, expectError, expectOk, uniqueUsername } from "../../../test-support/app.ts";
import { onboardedUser, onboardingInput, signUpVerified } from "../../../test-support/flows.ts";
import { useAppWithMailSink } from "../../../test-support/app-with-mail.ts";

const env = useAppWithMailSink();

/** A signed-in user with a verified address, ready to onboard. */
async function verifiedClient() {
  const client = new Client(env.server.app);
  await signUpVerified(client, env.sink);
  return client;
}

/** Birth date (YYYY-MM-DD, UTC) of someone who turns `years` old tomorrow. */
function birthDateTurning(years: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** What an error response must never carry: SQL, driver messages, stack frames, file paths. */
function expectNoInternals(raw: string) {
  expect(raw).not.toMatch(/\b(insert into|select .* from|update "|duplicate key|violates|constraint|postgres|drizzle)\b/i);
  expect(raw).not.toMatch(/"stack"|\bat .+\.(ts|js|mjs):\d+|node_modules|\/work\//);
}

describe("completeOnboarding", () => {
  it("refuses a username taken by someone else, whatever its case, with USERNAME_TAKEN", async () => {
    const base = uniqueUsername("Ghost");
    await onboardedUser(new Client(env.server.app), env.sink, { username: base });

    const client = await verifiedClient();
    const result = await client.mutation("profiles.completeOnboarding", onboardingInput({ username: base.toLowerCase() }));
    const error = expectError(result);
    expect(error.data.appCode).toBe("USERNAME_TAKEN");
    expect(error.data.httpStatus).toBe(409);
    expectNoInternals(result.raw);
    // Nothing was half-written: the user is still not onboarded and can pick another name.
    expect((await client.getSession())?.user.infoFilled).toBe(false);
    expectOk(await client.mutation("profiles.completeOnboarding", onboardingInput()));
    expect((await client.getSession())?.user.infoFilled).toBe(true);
  });

  it("refuses a player under 18 with age_under_18 on birthDate", async () => {
    const client = await verifiedClient();
    const error = expectError(await client.mutation("profiles.completeOnboarding", onboardingInput({ birthDate: birthDateTurning(18) })));
    expect(error.data.appCode).toBe("VALIDATION_FAILED");
    expect(error.data.httpStatus).toBe(400);
    expect(error.data.zodError?.fieldErrors.birthDate).toContain("age_under_18");
    expect(Object.keys(error.data.zodError?.fieldErrors ?? {})).toEqual(["birthDate"]);
    // One day later they are 18: accepted.
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - 18);
    expectOk(await client.mutation("profiles.completeOnboarding", onboardingInput({ birthDate: d.toISOString().slice(0, 10) })));
  });

  it("lists every missing field of an empty payload", async () => {
    const client = await verifiedClient();
    const result = await client.mutation("profiles.completeOnboarding", {});
    const error = expectError(result);
    expect(error.data.appCode).toBe("VALIDATION_FAILED");
    expect(Object.keys(error.data.zodError?.fieldErrors ?? {}).sort()).toEqual(
      ["birthDate", "city", "country", "firstName", "lastName", "languages", "phone", "postalCode", "termsAccepted", "username"].sort(),
    );
    expect(error.data.zodError?.fieldErrors.termsAccepted).toContain("terms_required");
    expect(error.data.zodError?.fieldErrors.country).toContain("country_required");
    expectNoInternals(result.raw);
  });

  it("refuses a country outside the served list", async () => {
    const client = await verifiedClient();
    const error = expectError(await client.mutation("profiles.completeOnboarding", onboardingInput({ country: "us" })));
    expect(error.data.appCode).toBe("VALIDATION_FAILED");
    expect(error.data.zodError?.fieldErrors.country).toContain("country_required");
  });

  it("requires at least one spoken language", async () => {
    const client = await verifiedClient();
    const error = expectError(await client.mutation("profiles.completeOnboarding", onboardingInput({ languages: [] })));
    expect(error.data.appCode).toBe("VALIDATION_FAILED");
    expect(error.data.zodError?.fieldErrors.languages).toContain("languages_required");
  });

  it("requires the terms to be accepted", async () => {
    const client = await verifiedClient();
    const error = expectError(await client.mutation("profiles.completeOnboarding", onboardingInput({ termsAccepted: false })));
    expect(error.data.appCode).toBe("VALIDATION_FAILED");
    expect(error.data.zodError?.fieldErrors.termsAccepted).toContain("terms_required");
    expect((await client.getSession())?.user.infoFilled).toBe(false);
  });

  it("takes a double submit once: the other call gets PROFILE_ALREADY_FILLED", async () => {
    const client = await verifiedClient();
    const input = onboardingInput();
    const results = await Promise.all([client.mutation("profiles.completeOnboarding", input), client.mutation("profiles.completeOnboarding", input)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const failed = results.find((r) => !r.ok);
    expect(expectError(failed!).data.appCode).toBe("PROFILE_ALREADY_FILLED");
    expect(failed!.status).toBe(409);
    const rows = await env.server.database.sql!`select user_id from profile where lower(username) = lower(${input.username})`;
    expect(rows).toHaveLength(1);
  });

  it("refuses a second onboarding later with PROFILE_ALREADY_FILLED", async () => {
    const client = new Client(env.server.app);
    await onboardedUser(client, env.sink);
    const error = expectError(await client.mutation("profiles.completeOnboarding", onboardingInput()));
    expect(error.data.appCode).toBe("PROFILE_ALREADY_FILLED");
  });

  it("refuses a signed-out caller with UNAUTHENTICATED", async () => {
    const result = await new Client(env.server.app).mutation("profiles.completeOnboarding", onboardingInput());
    expect(result.status).toBe(401);
    expect(expectError(result).data.appCode).toBe("UNAUTHENTICATED");
  });

  it("ignores a forged session cookie", async () => {
    const client = new Client(env.server.app);
    client.cookies.set("better-auth.session_token", "forged.token");
    expect(expectError(await client.mutation("profiles.completeOnboarding", onboardingInput())).data.appCode).toBe("UNAUTHENTICATED");
  });
});

describe("checkUsername", () => {
  it("reports a taken username (any case) as unavailable and a free one as available", async () => {
    const taken = uniqueUsername("Sniper");
    await onboardedUser(new Client(env.server.app), env.sink, { username: taken });
    const client = await verifiedClient();

    expect(expectOk(await client.query("profiles.checkUsername", { username: taken.toUpperCase() }))).toEqual({ available: false });
    expect(expectOk(await client.query("profiles.checkUsername", { username: uniqueUsername("Libre") }))).toEqual({ available: true });
  });

  it("takes a call-sign in any language, and tells names apart without case or accents", async () => {
    const suffix = uniqueUsername("").slice(-8);
    const accented = `LéaLyon${suffix}`;
    const client = new Client(env.server.app);
    await onboardedUser(client, env.sink, { username: accented });
    expect(expectOk(await client.query("profiles.checkUsername", { username: `lealyon${suffix}` }))).toEqual({ available: false });
    expect(expectOk(await client.query("profiles.checkUsername", { username: `LEALYON${suffix}` }))).toEqual({ available: false });
    expect(expectOk(await client.query("profiles.checkUsername", { username: `LéoLyon${suffix}` }))).toEqual({ available: true });
    const other = await verifiedClient();
    const error = expectError(await other.mutation("profiles.completeOnboarding", onboardingInput({ username: `LEALYON${suffix}` })));
    expect(error.data.appCode).toBe("USERNAME_TAKEN");
  });

  it("validates the username it is asked about", async () => {
    const client = await verifiedClient();
    const error = expectError(await client.query("profiles.checkUsername", { username: "a b" }));
    expect(error.data.appCode).toBe("VALIDATION_FAILED");
    expect(error.data.zodError?.fieldErrors.username?.length).toBeGreaterThan(0);
  });

  it("is for signed-in, verified users only", async () => {
    const anonymous = await new Client(env.server.app).query("profiles.checkUsername", { username: "anyone" });
    expect(expectError(anonymous).data.appCode).toBe("UNAUTHENTICATED");
  });
});

describe("error responses", () => {
  it("hide a database failure behind INTERNAL, without SQL or stack", async () => {
    const client = await verifiedClient();
    // PostgreSQL refuses NUL bytes in text; the contracts let them through, so the insert fails.
    const result = await client.mutation("profiles.completeOnboarding", onboardingInput({ city: "Ly\u0000on" }));
    const error = expectError(result);
    expectNoInternals(result.raw);
    expect(result.raw).not.toContain("Ly");
    if (error.data.httpStatus === 500) {
      expect(error.message).toBe("INTERNAL");
      expect(error.data.appCode).toBe("INTERNAL");
    } else {
      expect(error.data.appCode).toBe("VALIDATION_FAILED");
    }
    expect((await client.getSession())?.user.infoFilled).toBe(false);
  });

  it("answer a malformed request without internals", async () => {
    const client = await verifiedClient();
    const response = await client.request({ method: "GET", url: "/trpc/profiles.checkUsername?input=%7Bnot-json" });
    expect(response.statusCode).toBe(400);
    expectNoInternals(response.body);
  });
});
