import { describe, expect, it } from "vitest";
import { Client, uniqueEmail } from "../../test-support/app.ts";
import { GOOD_PASSWORD, signUp } from "../../test-support/flows.ts";
import { extractCode } from "../../test-support/mail.ts";
import { useAppWithMailSink } from "../../test-support/app-with-mail.ts";

const env = useAppWithMailSink();

/** A six-digit code that is certainly not `code`. */
const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

async function signedUpWithCode() {
  const client = new Client(env.server.app);
  const { email } = await signUp(client);
  const code = extractCode((await env.sink.waitForMail(email)).text);
  return { client, email, code };
}

describe("e-mail verification codes", () => {
  it("refuses a wrong code with INVALID_OTP and leaves the address unverified", async () => {
    const { client, email, code } = await signedUpWithCode();
    const result = await client.verifyEmail(email, wrongCode(code));
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("INVALID_OTP");
    expect((await client.getSession())?.user.emailVerified).toBe(false);
    // A single wrong guess does not burn the code.
    const ok = await client.verifyEmail(email, code);
    expect(ok.status, ok.raw).toBe(200);
  });

  it("burns the code after 3 wrong attempts: the right one is then refused with TOO_MANY_ATTEMPTS", async () => {
    const { client, email, code } = await signedUpWithCode();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await client.verifyEmail(email, wrongCode(code));
      expect(result.body.code, `attempt ${attempt}`).toBe("INVALID_OTP");
    }
    const result = await client.verifyEmail(email, code);
    expect(result.status).toBe(403);
    expect(result.body.code).toBe("TOO_MANY_ATTEMPTS");
    expect((await client.getSession())?.user.emailVerified).toBe(false);
  });

  it("refuses an expired code with OTP_EXPIRED", async () => {
    const { client, email, code } = await signedUpWithCode();
    const updated = await env.server.database.sql!`
      update verification set expires_at = now() - interval '1 minute'
      where identifier = ${`email-verification-otp-${email}`}`;
    expect(updated.count).toBe(1);
    const result = await client.verifyEmail(email, code);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("OTP_EXPIRED");
    expect((await client.getSession())?.user.emailVerified).toBe(false);
  });

  it("sends a fresh code on request, which then verifies", async () => {
    const { client, email, code } = await signedUpWithCode();
    for (let attempt = 1; attempt <= 3; attempt++) await client.verifyEmail(email, wrongCode(code));
    const resend = await client.authPost("/email-otp/send-verification-otp", { email, type: "email-verification" });
    expect(resend.status, resend.raw).toBe(200);
    const fresh = extractCode((await env.sink.waitForMail(email, { nth: 2 })).text);
    const result = await client.verifyEmail(email, fresh);
    expect(result.status, result.raw).toBe(200);
    expect((await client.getSession())?.user.emailVerified).toBe(true);
  });
});

describe("sign-up errors", () => {
  it("answers a sign-up on an address that has an account exactly like a new one, and tells the owner by e-mail", async () => {
    const owner = new Client(env.server.app);
    const { email } = await signUp(owner);
    const code = extractCode((await env.sink.waitForMail(email)).text);
    expect((await owner.verifyEmail(email, code)).status).toBe(200);

    const fresh = await new Client(env.server.app).signUp({ email: uniqueEmail(), password: GOOD_PASSWORD, name: "Joueur" });
    const intruder = new Client(env.server.app);
    const again = await intruder.signUp({ email: email.toUpperCase(), password: GOOD_PASSWORD, name: "Joueur" });
    // Same status, same shape (a user, no token), no cookie either way.
    const shape = (result: typeof again) => ({
      status: result.status,
      keys: Object.keys(result.body).sort(),
      token: result.body.token,
      userKeys: Object.keys(result.body.user as object).sort(),
    });
    expect(shape(again)).toEqual(shape(fresh));
    expect(intruder.cookies.size).toBe(0);
    const rows = await env.server.database.sql!`select id from "user" where email = ${email}`;
    expect(rows).toHaveLength(1);

    const told = await env.sink.waitForMail(email, { subject: "Vous avez déjà un compte Escouade" });
    expect(told.text).toContain("aucun nouveau compte n'a été créé");
    expect(told.text).toMatch(/\/fr\/auth\/reset-password-otp/);
  });

  it("sends a fresh code when the address signed up before and was never verified", async () => {
    const { email } = await signUp(new Client(env.server.app));
    await env.sink.waitForMail(email);
    const again = await new Client(env.server.app).signUp({ email, password: GOOD_PASSWORD, name: "Joueur" });
    expect(again.status).toBe(200);
    const second = await env.sink.waitForMail(email, { nth: 2 });
    expect(second.subject).toBe("Votre code de vérification Escouade");
    const verified = await new Client(env.server.app).verifyEmail(email, extractCode(second.text));
    expect(verified.status, verified.raw).toBe(200);
  });

  it("refuses a password under 6 characters with PASSWORD_TOO_SHORT", async () => {
    const client = new Client(env.server.app);
    const result = await client.signUp({ email: uniqueEmail(), password: "Ab3!x" });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("PASSWORD_TOO_SHORT");
    expect(client.cookies.size).toBe(0);
  });

  it("refuses a password over 128 characters with PASSWORD_TOO_LONG", async () => {
    const result = await new Client(env.server.app).signUp({ email: uniqueEmail(), password: "x".repeat(129) });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("PASSWORD_TOO_LONG");
  });

  it("refuses a common password (any case) with PASSWORD_TOO_COMMON and creates no account", async () => {
    const email = uniqueEmail();
    const result = await new Client(env.server.app).signUp({ email, password: "azerty123" });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("PASSWORD_TOO_COMMON");
    const upper = await new Client(env.server.app).signUp({ email, password: "AZERTY123" });
    expect(upper.body.code).toBe("PASSWORD_TOO_COMMON");
    const rows = await env.server.database.sql!`select id from "user" where email = ${email}`;
    expect(rows).toHaveLength(0);
  });
});

