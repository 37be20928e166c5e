import type { NotificationFriend } from "@escouade/contracts/notifications";
import { PING_INTERVAL_MINUTES, type FriendStatus } from "@escouade/contracts/players";
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { uniqueViolation } from "../../db/driver-errors.ts";
import { friendship, ping } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { notifyUsers, playerCard } from "../notifications/service.ts";
import type { Actor } from "../../core/actor.ts";

function pairOf(a: string, b: string) {
  return or(and(eq(friendship.requesterId, a), eq(friendship.addresseeId, b)), and(eq(friendship.requesterId, b), eq(friendship.addresseeId, a)));
}

/** The pair's row, locked for the transaction: every transition reads it first, so two at once queue up. */
async function lockPair(tx: Tx, a: string, b: string) {
  const [row] = await tx.select().from(friendship).where(pairOf(a, b)).for("update");
  return row ?? null;
}

/** The other player, as notifications show them; NOT_FOUND for an unknown or not-yet-onboarded user. */
async function withTarget<T>(db: Db, actor: Actor, targetId: string, work: (tx: Tx, me: NotificationFriend) => Promise<T>): Promise<T> {
  if (targetId === actor.id) throw new AppError("SELF_ACTION");
  return db.transaction(async (tx) => {
    await playerCard(tx, targetId);
    return work(tx, await playerCard(tx, actor.id));
  });
}

/**
 * Asks `targetId` to be friends. When they had already asked us, the two requests crossed: we
 * accept theirs. Two requests sent at the same instant meet the pair's unique index: the loser
 * retries once and finds the other's request, so both end up friends, never in a knot.
 */
export async function sendFriendRequest(db: Db, actor: Actor, targetId: string): Promise<{ status: "request_sent" | "friends" }> {
  const attempt = () =>
    withTarget(db, actor, targetId, async (tx, me) => {
      const row = await lockPair(tx, actor.id, targetId);
      if (row?.status === "accepted") throw new AppError("ALREADY_FRIENDS");
      if (row?.requesterId === actor.id) throw new AppError("FRIEND_REQUEST_PENDING");
      if (row) {
        await tx.update(friendship).set({ status: "accepted", respondedAt: new Date() }).where(pairOf(actor.id, targetId));
        await notifyUsers(tx, [targetId], { type: "friend_accept", payload: { friend: me } });
        return { status: "friends" as const };
      }
      await tx.insert(friendship).values({ requesterId: actor.id, addresseeId: targetId, status: "pending" });
      await notifyUsers(tx, [targetId], { type: "friend_request", payload: { friend: me } });
      return { status: "request_sent" as const };
    });
  try {
    return await attempt();
  } catch (error) {
    if (uniqueViolation(error) === "friendship_pair_idx") return attempt();
    throw error;
  }
}

/** Takes back a request we sent and they have not answered. */
export async function cancelFriendRequest(db: Db, actor: Actor, targetId: string) {
  return withTarget(db, actor, targetId, async (tx) => {
    const row = await lockPair(tx, actor.id, targetId);
    if (row?.status !== "pending" || row.requesterId !== actor.id) throw new AppError("NO_FRIEND_REQUEST");
    await tx.delete(friendship).where(pairOf(actor.id, targetId));
    return { status: "none" as const };
  });
}

/** Accepts the request `requesterId` sent us; they are told. */
export async function acceptFriendRequest(db: Db, actor: Actor, requesterId: string) {
  return withTarget(db, actor, requesterId, async (tx, me) => {
    const row = await lockPair(tx, actor.id, requesterId);
    if (row?.status === "accepted") throw new AppError("ALREADY_FRIENDS");
    if (row?.status !== "pending" || row.requesterId !== requesterId) throw new AppError("NO_FRIEND_REQUEST");
    await tx.update(friendship).set({ status: "accepted", respondedAt: new Date() }).where(pairOf(actor.id, requesterId));
    await notifyUsers(tx, [requesterId], { type: "friend_accept", payload: { friend: me } });
    return { status: "friends" as const };
  });
}

/** Declines a request we received, silently: the requester may ask again later. */
export async function declineFriendRequest(db: Db, actor: Actor, requesterId: string) {
  return withTarget(db, actor, requesterId, async (tx) => {
    const row = await lockPair(tx, actor.id, requesterId);
    if (row?.status !== "pending" || row.requesterId !== requesterId) throw new AppError("NO_FRIEND_REQUEST");
    await tx.delete(friendship).where(pairOf(actor.id, requesterId));
    return { status: "none" as const };
  });
}

