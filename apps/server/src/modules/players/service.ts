import type { FriendshipView, GetPlayersInput } from "@escouade/contracts/players";
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { withinRadius } from "../../db/geo-sql.ts";
import { equipment, game, profile, registration, user } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { areFriends, areStrangers, friendStatuses, hasPendingRequest } from "../friends/service.ts";
import { listableBy } from "../games/service.ts";
import { getReputation } from "../reputation/service.ts";
import { inTeamNamed, playerTeamColumns } from "../teams/service.ts";
import { playerActivity } from "./activity.ts";
import { decodePlayerCursor, encodePlayerCursor } from "./cursor.ts";
import { ageFrom, birthDateColumn, nameShownTo, realNameColumns, type ProfileViewer } from "./real-identity.ts";
import { escapeLike } from "../../db/like.ts";

/** The player's id column, qualified: the team subqueries would misread drizzle's bare "user_id". */
const playerId = sql`"profile"."user_id"`;

/**
 * What a player card shows: never the phone, e-mail or birth date, and the real name only where
 * the player lets the viewer see it (real-identity.ts).
 */
const cardColumns = (viewer: ProfileViewer | null) => ({
  userId: profile.userId,
  username: profile.username,
  ...realNameColumns(viewer),
  avatar: profile.avatar,
  city: profile.city,
  country: profile.country,
  availability: profile.availability,
  languages: profile.languages,
  // The player's team (one at most) and its slug, for a link to its page.
  ...playerTeamColumns(playerId),
});

/** The friendship views of docs/product.md §5, seen from `viewerId`. */
function viewCondition(viewerId: string, view: FriendshipView): SQL {
  const other = sql`${profile.userId}`;
  switch (view) {
    case "friends":
      return areFriends(viewerId, other);
    case "requests":
      return hasPendingRequest(other, viewerId);
    case "pending":
      return hasPendingRequest(viewerId, other);
    case "others":
      return areStrangers(viewerId, other);
  }
}

/**
 * getPlayers: a friendship view of the viewer (/profile/friends?type=, docs/product.md §5) or a player
 * search (name, place and radius, availability, language, team), by username, a page at a time.
 * The text matches the username, and the real name only where the viewer may see it: otherwise
 * searching a last name would tell who bears it.
 */
export async function getPlayers(db: Db, viewer: ProfileViewer, input: GetPlayersInput) {
  const limit = input.limit ?? 20;
  const q = input.q ? `%${escapeLike(input.q)}%` : null;
  const team = input.team ? `%${escapeLike(input.team)}%` : null;
  const cursor = input.cursor ? decodePlayerCursor(input.cursor) : null;
  const hasCenter = input.latitude !== undefined && input.longitude !== undefined && input.radiusKm !== undefined;
  const rows = await db
    .select(cardColumns(viewer))
    .from(profile)
    .where(
      and(
        ne(profile.userId, viewer.id),
        input.friendShipStatus ? viewCondition(viewer.id, input.friendShipStatus) : undefined,
        q
          ? or(
              ilike(profile.username, q),
              and(
                nameShownTo(viewer),
                or(ilike(profile.firstName, q), ilike(profile.lastName, q), sql`(${profile.firstName} || ' ' || ${profile.lastName}) ilike ${q}`),
              ),
            )
          : undefined,
        input.availability ? eq(profile.availability, input.availability) : undefined,
        input.language ? sql`${input.language} = any(${profile.languages})` : undefined,
        team ? inTeamNamed(playerId, team) : undefined,
        hasCenter ? withinRadius(profile, input.latitude!, input.longitude!, input.radiusKm!) : undefined,
        cursor ? sql`(lower(${profile.username}), ${profile.userId}) > (${cursor.username}, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(sql`lower(${profile.username})`, asc(profile.userId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const statuses = await friendStatuses(
    db,
    viewer.id,
    page.map((p) => p.userId),
  );
  const last = page.at(-1);
  return {
    items: page.map((p) => ({ ...p, friendStatus: statuses.get(p.userId) ?? "none" })),
    nextCursor: rows.length > limit && last ? encodePlayerCursor({ username: last.username, id: last.userId }) : null,
  };
}

/**
 * A player's public profile (/user/{userId}, docs/product.md §5): never their phone, e-mail or birth
 * date; their real name and age only where they let the viewer see them (null otherwise).
 */
export async function getProfileById(db: Db, viewer: ProfileViewer | null, userId: string) {
  const [row] = await db
    .select({ ...cardColumns(viewer), bio: profile.bio, bannerKey: profile.bannerKey, birthDate: birthDateColumn(viewer), memberSince: user.createdAt })
    .from(profile)
    .innerJoin(user, eq(user.id, profile.userId))
    .where(eq(profile.userId, userId));
  if (!row) throw new AppError("NOT_FOUND");
  const [activity, reputation, statuses, gear] = await Promise.all([
    playerActivity(db, userId),
    getReputation(db, userId),
    friendStatuses(db, viewer?.id ?? null, [userId]),
    db.select().from(equipment).where(eq(equipment.userId, userId)).orderBy(asc(equipment.createdAt), asc(equipment.id)),
  ]);
  const { birthDate, ...visible } = row;
  return {
    ...visible,
    age: ageFrom(birthDate),
    reputation,
    friendStatus: statuses.get(userId) ?? "none",
    ...activity,
    equipment: gear.map(({ userId: _owner, ...item }) => item),
  };
}

const GAMES_SHOWN = 50;
const gameCard = {
  id: game.id,
  title: game.title,
  type: game.type,
  startsAt: game.startsAt,
  timeZone: game.timeZone,
  endsAt: game.endsAt,
  city: game.city,
  cancelledAt: game.cancelledAt,
  coverImageKey: game.coverImageKey,
};

/** The games tab: what a player organizes and plays, as far as the viewer may see those games. */
export async function getPlayerGames(db: Db, viewerId: string | null, userId: string) {
  const [organized, played] = await Promise.all([
    db
      .select(gameCard)
      .from(game)
      .where(and(eq(game.organizerId, userId), listableBy(viewerId)))
      .orderBy(desc(game.startsAt))
      .limit(GAMES_SHOWN),
    db
      .select({ ...gameCard, status: registration.status })
      .from(registration)
      .innerJoin(game, eq(game.id, registration.gameId))
      .where(and(eq(registration.userId, userId), inArray(registration.status, ["confirmed", "waitlisted"]), listableBy(viewerId)))
      .orderBy(desc(game.startsAt))
      .limit(GAMES_SHOWN),
  ]);
  return { organized, played };
}

const FRIENDS_SHOWN = 100;

/** The friends tab of a profile: that player's friends, with how the viewer stands with each (and sees each name). */
export async function getPlayerFriends(db: Db, viewer: ProfileViewer | null, userId: string) {
  const rows = await db
    .select(cardColumns(viewer))
    .from(profile)
    .where(areFriends(userId, sql`${profile.userId}`))
    .orderBy(sql`lower(${profile.username})`)
    .limit(FRIENDS_SHOWN);
  const statuses = await friendStatuses(
    db,
    viewer?.id ?? null,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({ ...r, friendStatus: statuses.get(r.userId) ?? "none" }));
}
