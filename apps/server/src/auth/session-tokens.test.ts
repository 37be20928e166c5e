import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../db/schema/index.ts";
import { Client, expectOk, refusalOf } from "../../test-support/app.ts";
import { useAppWithMailSink } from "../../test-support/app-with-mail.ts";
import { GOOD_PASSWORD, onboardedUser } from "../../test-support/flows.ts";

const env = useAppWithMailSink();

/** Every session token this account has, as stored. */
async function tokensOf(userId: string) {
  return (await env.server.database.db.select({ token: session.token }).from(session).where(eq(session.userId, userId))).map((row) => row.token);
}

describe("session tokens never leave the cookie (decision 032)", () => {
  it("sign-in, the code's check, get-session and the list of devices answer without any token", async () => {
    const client = new Client(env.server.app);
    const player = await onboardedUser(client, env.sink);
    const phone = new Client(env.server.app);
    const signedIn = await phone.signIn(player.email, GOOD_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { email: player.email } });
    const session = await phone.authGet<{ session: { id: string }; user: unknown }>("/get-session");
    const devices = await phone.authGet<{ id: string }[]>("/list-sessions");
    const userId = (session.body.user as { id: string }).id;
    const tokens = await tokensOf(userId);
    // Signing up, checking the code and signing in again each opened one.
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    expect(devices.body.map((device) => device.id).sort()).toHaveLength(tokens.length);
    for (const answer of [signedIn, session, devices]) {
      expect(answer.raw).not.toMatch(/"token"/);
      for (const token of tokens) expect(answer.raw).not.toContain(token);
    }
  });

  it("a device is signed out by its id, only by its own account, and only once", async () => {
    const client = new Client(env.server.app);
    const player = await onboardedUser(client, env.sink);
    const phone = new Client(env.server.app);
    await phone.signIn(player.email, GOOD_PASSWORD);
    const phoneSession = (await phone.getSession())!.session as { id: string };

    const stranger = new Client(env.server.app);
    await onboardedUser(stranger, env.sink);
    expect(refusalOf(await stranger.mutation("account.endSession", { sessionId: phoneSession.id }))).toMatchObject({ status: 404, appCode: "NOT_FOUND" });
    expect(await phone.getSession()).not.toBeNull();

    expectOk(await client.mutation("account.endSession", { sessionId: phoneSession.id }));
    expect(await phone.getSession()).toBeNull();
    expect(await client.getSession()).not.toBeNull();
    expect(refusalOf(await client.mutation("account.endSession", { sessionId: phoneSession.id }))).toMatchObject({ status: 404, appCode: "NOT_FOUND" });
    expect(refusalOf(await client.mutation("account.endSession", { sessionId: "" })).status).toBe(400);
  });
});
