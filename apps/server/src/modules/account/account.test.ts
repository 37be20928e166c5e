import { randomUUID } from "node:crypto";
import { eq, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { discordConnection, moderationAction, playerBlock, profile, rateLimitHit, rating, report, session } from "../../db/schema/index.ts";
import { buildWorld } from "../../../test-support/authorization-world.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";
import { exportMyData, tablesReferencingUsers, WITHHELD_REFERENCES } from "./service.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

describe("download my data", () => {
  it("holds, for every table that refers to a player (found by walking the schema), every row about them", async () => {
    const world = await buildWorld(database.db);
    const me = world.organizer.id;
    await database.db.insert(playerBlock).values({ blockerId: me, blockedId: world.player.id });
    await database.db.insert(rateLimitHit).values({ key: `upload:${me}` });
    const exported = await exportMyData(database.db, me);

    const walked = tablesReferencingUsers();
    expect(Object.keys(exported.tables).sort()).toEqual([...walked.map((t) => t.name), "rate_limit_hit"].sort());
    let tablesWithRows = 0;
    for (const { name, table, columns } of walked) {
      const kept = columns.filter((column) => !(WITHHELD_REFERENCES[name] ?? []).includes(column.name));
      const [row] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(or(...kept.map((column) => eq(column, me))));
      expect({ table: name, rows: exported.tables[name]!.length }).toEqual({ table: name, rows: row!.count });
      if (row!.count > 0) tablesWithRows += 1;
    }
    // The organizer's world reaches most tables: the comparison above is not over empty sets.
    expect(tablesWithRows).toBeGreaterThanOrEqual(12);
    expect(exported.tables.rate_limit_hit).toHaveLength(1);
    expect(exported.account?.id).toBe(me);
  });

  it("holds the player's choices of who sees their real name and their age, with the rest of their profile", async () => {
    const world = await buildWorld(database.db);
    const me = world.organizer.id;
    await database.db.update(profile).set({ nameVisibility: "friends", ageVisibility: "everyone" }).where(eq(profile.userId, me));
    const exported = await exportMyData(database.db, me);
    expect(exported.tables.profile).toEqual([expect.objectContaining({ userId: me, firstName: "Alex", nameVisibility: "friends", ageVisibility: "everyone" })]);
  });

  it("carries no secret that would sign anyone in", async () => {
    const world = await buildWorld(database.db);
    const me = world.organizer.id;
    await sessionCookieFor(database.db, me);
    // A Discord webhook's token lets anyone post in the channel: the connection is theirs, its token is not exported.
    const webhookToken = `w${randomUUID().replace(/-/g, "")}`.repeat(2);
    await database.db
      .insert(discordConnection)
      .values({ ownerKind: "organizer", organizerId: me, webhookId: "3".repeat(18), webhookToken, name: "annonces", lang: "fr", events: ["new_game"] });
    const tokens = (await database.db.select({ token: session.token }).from(session).where(eq(session.userId, me))).map((s) => s.token);
    const exported = await exportMyData(database.db, me);
    const text = JSON.stringify(exported);
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of [...tokens, webhookToken]) expect(text).not.toContain(token);
    expect(text).not.toMatch(/"(password|accessToken|refreshToken|idToken|token|webhookToken)":/);
    expect(exported.tables.discord_connection).toEqual([expect.objectContaining({ organizerId: me, name: "annonces" })]);
  });

  it("names no other person: not who rated the player, not the moderator who warned them, not a friend", async () => {
    const world = await buildWorld(database.db);
    const me = world.registrant.id;
    const moderator = world.player.id;
    await database.db
      .insert(rating)
      .values({ gameId: world.pastGameId, kind: "fair_play", authorId: world.organizer.id, subjectId: me, score: 5, comment: "Fair-play exemplaire" });
    await database.db
      .insert(moderationAction)
      .values({ moderatorId: moderator, action: "warn", targetKind: "player", targetId: me, targetUserId: me, reason: "Langage" });
    const exported = await exportMyData(database.db, me);
    expect(exported.tables.rating).toEqual([expect.objectContaining({ subjectId: me, authorId: null, comment: "Fair-play exemplaire" })]);
    expect(exported.tables.moderation_action).toEqual([expect.objectContaining({ targetUserId: me, moderatorId: null, reason: "Langage" })]);
    const text = JSON.stringify(exported);
    for (const other of [world.organizer.id, world.friend.id, world.player.id]) expect(text).not.toContain(other);
  });

  it("leaves out who reported or blocked the player: that is the other player's to keep", async () => {
    const world = await buildWorld(database.db);
    const me = world.organizer.id;
    await database.db.insert(playerBlock).values({ blockerId: world.player.id, blockedId: me });
    await database.db
      .insert(report)
      .values({ reporterId: world.player.id, targetKind: "message", targetId: String(world.messageId), targetUserId: me, reason: "spam", details: "" });
    const exported = await exportMyData(database.db, me);
    expect(exported.tables.player_block).toEqual([]);
    expect(exported.tables.report).toEqual([]);
    expect(Object.keys(WITHHELD_REFERENCES).sort()).toEqual(["player_block", "report"]);
  });

  it("answers for a player with nothing but an account", async () => {
    const exported = await exportMyData(database.db, randomUUID());
    expect(exported.account).toBeNull();
    expect(Object.values(exported.tables).every((rows) => rows.length === 0)).toBe(true);
  });
});
