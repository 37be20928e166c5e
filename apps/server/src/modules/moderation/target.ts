import { MESSAGE_CONTEXT_AROUND, type ModerationContent, type ModerationContextMessage } from "@escouade/contracts/moderation";
import type { ReportTargetKind } from "@escouade/contracts/reports";
import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { game, member, message, organization, profile, report, shop, shopPost, shopReview, teamPost, teamProfile, user } from "../../db/schema/index.ts";

/** A reported thing as the moderators handle it: what it shows, who made it, whether it is removed. */
export interface LoadedTarget {
  content: ModerationContent;
  authorId: string | null;
  removedAt: Date | null;
  removedReason: string | null;
}

/** Numeric ids arrive as text (the report table's column): anything else names nothing. */
function numericId(id: string): number | null {
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

type Reader = Db | Tx;

async function loadPlayer(db: Reader, id: string): Promise<LoadedTarget | null> {
  const [row] = await db
    .select({ userId: user.id, username: profile.username, bio: profile.bio, avatar: profile.avatar, bannerKey: profile.bannerKey })
    .from(user)
    .innerJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, id));
  if (!row) return null;
  const { userId, ...shown } = row;
  return { content: { kind: "player", ...shown }, authorId: userId, removedAt: null, removedReason: null };
}

async function loadGame(db: Reader, id: number): Promise<LoadedTarget | null> {
  const [row] = await db
    .select({ game, organizerName: profile.username })
    .from(game)
    .leftJoin(profile, eq(profile.userId, game.organizerId))
    .where(eq(game.id, id));
  if (!row) return null;
  const { title, description, startsAt, timeZone, city, organizerId, removedAt, removedReason } = row.game;
  return {
    content: { kind: "game", title, description, startsAt, timeZone, city, organizerName: row.organizerName },
    authorId: organizerId,
    removedAt,
    removedReason,
  };
}

/** A team's author is its owner: the one who answers for its page. */
async function loadTeam(db: Reader, id: string): Promise<LoadedTarget | null> {
  const [row] = await db
    .select({
      name: organization.name,
      slug: organization.slug,
      description: teamProfile.description,
      removedAt: teamProfile.removedAt,
      removedReason: teamProfile.removedReason,
    })
    .from(organization)
    .innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id))
    .where(eq(organization.id, id));
  if (!row) return null;
  const [owner] = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, id), eq(member.role, "owner")));
  const { removedAt, removedReason, ...shown } = row;
  return { content: { kind: "team", ...shown }, authorId: owner?.userId ?? null, removedAt, removedReason };
}

async function loadTeamPost(db: Reader, id: number): Promise<LoadedTarget | null> {
  const [row] = await db
    .select({ post: teamPost, teamName: organization.name, teamSlug: organization.slug })
    .from(teamPost)
    .innerJoin(organization, eq(organization.id, teamPost.organizationId))
    .where(eq(teamPost.id, id));
  if (!row) return null;
  const { text, authorId, removedAt, removedReason } = row.post;
  return { content: { kind: "team_post", text, teamName: row.teamName, teamSlug: row.teamSlug }, authorId, removedAt, removedReason };
}

async function loadShop(db: Reader, id: number): Promise<LoadedTarget | null> {
  const [row] = await db.select().from(shop).where(eq(shop.id, id));
  if (!row) return null;
  const { name, type, city, website, description, status } = row;
  return {
    content: { kind: "shop", name, type, city, website, description, status },
    authorId: row.submittedBy,
    removedAt: row.removedAt,
    removedReason: row.removedReason,
  };
}

async function loadPlaceReview(db: Reader, id: number): Promise<LoadedTarget | null> {
  const [row] = await db
    .select({ review: shopReview, shopName: shop.name })
    .from(shopReview)
    .innerJoin(shop, eq(shop.id, shopReview.shopId))
    .where(eq(shopReview.id, id));
  if (!row) return null;
  const { rating, comment, answer, shopId, authorId, removedAt, removedReason } = row.review;
  return { content: { kind: "place_review", rating, comment, answer, shopId, shopName: row.shopName }, authorId, removedAt, removedReason };
}

async function loadPlaceNews(db: Reader, id: number): Promise<LoadedTarget | null> {
  const [row] = await db
    .select({ post: shopPost, shopName: shop.name })
    .from(shopPost)
    .innerJoin(shop, eq(shop.id, shopPost.shopId))
    .where(eq(shopPost.id, id));
  if (!row) return null;
  const { text, shopId, authorId, removedAt, removedReason } = row.post;
  return { content: { kind: "place_news", text, shopId, shopName: row.shopName }, authorId, removedAt, removedReason };
}

const contextColumns = {
  id: message.id,
  senderId: message.senderId,
  senderName: profile.username,
  body: message.body,
  createdAt: message.createdAt,
  removedAt: message.removedAt,
};

/**
 * A reported message with at most MESSAGE_CONTEXT_AROUND messages on each side: enough to read
 * it in its context, never the whole conversation (the others in it did not report anything).
 */
async function loadMessage(db: Reader, id: number): Promise<LoadedTarget | null> {
  const [reported] = await db.select().from(message).where(eq(message.id, id));
  if (!reported) return null;
  const around = (condition: ReturnType<typeof lt>, order: ReturnType<typeof asc>) =>
    db
      .select(contextColumns)
      .from(message)
      .leftJoin(profile, eq(profile.userId, message.senderId))
      .where(and(eq(message.conversationId, reported.conversationId), condition))
      .orderBy(order)
      .limit(MESSAGE_CONTEXT_AROUND);
  const [before, self, after] = await Promise.all([
    around(lt(message.id, id), desc(message.id)),
    db.select(contextColumns).from(message).leftJoin(profile, eq(profile.userId, message.senderId)).where(eq(message.id, id)),
    around(gt(message.id, id), asc(message.id)),
  ]);
  const messages: ModerationContextMessage[] = [...before.reverse(), ...self, ...after].map(({ removedAt, ...row }) => ({
    ...row,
    removed: removedAt !== null,
    reported: row.id === id,
  }));
  return {
    content: { kind: "message", conversationId: reported.conversationId, messages },
    authorId: reported.senderId,
    removedAt: reported.removedAt,
    removedReason: reported.removedReason,
  };
}

/**
 * A private message is the moderators' only through a report of it (decision 032): unreported,
 * it is as unknown to them as a message that does not exist.
 */
async function wasReported(db: Reader, kind: ReportTargetKind, id: string): Promise<boolean> {
  const [found] = await db
    .select({ id: report.id })
    .from(report)
    .where(and(eq(report.targetKind, kind), eq(report.targetId, id)))
    .limit(1);
  return found !== undefined;
}

/** The target a report names, or null when it does not exist (any more), or is a message nobody reported. */
export async function loadTarget(db: Reader, kind: ReportTargetKind, id: string): Promise<LoadedTarget | null> {
  if (kind === "player") return loadPlayer(db, id);
  if (kind === "team") return loadTeam(db, id);
  const numeric = numericId(id);
  if (numeric === null) return null;
  if (kind === "game") return loadGame(db, numeric);
  if (kind === "team_post") return loadTeamPost(db, numeric);
  if (kind === "shop") return loadShop(db, numeric);
  if (kind === "place_review") return loadPlaceReview(db, numeric);
  if (kind === "place_news") return loadPlaceNews(db, numeric);
  if (!(await wasReported(db, kind, id))) return null;
  return loadMessage(db, numeric);
}
