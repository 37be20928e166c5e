import { LIMITS } from "@escouade/contracts/limits";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../db/schema/index.ts";
import { Client, expectError, expectOk } from "../../../test-support/app.ts";
import { useAppWithMailSink } from "../../../test-support/app-with-mail.ts";
import { onboardedUser } from "../../../test-support/flows.ts";
import { extractCode } from "../../../test-support/mail.ts";

describe("activity for the inactive-account sweep", () => {
  const env = useAppWithMailSink();

  it("a sign-in marks the account active again and voids an inactivity warning", async () => {
    const client = new Client(env.server.app);
    const { email, password } = await onboardedUser(client, env.sink);
    const userId = (await client.getSession())!.user.id;
    const longAgo = new Date(Date.now() - 700 * 24 * 3600 * 1000);
    await env.server.database.db.update(user).set({ lastActiveAt: longAgo, inactivityWarnedAt: new Date() }).where(eq(user.id, userId));
    expect((await new Client(env.server.app).signIn(email, password)).status).toBe(200);
    const [row] = await env.server.database.db
      .select({ lastActiveAt: user.lastActiveAt, warnedAt: user.inactivityWarnedAt })
      .from(user)
      .where(eq(user.id, userId));
    expect(row!.lastActiveAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row!.warnedAt).toBeNull();
  });
});

describe("account.deleteAccount over HTTP", () => {
  const env = useAppWithMailSink();

  it("is confirmed by the password: a wrong one deletes nothing; the right one signs out every device and the account is gone", async () => {
    const phone = new Client(env.server.app);
    const { email, password } = await onboardedUser(phone, env.sink);
    const laptop = new Client(env.server.app);
    expect((await laptop.signIn(email, password)).status).toBe(200);

    expect(expectError(await phone.mutation("account.deleteAccount", { method: "password", password: "pas-le-bon" })).data.appCode).toBe("WRONG_PASSWORD");
    expect(await phone.getSession()).not.toBeNull();

    expectOk(await phone.mutation("account.deleteAccount", { method: "password", password }));
    expect(await laptop.getSession()).toBeNull();
    expect(expectError(await laptop.query("notifications.getNotifications")).data.appCode).toBe("UNAUTHENTICATED");
    // A second click, or a stale tab: signed out, nothing to delete.
    expect(expectError(await phone.mutation("account.deleteAccount", { method: "password", password })).data.appCode).toBe("UNAUTHENTICATED");
    expect((await new Client(env.server.app).signIn(email, password)).status).toBe(401);
  });

  it("is confirmed by a code sent to the address, for who forgot the password; a wrong code is spent", async () => {
    const client = new Client(env.server.app);
    const { email } = await onboardedUser(client, env.sink);
    expectOk(await client.mutation("account.requestDeletionCode"));
    const mail = await env.sink.waitForMail(email, { subject: /suppression du compte/ });
    const code = extractCode(mail.text);
    const wrong = code === "000000" ? "111111" : "000000";

    expect(expectError(await client.mutation("account.deleteAccount", { method: "code", code: wrong })).data.appCode).toBe("CODE_INVALID");
    expectOk(await client.mutation("account.deleteAccount", { method: "code", code }));
    expect(await client.getSession()).toBeNull();
  });

  it("forgets a code after too many wrong tries, and refuses a malformed one with a field error", async () => {
    const client = new Client(env.server.app);
    const { email } = await onboardedUser(client, env.sink);
    expectOk(await client.mutation("account.requestDeletionCode"));
    const code = extractCode((await env.sink.waitForMail(email, { subject: /suppression du compte/ })).text);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < LIMITS.otpAttempts; i++) {
      expect(expectError(await client.mutation("account.deleteAccount", { method: "code", code: wrong })).data.appCode).toBe("CODE_INVALID");
    }
    expect(expectError(await client.mutation("account.deleteAccount", { method: "code", code })).data.appCode).toBe("CODE_INVALID");
    expect(expectError(await client.mutation("account.deleteAccount", { method: "code", code: "12ab" })).data.zodError?.fieldErrors.code).toEqual([
      "otp_invalid",
    ]);
    expect(expectError(await client.mutation("account.deleteAccount", { method: "password", password: "" })).data.zodError?.fieldErrors.password).toEqual([
      "required",
    ]);
    expect(expectError(await client.mutation("account.deleteAccount", { method: "telepathy" })).data.appCode).toBe("VALIDATION_FAILED");
    expect(await client.getSession()).not.toBeNull();
  });

  it("sends codes within an hourly allowance", async () => {
    const client = new Client(env.server.app);
    await onboardedUser(client, env.sink);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await client.mutation("account.requestDeletionCode"));
    expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true);
    expect(expectError(answers[5]!).data.appCode).toBe("RATE_LIMITED");
  });

  it("two deletions at once: one deletes, the other finds nothing left", async () => {
    const client = new Client(env.server.app);
    const { password } = await onboardedUser(client, env.sink);
    const [a, b] = await Promise.all([
      client.mutation("account.deleteAccount", { method: "password", password }),
      client.mutation("account.deleteAccount", { method: "password", password }),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const failed = expectError(a.ok ? b : a);
    expect(["NOT_FOUND", "UNAUTHENTICATED"]).toContain(failed.data.appCode);
  });
});
