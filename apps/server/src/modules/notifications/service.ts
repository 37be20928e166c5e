import { notificationKindOf, type NotificationKind } from "@escouade/contracts/notification-preferences";
import { NOTIFICATIONS_LIST_MAX, type NotificationData, type NotificationItem, type NotificationList } from "@escouade/contracts/notifications";
import { and, asc, desc, eq, gt, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notification, profile } from "../../db/schema/index.ts";
import { publishWakeUps } from "../../platform/bus.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { queuePush, type RenderPush } from "../push/service.ts";
import { queueNotificationEmails } from "./emails.ts";
import { notificationPush } from "./notification-push.ts";
import { channelsFor } from "./preferences.ts";

export { channelsFor, getPreferences, setPreference } from "./preferences.ts";
export { playerCard } from "./player-card.ts";

/** The LISTEN/NOTIFY channel that wakes live subscribers (payload: `{userId, id}` only). */
export const NOTIFICATION_CHANNEL = "escouade_notification";

/** A notification with its recipient: what the live feed routes. */
export interface NotificationRow extends NotificationItem {
  userId: string;
}

const rowColumns = { id: notification.id, userId: notification.userId, createdAt: notification.createdAt, data: notification.data };

/** jsonb keeps a game's start as an ISO string: hand back the Date the contract promises. */
function reviveData(data: NotificationData): NotificationData {
  if (!("game" in data.payload)) return data;
  const game = { ...data.payload.game, startsAt: new Date(data.payload.game.startsAt) };
  return { ...data, payload: { ...data.payload, game } } as NotificationData;
}

function toRow(row: NotificationRow): NotificationRow {
  return { ...row, data: reviveData(row.data) };
}

export function toItem({ id, createdAt, data }: NotificationRow): NotificationItem {
  return { id, createdAt, data };
}

/**
 * The one way every feature tells a user something. Writes inside the caller's transaction
 * when given one, so a notification exists exactly when the change it reports does; the
 * wake-ups for live connections leave at that transaction's commit, never before. Each user's
 * preferences for the type's kind decide: a row in the app (or none), an e-mail and a push to
 * their phones (both sent after the commit, docs/decisions/020 and 022).
 */
export async function notifyUsers(db: Pick<Db, "select" | "selectDistinct" | "insert" | "execute">, userIds: readonly string[], data: NotificationData) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const channels = await channelsFor(db, unique, notificationKindOf(data.type));
  const inApp = unique.filter((userId) => channels(userId).inApp);
  if (inApp.length > 0) {
    const rows = await db
      .insert(notification)
      .values(inApp.map((userId) => ({ userId, data })))
      .returning({ id: notification.id, userId: notification.userId });
    await publishWakeUps(db, NOTIFICATION_CHANNEL, rows);
  }
  await queueNotificationEmails(
    db,
    unique.filter((userId) => channels(userId).byEmail),
    data,
  );
  await queuePush(
    db,
    unique.filter((userId) => channels(userId).byPush),
    (lang) => notificationPush(data, lang),
  );
}

/**
 * A push that is not a notification (a new message: push-only kinds), to those of these users who
 * want `kind` on their phones; it leaves after the caller's transaction commits.
 */
export async function pushToUsers(
  db: Pick<Db, "select" | "selectDistinct" | "execute">,
  userIds: readonly string[],
  kind: NotificationKind,
  render: RenderPush,
) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const channels = await channelsFor(db, unique, kind);
  await queuePush(
    db,
    unique.filter((userId) => channels(userId).byPush),
    render,
  );
}

/** The user's notifications, newest first, and when they last looked (unseen = created after). */
export async function getNotifications(db: Db, actor: Actor): Promise<NotificationList> {
  const [seen] = await db.select({ seenAt: profile.notificationsSeenAt }).from(profile).where(eq(profile.userId, actor.id));
  if (!seen) throw new AppError("PROFILE_NOT_FILLED");
  const rows = await db
    .select(rowColumns)
    .from(notification)
    .where(eq(notification.userId, actor.id))
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(NOTIFICATIONS_LIST_MAX);
  return { items: rows.map((row) => toItem(toRow(row))), seenAt: seen.seenAt };
}

/**
 * Marks everything up to `seenAt` (default now; never in the future) as seen. Last-seen only
 * moves forward: a late request from another tab does not bring old notifications back.
 */
export async function updateLastSeenNotifications(db: Db, actor: Actor, input: { seenAt?: Date } | undefined) {
  const requested = input?.seenAt ? sql`least(${input.seenAt.toISOString()}::timestamptz, now())` : sql`now()`;
  const [row] = await db
    .update(profile)
    .set({ notificationsSeenAt: sql`greatest(${profile.notificationsSeenAt}, ${requested})` })
    .where(eq(profile.userId, actor.id))
    .returning({ seenAt: profile.notificationsSeenAt });
  if (!row) throw new AppError("PROFILE_NOT_FILLED");
  return row;
}

/** Deletes the notifications the user has seen (docs/product.md §6: read ones can be deleted); returns how many. */
export async function deleteReadNotifications(db: Db, actor: Actor): Promise<number> {
  const seenAt = sql`(select ${profile.notificationsSeenAt} from ${profile} where ${profile.userId} = ${actor.id})`;
  const deleted = await db
    .delete(notification)
    .where(and(eq(notification.userId, actor.id), sql`${notification.createdAt} <= ${seenAt}`))
    .returning({ id: notification.id });
  return deleted.length;
}

/** Deletes all the user's notifications, seen or not; returns how many. */
export async function clearNotifications(db: Db, actor: Actor): Promise<number> {
  const deleted = await db.delete(notification).where(eq(notification.userId, actor.id)).returning({ id: notification.id });
  return deleted.length;
}

// ---- reads for the live feed (live.ts) ----

/** The rows behind a burst of wake-ups, whoever they are for. */
export async function notificationsByIds(db: Db, ids: readonly number[]): Promise<NotificationRow[]> {
  const safe = ids.filter(Number.isSafeInteger);
  if (safe.length === 0) return [];
  // One array literal rather than one bound parameter per id: a burst to 1 000 users is 1 000
  // ids, and binding them cost more CPU than reading the rows. Safe integers only, so nothing
  // but digits reaches the SQL text.
  const rows = await db
    .select(rowColumns)
    .from(notification)
    .where(sql`${notification.id} = any(array[${sql.raw(safe.join(","))}]::bigint[])`);
  return rows.map(toRow);
}

/** The user's notifications after an id, oldest first: catching up after a reconnection. */
export async function notificationsAfter(db: Db, userId: string, afterId: number, limit: number): Promise<NotificationRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(notification)
    .where(and(eq(notification.userId, userId), gt(notification.id, afterId)))
    .orderBy(asc(notification.id))
    .limit(limit);
  return rows.map(toRow);
}

/** The id of the user's newest notification, 0 when there is none. */
export async function latestNotificationId(db: Db, userId: string): Promise<number> {
  // An aggregate without grouping answers exactly one row, its max null when there is no notification.
  const [row] = await db
    .select({ id: max(notification.id) })
    .from(notification)
    .where(eq(notification.userId, userId));
  return row!.id ?? 0;
}
