import { randomUUID } from "node:crypto";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import * as schema from "../../db/schema/index.ts";
import {
  contactMessage,
  friendship,
  game,
  invitation,
  member,
  message,
  notification,
  organization,
  profile,
  rateLimit,
  rateLimitHit,
  registration,
  session,
  user,
  verification,
} from "../../db/schema/index.ts";
import { dismissRequestsFromDeletedPlayers, getRequestsFromDeletedPlayers } from "../friends/service.ts";
import { createGame, getGame } from "../games/service.ts";
import { registerForGame } from "../registrations/service.ts";
import { createTeam } from "../teams/service.ts";
import { offlineGazetteer } from "../../platform/offline-gazetteer.ts";
import { teamInput } from "../../../test-support/teams.ts";
import { buildWorld } from "../../../test-support/authorization-world.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { deleteAccount, ERASURE_BY_TABLE } from "./deletion.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const tableNames = () =>
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable).map((table) => getTableConfig(table).name);

/** Every row of every table of the database, as text, that holds one of the needles. */
async function rowsHolding(needles: string[]) {
  const tables = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\\_\\_%'`,
  );
  const found: { table: string; row: string }[] = [];
  for (const { table_name: name } of tables) {
    const rows = await database.db.execute<{ row: string }>(
      sql`select t::text as row from ${sql.identifier(name)} t where ${sql.join(
        needles.map((needle) => sql`t::text ilike ${`%${needle}%`}`),
        sql` or `,
      )}`,
    );
    found.push(...rows.map((r) => ({ table: name, row: r.row })));
  }
  return found;
}

