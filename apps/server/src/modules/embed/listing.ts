import { EMBED_GAMES_SHOWN, type EmbedTarget } from "@escouade/contracts/embed";
import { and, asc, eq, exists, gte, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, member, organization, profile, registration, shop, teamProfile, user } from "../../db/schema/index.ts";
import { listableBy } from "../games/service.ts";
import { shownPlace } from "../shops/service.ts";

/** Whose games the widget shows, and where their page is on the site. */
interface Owner {
  name: string;
  /** After `/{lang}`. */
  path: string;
  games: SQL;
}

/** A team's games are those its members go to, as its page lists them (docs/product.md §5). */
async function teamOwner(db: Db, slug: string): Promise<Owner | null> {
  const [team] = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id))
    .where(and(eq(organization.slug, slug), isNull(teamProfile.removedAt)));
  if (!team) return null;
  const going = db
    .select({ one: sql`1` })
    .from(registration)
    .innerJoin(member, and(eq(member.userId, registration.userId), eq(member.organizationId, team.id)))
    .where(and(eq(registration.gameId, game.id), inArray(registration.status, ["confirmed", "waitlisted"])));
  return { name: team.name, path: `/teams/${slug}`, games: exists(going) };
}

/** A field's games are those published at it. */
async function fieldOwner(db: Db, shopId: number): Promise<Owner | null> {
  const [field] = await db
    .select({ name: shop.name })
    .from(shop)
    .where(and(shownPlace(shopId), eq(shop.type, "field")));
  return field ? { name: field.name, path: `/shops/${shopId}`, games: eq(game.shopId, shopId) } : null;
}

/** An organizer's games are those they publish; a banned organizer has none to show. */
async function organizerOwner(db: Db, userId: string): Promise<Owner | null> {
  const [organizer] = await db
    .select({ username: profile.username })
    .from(user)
    .innerJoin(profile, eq(profile.userId, user.id))
    .where(and(eq(user.id, userId), sql`${user.banned} is not true`));
  return organizer ? { name: organizer.username, path: `/user/${userId}`, games: eq(game.organizerId, userId) } : null;
}

/**
 * What the widget shows: whose games, and their upcoming public games, soonest first. Only what
 * the public search shows (decision 031): never a friends-only or private game, nor a cancelled
 * or removed one. Null when there is nobody to show.
 */
export async function embedListing(db: Db, target: EmbedTarget, now = new Date()) {
  const owner =
    target.kind === "team"
      ? await teamOwner(db, target.key)
      : target.kind === "field"
        ? await fieldOwner(db, target.key)
        : await organizerOwner(db, target.key);
  if (!owner) return null;
  const games = await db
    .select({
      id: game.id,
      title: game.title,
      startsAt: game.startsAt,
      timeZone: game.timeZone,
      city: game.city,
      maxPlayers: game.maxPlayers,
      confirmedCount: game.confirmedCount,
    })
    .from(game)
    .where(and(owner.games, listableBy(null), isNull(game.cancelledAt), gte(game.endsAt, now)))
    .orderBy(asc(game.startsAt), asc(game.id))
    .limit(EMBED_GAMES_SHOWN);
  return { owner: { name: owner.name, path: owner.path }, games };
}
