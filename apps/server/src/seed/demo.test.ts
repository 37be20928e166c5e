import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { teamSlugSchema } from "@escouade/contracts/teams";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../db/client.ts";
import { invitation, member, notification, organization, profile, shop, teamApplication, teamProfile, user } from "../db/schema/index.ts";
import { searchGames } from "../modules/games/service.ts";
import { getPlaceNews, getPlaceReviews, getShop, listPendingClaims } from "../modules/shops/service.ts";
import { listConversations, unreadSummary } from "../modules/messages/service.ts";
import { seedDemoData } from "./demo.ts";
import { prepareDatabase } from "../jobs.ts";

/** The demo data set on the embedded database, as `pnpm dev` seeds it on first start (the migrations included). */
let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "escouade-seed-"));
  database = createDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
  await prepareDatabase(database);
  await seedDemoData(database.db, { info: () => {} });
});

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the demo teams", () => {
  it("are five, with one owner each, admins and members, one association, two recruiting, placed with their fields", async () => {
    const db = database.db;
    const teams = await db.select().from(organization).innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id));
    expect(teams).toHaveLength(5);
    for (const { organization: team } of teams) expect(teamSlugSchema.safeParse(team.slug).success, team.slug).toBe(true);
    expect(teams.filter((t) => t.team_profile.isAssociation)).toHaveLength(1);
    expect(teams.filter((t) => t.team_profile.recruiting)).toHaveLength(2);
    expect(teams.filter((t) => t.team_profile.homeFieldId !== null)).toHaveLength(5);
    expect(teams.every((t) => t.team_profile.latitude !== null && t.team_profile.foundedBy !== null)).toBe(true);

    const members = await db.select().from(member);
    for (const { organization: team } of teams) {
      const roles = members.filter((m) => m.organizationId === team.id).map((m) => m.role);
      expect(
        roles.filter((r) => r === "owner"),
        team.name,
      ).toHaveLength(1);
      expect(roles.filter((r) => r === "admin").length, team.name).toBeGreaterThanOrEqual(1);
    }
    expect(members.filter((m) => m.role === "member").length).toBeGreaterThanOrEqual(2);
    expect(new Set(members.map((m) => m.userId)).size).toBe(members.length);
    const association = teams.find((t) => t.team_profile.isAssociation)!;
    expect(members.filter((m) => m.organizationId === association.organization.id && m.office !== null).length).toBeGreaterThanOrEqual(2);
    expect(members.filter((m) => m.office !== null && m.organizationId !== association.organization.id)).toEqual([]);
  });

  it("have one pending application and one pending invitation, from and to players without a team, with their notifications", async () => {
    const db = database.db;
    const applications = await db.select().from(teamApplication).where(eq(teamApplication.status, "pending"));
    const invitations = await db.select().from(invitation).where(eq(invitation.status, "pending"));
    expect(applications).toHaveLength(1);
    expect(invitations).toHaveLength(1);
    const [applicant] = await db.select({ username: profile.username }).from(profile).where(eq(profile.userId, applications[0]!.userId!));
    const [invitee] = await db.select({ id: user.id }).from(user).where(eq(user.email, invitations[0]!.email));
    expect(applicant?.username).toBe("Viper");
    const teamless = new Set((await db.select({ userId: member.userId }).from(member)).map((m) => m.userId));
    expect(teamless.has(applications[0]!.userId!)).toBe(false);
    expect(teamless.has(invitee!.id)).toBe(false);
    expect(invitations[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const types = (await db.select({ data: notification.data }).from(notification)).map((n) => n.data.type);
    expect(types.filter((t) => t === "team_application_received").length).toBeGreaterThanOrEqual(1);
    expect(types.filter((t) => t === "team_invitation_received")).toHaveLength(1);
  });
});

describe("the demo conversations", () => {
  it("give Ghost unread lines in the inbox and one stranger's request, in conversations only their members see", async () => {
    const db = database.db;
    const [ghost] = await db.select({ id: profile.userId }).from(profile).where(eq(profile.username, "Ghost"));
    const [sentinelle] = await db.select({ id: profile.userId }).from(profile).where(eq(profile.username, "Sentinelle"));
    expect(await unreadSummary(db, ghost!)).toEqual({ unread: 6, requests: 1 });
    const inbox = await listConversations(db, ghost!, { folder: "inbox", limit: 20 });
    // Viper's two lines, Kodiak's reminder in the team's channel, the organizer's announcement and its replies.
    expect(inbox.items.map((c) => [c.kind, c.other?.username ?? c.channel?.name, c.unread])).toEqual([
      ["direct", "Viper", 2],
      ["team", "Les Loups du Rhône", 1],
      ["game", "Opération Brume du Nord", 3],
      ["direct", "Nordwind", 0],
    ]);
    const requests = await listConversations(db, ghost!, { folder: "requests", limit: 20 });
    expect(requests.items.map((c) => c.other?.username)).toEqual(["Halcon"]);
    expect((await listConversations(db, sentinelle!, { folder: "inbox", limit: 20 })).items).toEqual([]);
    // The game's other registrant reads the announcement; the team's other members read the channel.
    const [nordwind] = await db.select({ id: profile.userId }).from(profile).where(eq(profile.username, "Nordwind"));
    expect((await listConversations(db, nordwind!, { folder: "inbox", limit: 20 })).items.map((c) => c.kind).sort()).toEqual(["direct", "game"]);
  });
});

describe("the demo places", () => {
  it("are run by their owners, with games at their fields, news, reviews a player could write, and one claim waiting", async () => {
    const db = database.db;
    const [ghost] = await db.select({ id: profile.userId }).from(profile).where(eq(profile.username, "Ghost"));
    const [fort] = await db.select({ id: shop.id }).from(shop).where(eq(shop.name, "Terrain du Fort de Bron"));
    const [pins] = await db.select({ id: shop.id }).from(shop).where(eq(shop.name, "Domaine des Pins"));
    const page = await getShop(db, ghost!.id, fort!.id);
    expect(page.owners.map((o) => o.username)).toEqual(["Ghost", "Kodiak"]);
    expect(page.viewer?.owner).toBe(true);
    expect(page.fieldKind).toBe("mixed");
    const games = await searchGames(db, null, { shopId: fort!.id, limit: 20 });
    expect(games.items.length).toBeGreaterThanOrEqual(4);
    expect(games.items.every((g) => g.official)).toBe(true);
    expect((await getPlaceNews(db, { shopId: fort!.id, limit: 10 })).items).toHaveLength(1);
    // The reviews stand on check-ins at the past game there; Ghost, let in too, may still write one.
    const pinsPage = await getShop(db, ghost!.id, pins!.id);
    expect(pinsPage.rating).toEqual({ average: 4.5, count: 2 });
    expect(pinsPage.viewer?.review).toBe("eligible");
    expect((await getPlaceReviews(db, { shopId: pins!.id, limit: 10 })).items.filter((r) => r.answer)).toHaveLength(1);
    expect(await listPendingClaims(db)).toHaveLength(1);
  });
});
