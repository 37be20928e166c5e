import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, notification, registration } from "../../db/schema/index.ts";
import { createGame, updateGame } from "../games/service.ts";
import { acceptRules, cancelRegistration, decideRegistration, getGameRegistrations, getMyGames, registerForGame, setPaymentStatus } from "./service.ts";
import { AEG_300, createPlayer, gameInput } from "../../../test-support/players.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const HOUR = 3_600_000;

async function notificationsOf(userId: string) {
  const rows = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, userId)).orderBy(notification.id);
  return rows.map((r) => r.data);
}

async function registrationOf(gameId: number, userId: string) {
  const [row] = await database.db
    .select()
    .from(registration)
    .where(and(eq(registration.gameId, gameId), eq(registration.userId, userId)));
  return row!;
}

/** The game as its organizer saves it again, with other rules. */
function withRules(input: ReturnType<typeof gameInput>, gameId: number, rules: string) {
  const { termsAccepted: _, ...fields } = input;
  return { ...fields, gameId, rules };
}

describe("rules accepted at registration", () => {
  it("keeps which version of the rules each player accepted, and when", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    const before = Date.now();
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300, rulesVersion: 1 });
    const mine = await registrationOf(id, player.id);
    expect(mine.rulesAcceptedVersion).toBe(1);
    expect(mine.rulesAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const page = await getGameRegistrations(database.db, organizer, id);
    expect(page.registrations[0]).toMatchObject({ rulesAcceptedVersion: 1, rulesAcceptedAt: mine.rulesAcceptedAt });
    expect(page.summary.rulesNotAccepted).toBe(0);
  });

  it("refuses a registration that accepted rules the organizer has changed since", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const input = gameInput();
    const { id } = await createGame(database.db, organizer, input);
    await updateGame(database.db, organizer, withRules(input, id, "Nouvelles règles : lunettes étanches obligatoires."));

    expect(await appCodeOf(registerForGame(database.db, player, { gameId: id, replicas: AEG_300, rulesVersion: 1 }))).toBe("RULES_CHANGED");
    const [none] = await database.db.select().from(registration).where(eq(registration.gameId, id));
    expect(none).toBeUndefined();
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300, rulesVersion: 2 });
    expect((await registrationOf(id, player.id)).rulesAcceptedVersion).toBe(2);
  });

  it("asks the registered players to accept changed rules again, and only changed rules", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const [a, b] = [await createPlayer(database.db), await createPlayer(database.db)];
    const input = gameInput();
    const { id } = await createGame(database.db, organizer, input);
    for (const p of [a, b]) await registerForGame(database.db, p, { gameId: id, replicas: AEG_300, rulesVersion: 1 });

    // Saving the same rules (another field changed) is no new version.
    await updateGame(database.db, organizer, { ...withRules(input, id, input.rules), maxPlayers: 41 });
    expect((await database.db.select({ v: game.rulesVersion }).from(game).where(eq(game.id, id)))[0]!.v).toBe(1);
    expect((await notificationsOf(a.id)).at(-1)).toMatchObject({ type: "game_changed" });
    expect((await notificationsOf(a.id)).at(-1)).not.toHaveProperty("payload.rulesChanged");

    await updateGame(database.db, organizer, withRules(input, id, "Règles revues : pas de tir à moins de 5 m."));
    expect((await notificationsOf(a.id)).at(-1)).toMatchObject({ type: "game_changed", payload: { rulesChanged: true } });
    expect((await getGameRegistrations(database.db, organizer, id)).summary.rulesNotAccepted).toBe(2);

    // Accepting the version read before the change accepts nothing.
    expect(await appCodeOf(acceptRules(database.db, a, { gameId: id, rulesVersion: 1 }))).toBe("RULES_CHANGED");
    expect(await acceptRules(database.db, a, { gameId: id, rulesVersion: 2 })).toEqual({ ok: true });
    const page = await getGameRegistrations(database.db, organizer, id);
    expect(page.summary.rulesNotAccepted).toBe(1);
    expect(page.registrations.find((r) => r.userId === a.id)).toMatchObject({ rulesAcceptedVersion: 2 });
    expect(page.registrations.find((r) => r.userId === b.id)).toMatchObject({ rulesAcceptedVersion: 1 });
  });

  it("counts among those yet to accept new rules only players holding or awaiting a place, not requests", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const [admitted, asking] = [await createPlayer(database.db, "Admis"), await createPlayer(database.db, "Demande")];
    const input = gameInput({ approvalRequired: true });
    const { id } = await createGame(database.db, organizer, input);
    const request = await registerForGame(database.db, admitted, { gameId: id, replicas: AEG_300, rulesVersion: 1 });
    await decideRegistration(database.db, organizer, { registrationId: request.id, approve: true });
    await registerForGame(database.db, asking, { gameId: id, replicas: AEG_300, rulesVersion: 1 });

    await updateGame(database.db, organizer, withRules(input, id, "Règles revues : chrono obligatoire avant la partie."));
    // The request is read whole when it is answered; only the admitted player has rules to accept again.
    expect((await getGameRegistrations(database.db, organizer, id)).summary).toMatchObject({ pending: 1, rulesNotAccepted: 1 });
  });

  it("lets only a registered player accept a game's rules", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const stranger = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput());
    expect(await appCodeOf(acceptRules(database.db, stranger, { gameId: id, rulesVersion: 1 }))).toBe("NOT_FOUND");
    expect(await appCodeOf(acceptRules(database.db, stranger, { gameId: 2_000_000_000, rulesVersion: 1 }))).toBe("NOT_FOUND");
  });

  it("never records an acceptance of rules changed while the player was accepting", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const input = gameInput();
    const { id } = await createGame(database.db, organizer, input);
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300, rulesVersion: 1 });
    await updateGame(database.db, organizer, withRules(input, id, "Deuxième version des règles du terrain."));

    // The player accepts version 2 while the organizer writes version 3: whichever comes first,
    // the player has not accepted version 3.
    const [accepted] = await Promise.allSettled([
      acceptRules(database.db, player, { gameId: id, rulesVersion: 2 }),
      updateGame(database.db, organizer, withRules(input, id, "Troisième version des règles du terrain.")),
    ]);
    const mine = await registrationOf(id, player.id);
    expect(mine.rulesAcceptedVersion).not.toBe(3);
    if (accepted.status === "fulfilled") expect(mine.rulesAcceptedVersion).toBe(2);
    else expect(await appCodeOf(Promise.reject(accepted.reason))).toBe("RULES_CHANGED");
    expect((await getGameRegistrations(database.db, organizer, id)).summary.rulesNotAccepted).toBe(1);
  });
});