describe("sign-in errors", () => {
  it("refuses a wrong password with INVALID_EMAIL_OR_PASSWORD", async () => {
    const { email } = await signUp(new Client(env.server.app));
    const client = new Client(env.server.app);
    const result = await client.signIn(email, "Not-The-Password-9");
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(client.cookies.size).toBe(0);
  });

  it("answers an unknown address exactly like a wrong password", async () => {
    const result = await new Client(env.server.app).signIn(uniqueEmail("nobody"), "Not-The-Password-9");
    expect(result.status).toBe(401);
    expect(result.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });
});

describe("password reset by code", () => {
  it("resets the password with the mailed code; the new one works, the old one no longer does", async () => {
    const { email, password: oldPassword } = await signUp(new Client(env.server.app));
    const newPassword = "Nouveau-Terrain-77";
    const client = new Client(env.server.app);

    const request = await client.authPost("/email-otp/request-password-reset", { email });
    expect(request.status, request.raw).toBe(200);
    const mail = await env.sink.waitForMail(email, { subject: "réinitialisation" });
    expect(mail.subject).toBe("Votre code de réinitialisation du mot de passe Escouade");
    const code = extractCode(mail.text);

    const reset = await client.authPost("/email-otp/reset-password", { email, otp: code, password: newPassword });
    expect(reset.status, reset.raw).toBe(200);

    const withNew = await new Client(env.server.app).signIn(email, newPassword);
    expect(withNew.status, withNew.raw).toBe(200);
    const withOld = await new Client(env.server.app).signIn(email, oldPassword);
    expect(withOld.status).toBe(401);
    expect(withOld.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");

    // The code is single-use.
    const replay = await client.authPost("/email-otp/reset-password", { email, otp: code, password: "Encore-Autre-88" });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe("INVALID_OTP");
  });

  it("refuses a common new password on reset with PASSWORD_TOO_COMMON", async () => {
    const { email } = await signUp(new Client(env.server.app));
    const client = new Client(env.server.app);
    await client.authPost("/email-otp/request-password-reset", { email });
    const code = extractCode((await env.sink.waitForMail(email, { subject: "réinitialisation" })).text);
    const reset = await client.authPost("/email-otp/reset-password", { email, otp: code, password: "motdepasse" });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe("PASSWORD_TOO_COMMON");
  });

  it("answers a reset request for an unknown address like any other, and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const request = await new Client(env.server.app).authPost("/email-otp/request-password-reset", { email });
    expect(request.status).toBe(200);
    expect(request.body).toEqual({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await env.sink.messages(email)).toHaveLength(0);
  });
});

describe("origin check on cookie-carrying requests", () => {
  it("refuses a signed-in POST from an untrusted origin with INVALID_ORIGIN, and keeps the session", async () => {
    const client = new Client(env.server.app);
    await signUp(client);
    const response = await client.request({
      method: "POST",
      url: "/api/auth/sign-out",
      payload: {},
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body).code).toBe("INVALID_ORIGIN");
    expect(await client.getSession()).not.toBeNull();
  });

  it("refuses a signed-in POST without any Origin with MISSING_OR_NULL_ORIGIN", async () => {
    const client = new Client(env.server.app);
    await signUp(client);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await env.server.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      payload: {},
      headers: { cookie },
      remoteAddress: client.ip,
    });
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body).code).toBe("MISSING_OR_NULL_ORIGIN");
  });

  it("accepts the same POST from the app's origin", async () => {
    const client = new Client(env.server.app);
    await signUp(client);
    expect((await client.signOut()).status).toBe(200);
    expect(await client.getSession()).toBeNull();
  });
});

describe("changing the e-mail address with a code sent to the new one", () => {
  it("changes it once the new address's code is typed; the old address no longer signs in", async () => {
    const client = new Client(env.server.app);
    const { email } = await signUp(client);
    expect((await client.verifyEmail(email, extractCode((await env.sink.waitForMail(email)).text))).status).toBe(200);
    const newEmail = uniqueEmail("nouvelle");

    expect((await client.authPost("/email-otp/request-email-change", { newEmail })).status).toBe(200);
    const mail = await env.sink.waitForMail(newEmail);
    expect(mail.subject).toBe("Votre code de changement d'adresse e-mail Escouade");
    const code = extractCode(mail.text);

    const wrong = await client.authPost("/email-otp/change-email", { newEmail, otp: wrongCode(code) });
    expect(wrong.body.code).toBe("INVALID_OTP");
    expect((await client.getSession())?.user.email).toBe(email);

    expect((await client.authPost("/email-otp/change-email", { newEmail, otp: code })).status).toBe(200);
    expect((await client.getSession())?.user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await new Client(env.server.app).signIn(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await new Client(env.server.app).signIn(newEmail, GOOD_PASSWORD)).status).toBe(200);
  });

  it("answers alike for an address already taken, and sends it nothing", async () => {
    const taken = await signUp(new Client(env.server.app));
    const client = new Client(env.server.app);
    const { email } = await signUp(client);
    await env.sink.waitForMail(email);
    await env.sink.waitForMail(taken.email);
    const before = (await env.sink.messages(taken.email)).length;
    const answer = await client.authPost("/email-otp/request-email-change", { newEmail: taken.email });
    expect(answer.status).toBe(200);
    expect((await client.getSession())?.user.email).toBe(email);
    // A code sent now would arrive within this wait; none does.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await env.sink.messages(taken.email)).length).toBe(before);
  });
});