export async function removeFriend(db: Db, actor: Actor, friendId: string) {
  return withTarget(db, actor, friendId, async (tx) => {
    const row = await lockPair(tx, actor.id, friendId);
    if (row?.status !== "accepted") throw new AppError("NOT_FRIENDS");
    await tx.delete(friendship).where(pairOf(actor.id, friendId));
    return { status: "none" as const };
  });
}

/**
 * A friendly nudge to a friend, at most once per pair every PING_INTERVAL_MINUTES. The locked
 * friendship row serializes two pings sent at once, so the limit holds under a double click.
 */
export async function pingFriend(db: Db, actor: Actor, friendId: string) {
  return withTarget(db, actor, friendId, async (tx, me) => {
    const row = await lockPair(tx, actor.id, friendId);
    if (row?.status !== "accepted") throw new AppError("NOT_FRIENDS");
    const since = new Date(Date.now() - PING_INTERVAL_MINUTES * 60_000);
    const [recent] = await tx
      .select({ createdAt: ping.createdAt })
      .from(ping)
      .where(and(eq(ping.fromId, actor.id), eq(ping.toId, friendId), gt(ping.createdAt, since)))
      .orderBy(desc(ping.createdAt))
      .limit(1);
    if (recent) throw new AppError("PING_TOO_SOON");
    await tx.insert(ping).values({ fromId: actor.id, toId: friendId });
    await notifyUsers(tx, [friendId], { type: "ping", payload: { friend: me } });
    return { ok: true };
  });
}

/** How `viewerId` stands with each of `userIds` (the friend status of docs/product.md §5). */
export async function friendStatuses(db: Db, viewerId: string | null, userIds: readonly string[]) {
  const statuses = new Map<string, FriendStatus>();
  for (const id of userIds) statuses.set(id, id === viewerId ? "self" : "none");
  if (!viewerId || userIds.length === 0) return statuses;
  const rows = await db
    .select()
    .from(friendship)
    .where(
      or(
        and(eq(friendship.requesterId, viewerId), inArray(friendship.addresseeId, [...userIds])),
        and(eq(friendship.addresseeId, viewerId), inArray(friendship.requesterId, [...userIds])),
      ),
    );
  for (const row of rows) {
    const other = row.requesterId === viewerId ? row.addresseeId : row.requesterId;
    // A request from a since deleted account (docs/product.md §5) is no status with anyone.
    if (other === null) continue;
    statuses.set(other, row.status === "accepted" ? "friends" : row.requesterId === viewerId ? "request_sent" : "request_received");
  }
  return statuses;
}

/**
 * SQL conditions on the friendship between two players, for other modules' queries (a player or a
 * game column, or a user id). The one place that knows a friendship is a pair stored either way round.
 */
export function areFriends(a: SQLWrapper | string, b: SQLWrapper | string): SQL {
  return sql`exists (select 1 from ${friendship} where ${friendship.status} = 'accepted' and (
    (${friendship.requesterId} = ${a} and ${friendship.addresseeId} = ${b}) or (${friendship.requesterId} = ${b} and ${friendship.addresseeId} = ${a})))`;
}

/** `from` asked `to` to be friends and `to` has not answered yet. */
export function hasPendingRequest(from: SQLWrapper | string, to: SQLWrapper | string): SQL {
  return sql`exists (select 1 from ${friendship} where ${friendship.status} = 'pending' and ${friendship.requesterId} = ${from} and ${friendship.addresseeId} = ${to})`;
}

/** Neither friends nor asked, either way round. */
export function areStrangers(a: SQLWrapper | string, b: SQLWrapper | string): SQL {
  return sql`not exists (select 1 from ${friendship} where
    (${friendship.requesterId} = ${a} and ${friendship.addresseeId} = ${b}) or (${friendship.requesterId} = ${b} and ${friendship.addresseeId} = ${a}))`;
}

/** Requests still pending from players who have since deleted their account (docs/product.md §5: kept, shown as such). */
const fromDeletedPlayers = (viewerId: string) => and(isNull(friendship.requesterId), eq(friendship.addresseeId, viewerId), eq(friendship.status, "pending"));

export async function getRequestsFromDeletedPlayers(db: Db, actor: Actor) {
  const rows = await db.select({ createdAt: friendship.createdAt }).from(friendship).where(fromDeletedPlayers(actor.id)).orderBy(desc(friendship.createdAt));
  return { count: rows.length, latest: rows[0]?.createdAt ?? null };
}

/** There is nobody left to answer: the player clears them. */
export async function dismissRequestsFromDeletedPlayers(db: Db, actor: Actor) {
  const gone = await db.delete(friendship).where(fromDeletedPlayers(actor.id)).returning({ createdAt: friendship.createdAt });
  return { dismissed: gone.length };
}
