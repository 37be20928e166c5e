import { describe, expect, it } from "vitest";
import { Client, uniqueEmail } from "../../test-support/app.ts";
import { useAppWithMailSink } from "../../test-support/app-with-mail.ts";
import { GOOD_PASSWORD, signUp } from "../../test-support/flows.ts";
import { FREE_FAILURES } from "./sign-in-slowdown.ts";

const env = useAppWithMailSink();

/** Moves an address's failures back in time, as if the attacker had waited. */
async function ageFailures(email: string, ms: number) {
  await env.server.database
    .sql!`update rate_limit_hit set at = at - make_interval(secs => ${ms / 1000}) where key = ${`sign-in-failure:${email.toLowerCase()}`}`;
}

describe("per-account sign-in slowdown", () => {
  it(`pauses an account after ${FREE_FAILURES} wrong passwords from any number of addresses, even for the right one, then lets the owner in`, async () => {
    const { email } = await signUp(new Client(env.server.app));
    // Each guess from a fresh address: the per-address limit never sees more than one.
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt++) {
      expect((await new Client(env.server.app).signIn(email, `Wrong-${attempt}-Guess`)).status).toBe(401);
    }
    const paused = await new Client(env.server.app).signIn(email, GOOD_PASSWORD);
    expect(paused.status).toBe(429);
    expect(paused.body.code).toBe("SIGN_IN_PAUSED");
    expect(Number(paused.headers["retry-after"])).toBeGreaterThan(0);

    // Once the pause is over, the owner's right password works, and wipes the count.
    await ageFailures(email, 31_000);
    const owner = new Client(env.server.app);
    expect((await owner.signIn(email, GOOD_PASSWORD)).status).toBe(200);
    expect((await new Client(env.server.app).signIn(email, "Wrong-again-1")).status).toBe(401);
  });

  it("doubles the pause with each failure past the free ones", async () => {
    const { email } = await signUp(new Client(env.server.app));
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt++) await new Client(env.server.app).signIn(email, `Wrong-${attempt}-Guess`);
    await ageFailures(email, 31_000);
    // The sixth failure: the next pause is a minute, so 31 s later it still holds.
    expect((await new Client(env.server.app).signIn(email, "Wrong-6-Guess")).status).toBe(401);
    await ageFailures(email, 31_000);
    expect((await new Client(env.server.app).signIn(email, GOOD_PASSWORD)).status).toBe(429);
    await ageFailures(email, 30_000);
    expect((await new Client(env.server.app).signIn(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("treats an address without an account the same way: the pause tells nothing", async () => {
    const email = uniqueEmail("nobody");
    for (let attempt = 1; attempt <= FREE_FAILURES; attempt++) {
      expect((await new Client(env.server.app).signIn(email, `Wrong-${attempt}-Guess`)).status).toBe(401);
    }
    const paused = await new Client(env.server.app).signIn(email, "Wrong-6-Guess");
    expect({ status: paused.status, code: paused.body.code }).toEqual({ status: 429, code: "SIGN_IN_PAUSED" });
  });
});