describe("a cancellation policy per game", () => {
  /** A game 20 hours ahead whose places are free to give up until 48 hours before: the limit has passed. */
  async function gameWithinItsLimit(maxPlayers = 40) {
    const organizer = await createPlayer(database.db, "Orga");
    const startsAt = new Date(Date.now() + 20 * HOUR);
    const { id } = await createGame(
      database.db,
      organizer,
      gameInput({ startsAt, endsAt: new Date(startsAt.getTime() + 6 * HOUR), cancellationNoticeHours: 48, maxPlayers }),
    );
    return { organizer, id };
  }

  it("lets a player give up a place freely before the limit, without telling the organizer", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const player = await createPlayer(database.db);
    const { id } = await createGame(database.db, organizer, gameInput({ cancellationNoticeHours: 48 }));
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    const told = (await notificationsOf(organizer.id)).length;

    expect(await cancelRegistration(database.db, player, id)).toEqual({ ok: true, late: false });
    expect((await registrationOf(id, player.id)).cancelledLate).toBe(false);
    expect(await notificationsOf(organizer.id)).toHaveLength(told);
  });

  it("refuses a late cancellation the player was not warned of, and changes nothing", async () => {
    const { id } = await gameWithinItsLimit();
    const player = await createPlayer(database.db);
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });

    expect(await appCodeOf(cancelRegistration(database.db, player, id))).toBe("LATE_CANCELLATION_UNCONFIRMED");
    expect((await registrationOf(id, player.id)).status).toBe("confirmed");
  });

  it("after the limit, frees the place for the waitlist, tells the organizer and keeps the payment mark", async () => {
    const { organizer, id } = await gameWithinItsLimit(2);
    const [leaver, other, waiting] = [await createPlayer(database.db, "Leaver"), await createPlayer(database.db), await createPlayer(database.db)];
    for (const p of [leaver, other, waiting]) await registerForGame(database.db, p, { gameId: id, replicas: AEG_300 });
    const leaverRegistration = await registrationOf(id, leaver.id);
    await setPaymentStatus(database.db, organizer, { registrationId: leaverRegistration.id, paymentStatus: "paid" });

    expect(await cancelRegistration(database.db, leaver, id, { late: true })).toEqual({ ok: true, late: true });
    const after = await registrationOf(id, leaver.id);
    expect(after).toMatchObject({ status: "cancelled", cancelledLate: true, paymentStatus: "paid" });
    expect((await registrationOf(id, waiting.id)).status).toBe("confirmed");
    expect((await notificationsOf(organizer.id)).at(-1)).toMatchObject({
      type: "game_registration_cancelled_late",
      payload: { game: { id }, player: { id: leaver.id, username: leaver.username } },
    });

    const page = await getGameRegistrations(database.db, organizer, id);
    expect(page.lateCancellations).toEqual([
      { id: leaverRegistration.id, userId: leaver.id, username: leaver.username, paymentStatus: "paid", cancelledAt: after.updatedAt },
    ]);
    // The organizer settles it: a refund is marked on the cancelled place.
    await setPaymentStatus(database.db, organizer, { registrationId: leaverRegistration.id, paymentStatus: "refunded" });
    expect((await getGameRegistrations(database.db, organizer, id)).lateCancellations[0]!.paymentStatus).toBe("refunded");
  });

  it("never counts leaving the waitlist as late: no place is given up", async () => {
    const { organizer, id } = await gameWithinItsLimit(2);
    const players = [await createPlayer(database.db), await createPlayer(database.db), await createPlayer(database.db)];
    for (const p of players) await registerForGame(database.db, p, { gameId: id, replicas: AEG_300 });
    const told = (await notificationsOf(organizer.id)).length;

    expect(await cancelRegistration(database.db, players[2]!, id)).toEqual({ ok: true, late: false });
    expect(await notificationsOf(organizer.id)).toHaveLength(told);
    expect((await getGameRegistrations(database.db, organizer, id)).lateCancellations).toEqual([]);
  });

  it("shows the policy with the player's game in my games", async () => {
    const { id } = await gameWithinItsLimit();
    const player = await createPlayer(database.db);
    await registerForGame(database.db, player, { gameId: id, replicas: AEG_300 });
    const mine = await getMyGames(database.db, player);
    expect(mine.registered.find((r) => r.game.id === id)?.game.cancellationNoticeHours).toBe(48);
  });
});
