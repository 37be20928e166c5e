import type { ReportTarget } from "@escouade/contracts/reports";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, member, message, organization, profile, shop, shopPost, shopReview, teamPost, teamProfile } from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import { openableBy } from "../games/service.ts";
import { readableMessage } from "../messages/service.ts";

/** A target as the report table keeps it, with the player it is about (null once their account is gone). */
export interface ResolvedTarget {
  id: string;
  targetUserId: string | null;
}

/**
 * The reported thing as the reporter may see it: NOT_FOUND for what they cannot see (another's
 * private game, a conversation they are not in, a shop still waiting for moderation, anything a
 * moderator removed), so reporting reveals nothing; SELF_ACTION for their own.
 */
export async function resolveTarget(db: Db, actor: Actor, target: ReportTarget): Promise<ResolvedTarget> {
  const found = await findTarget(db, actor, target);
  if (!found) throw new AppError("NOT_FOUND");
  if (found.own) throw new AppError("SELF_ACTION");
  return { id: String(target.id), targetUserId: found.ownerId };
}

async function findTarget(db: Db, actor: Actor, target: ReportTarget): Promise<{ ownerId: string | null; own: boolean } | null> {
  switch (target.kind) {
    case "player": {
      const [row] = await db.select({ userId: profile.userId }).from(profile).where(eq(profile.userId, target.id));
      return row ? { ownerId: row.userId, own: row.userId === actor.id } : null;
    }
    case "game": {
      const [row] = await db
        .select({ organizerId: game.organizerId })
        .from(game)
        .where(and(eq(game.id, target.id), isNull(game.removedAt), openableBy(actor.id, target.shareToken)));
      return row ? { ownerId: row.organizerId, own: row.organizerId === actor.id } : null;
    }
    case "team":
      return findTeam(db, actor, target.id);
    case "team_post": {
      const [row] = await db
        .select({ authorId: teamPost.authorId, teamId: teamPost.organizationId })
        .from(teamPost)
        .innerJoin(teamProfile, eq(teamProfile.organizationId, teamPost.organizationId))
        .where(and(eq(teamPost.id, target.id), isNull(teamPost.removedAt), isNull(teamProfile.removedAt)));
      return row ? { ownerId: row.authorId, own: row.authorId === actor.id } : null;
    }
    case "message":
      return findMessage(db, actor, target.id);
    case "place_review": {
      const [row] = await db
        .select({ authorId: shopReview.authorId })
        .from(shopReview)
        .innerJoin(shop, eq(shop.id, shopReview.shopId))
        .where(and(eq(shopReview.id, target.id), isNull(shopReview.removedAt), eq(shop.status, "approved"), isNull(shop.removedAt)));
      return row ? { ownerId: row.authorId, own: row.authorId === actor.id } : null;
    }
    case "place_news": {
      const [row] = await db
        .select({ authorId: shopPost.authorId })
        .from(shopPost)
        .innerJoin(shop, eq(shop.id, shopPost.shopId))
        .where(and(eq(shopPost.id, target.id), isNull(shopPost.removedAt), eq(shop.status, "approved"), isNull(shop.removedAt)));
      return row ? { ownerId: row.authorId, own: row.authorId === actor.id } : null;
    }
    case "shop": {
      // A shop waiting for moderation is its submitter's alone: for them it is their own.
      const [row] = await db
        .select({ submittedBy: shop.submittedBy })
        .from(shop)
        .where(and(eq(shop.id, target.id), isNull(shop.removedAt), or(eq(shop.status, "approved"), eq(shop.submittedBy, actor.id))));
      return row ? { ownerId: row.submittedBy, own: row.submittedBy === actor.id } : null;
    }
  }
}

/** A team is its owner's to answer for; its members cannot report their own team. */
async function findTeam(db: Db, actor: Actor, teamId: string) {
  const [row] = await db
    .select({ id: organization.id })
    .from(organization)
    .innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id))
    .where(and(eq(organization.id, teamId), isNull(teamProfile.removedAt)));
  if (!row) return null;
  const members = await db.select({ userId: member.userId, role: member.role }).from(member).where(eq(member.organizationId, teamId));
  return { ownerId: members.find((m) => m.role === "owner")?.userId ?? null, own: members.some((m) => m.userId === actor.id) };
}

/** A message of a conversation the reporter is in now (the messages module's rule), not removed. */
async function findMessage(db: Db, actor: Actor, messageId: number) {
  const reported = await readableMessage(db, actor, messageId);
  const [shown] = await db.select({ id: message.id }).from(message).where(and(eq(message.id, messageId), isNull(message.removedAt)));
  return shown ? { ownerId: reported.senderId, own: reported.senderId === actor.id } : null;
}