describe("deleting an account", () => {
  it("has a reviewed way of letting go of the player for every table of the schema", () => {
    expect(Object.keys(ERASURE_BY_TABLE).sort()).toEqual(tableNames().sort());
  });

  it("leaves no table holding the player's e-mail, names, phone, birth date or IP addresses", async () => {
    const world = await buildWorld(database.db);
    const me = world.organizer.id;
    const mark = randomUUID().slice(0, 8);
    const personal = { firstName: `Zéphyrine${mark}`, lastName: `Quillebeuf${mark}`, phone: `+33 7 ${mark}`, birthDate: "1931-02-27" };
    // Who sees the names lives on the same row: chosen away from the default, it must go too.
    await database.db
      .update(profile)
      .set({ ...personal, nameVisibility: "everyone", ageVisibility: "friends" })
      .where(eq(profile.userId, me));
    const [account] = await database.db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, me));
    const ip = `198.51.${Number.parseInt(mark.slice(0, 2), 16)}.${Number.parseInt(mark.slice(2, 4), 16)}`;
    await database.db.update(session).set({ ipAddress: ip, userAgent: "Mozilla/5.0 (Android 14)" }).where(eq(session.userId, me));
    await database.db.insert(rateLimit).values({ id: randomUUID(), key: `${ip}/sign-in/email`, count: 1, lastRequest: Date.now() });
    await database.db.insert(rateLimitHit).values([{ key: `upload:${me}` }, { key: `sign-in:${account!.email}` }]);
    await database.db
      .insert(verification)
      .values({ id: randomUUID(), identifier: `email-verification-otp-${account!.email}`, value: "x:0", expiresAt: new Date(Date.now() + 60_000) });
    await database.db.insert(contactMessage).values({
      kind: "contact",
      name: `${personal.firstName} ${personal.lastName}`,
      email: account!.email,
      message: "Bonjour",
      details: {},
      userId: me,
      clientIp: ip,
    });
    await database.db
      .insert(invitation)
      .values({ id: randomUUID(), organizationId: world.team.id, email: account!.email, role: "member", expiresAt: new Date(Date.now() + 86_400_000) });
    // A pending request they sent, which must survive them.
    await database.db.insert(friendship).values({ requesterId: me, addresseeId: world.player.id, status: "pending" });

    const needles = [account!.email, account!.name, world.organizer.username, personal.firstName, personal.lastName, personal.phone, personal.birthDate, ip];
    // The world put the player in many tables: the check below is not over nothing.
    expect(new Set((await rowsHolding(needles)).map((found) => found.table)).size).toBeGreaterThanOrEqual(6);

    await deleteAccount(database.db, me);

    expect(await rowsHolding(needles)).toEqual([]);
    expect(await rowsHolding([me])).toEqual([]);
    expect(await database.db.select().from(profile).where(eq(profile.userId, me))).toEqual([]);
    const [request] = await database.db
      .select()
      .from(friendship)
      .where(and(eq(friendship.addresseeId, world.player.id), eq(friendship.status, "pending")));
    expect(request?.requesterId).toBeNull();
    // The player it was sent to sees it, from a deleted player, and may clear it.
    expect(await getRequestsFromDeletedPlayers(database.db, world.player)).toMatchObject({ count: 1 });
    expect(await getRequestsFromDeletedPlayers(database.db, world.friend)).toMatchObject({ count: 0 });
    expect(await dismissRequestsFromDeletedPlayers(database.db, world.player)).toEqual({ dismissed: 1 });
    expect(await getRequestsFromDeletedPlayers(database.db, world.player)).toEqual({ count: 0, latest: null });
  });

  it("keeps what others rely on: messages, games played, the team (to its next leader)", async () => {
    const world = await buildWorld(database.db);
    const me = world.organizer.id;
    await database.db.update(message).set({ senderId: me }).where(eq(message.id, world.messageId));
    await deleteAccount(database.db, me);

    const [kept] = await database.db.select().from(message).where(eq(message.id, world.messageId));
    expect(kept).toMatchObject({ senderId: null, body: "On se voit dimanche ?" });
    const [played] = await database.db.select().from(game).where(eq(game.id, world.pastGameId));
    expect(played).toMatchObject({ organizerId: null });
    // Its page stays, without an organizer to show.
    expect(await getGame(database.db, world.registrant.id, world.pastGameId)).toMatchObject({ organizerId: null, organizer: null });
    expect(await database.db.select().from(registration).where(eq(registration.id, world.pastRegistrationId))).toHaveLength(1);
    // The private game to come had a registrant: cancelled and they are told.
    const [upcoming] = await database.db.select().from(game).where(eq(game.id, world.gameId));
    expect(upcoming?.cancelledAt).toBeInstanceOf(Date);
    const told = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, world.registrant.id));
    expect(told.map((n) => n.data.type)).toContain("game_cancelled");
    // The friend was the only other member: the team is theirs now, and they know it.
    const [heir] = await database.db.select({ role: member.role }).from(member).where(eq(member.userId, world.friend.id));
    expect(heir?.role).toBe("owner");
    const friendNotes = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, world.friend.id));
    expect(friendNotes.map((n) => n.data.type)).toContain("team_ownership_inherited");
  });

  it("deletes a game to come nobody joined, and a team they were alone in", async () => {
    const organizer = await createPlayer(database.db, "Seul");
    const { id: gameId } = await createGame(database.db, organizer, gameInput());
    const team = await createTeam(database.db, organizer, teamInput(), offlineGazetteer);
    await deleteAccount(database.db, organizer.id);
    expect(await database.db.select().from(game).where(eq(game.id, gameId))).toEqual([]);
    expect(await database.db.select().from(organization).where(eq(organization.id, team.id))).toEqual([]);
  });

  it("frees their place in a game to come: the first waiting player gets it and is told", async () => {
    const host = await createPlayer(database.db, "Hote");
    const leaving = await createPlayer(database.db, "Partant");
    const waiting = await createPlayer(database.db, "Attente");
    const { id: gameId } = await createGame(database.db, host, gameInput({ maxPlayers: 2 }));
    const replicas = [{ powerClass: "aeg" as const, fps: 300, name: "" }];
    const other = await createPlayer(database.db, "Autre");
    await registerForGame(database.db, leaving, { gameId, replicas });
    await registerForGame(database.db, other, { gameId, replicas });
    const queued = await registerForGame(database.db, waiting, { gameId, replicas });
    expect(queued.status).toBe("waitlisted");

    await deleteAccount(database.db, leaving.id);

    const [place] = await database.db.select({ status: registration.status }).from(registration).where(eq(registration.id, queued.id));
    expect(place?.status).toBe("confirmed");
    const [counted] = await database.db.select({ confirmed: game.confirmedCount }).from(game).where(eq(game.id, gameId));
    expect(counted?.confirmed).toBe(2);
    const told = await database.db.select({ data: notification.data }).from(notification).where(eq(notification.userId, waiting.id));
    expect(told.map((n) => n.data.type)).toContain("game_waitlist_promoted");
  });

  it("answers NOT_FOUND for an account that is already gone", async () => {
    await expect(deleteAccount(database.db, randomUUID())).rejects.toMatchObject({ appCode: "NOT_FOUND" });
  });
});
