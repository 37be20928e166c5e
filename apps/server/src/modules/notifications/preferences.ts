import {
  ALWAYS_NOTIFICATION_KINDS,
  NOTIFICATION_CHANNEL_DEFAULTS,
  SWITCHABLE_NOTIFICATION_KINDS,
  type NotificationChannels,
  type NotificationKind,
  type NotificationPreference,
  type SetNotificationPreferenceInput,
} from "@escouade/contracts/notification-preferences";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notificationPreference } from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";

/** Rows are keyed by kind (the `type` column holds a NotificationKind); no row means the kind's defaults. */
const isAlways = (kind: NotificationKind) => (ALWAYS_NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** Every switchable kind with its two channels, the player's choice or the default. */
export async function getPreferences(db: Db, actor: Actor): Promise<NotificationPreference[]> {
  const rows = await db
    .select({ kind: notificationPreference.type, inApp: notificationPreference.inApp, byEmail: notificationPreference.byEmail })
    .from(notificationPreference)
    .where(eq(notificationPreference.userId, actor.id));
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return SWITCHABLE_NOTIFICATION_KINDS.map((kind) => {
    const { inApp, byEmail } = chosen.get(kind) ?? NOTIFICATION_CHANNEL_DEFAULTS[kind];
    return { kind, inApp, byEmail };
  });
}

/**
 * Sets one or both channels of a kind; the other keeps its value (the default when never set).
 * Setting what is already set changes nothing, so a retried request is harmless.
 */
export async function setPreference(db: Db, actor: Actor, input: SetNotificationPreferenceInput): Promise<NotificationPreference> {
  const defaults = NOTIFICATION_CHANNEL_DEFAULTS[input.kind];
  const changes: Partial<NotificationChannels> = {};
  if (input.inApp !== undefined) changes.inApp = input.inApp;
  if (input.byEmail !== undefined) changes.byEmail = input.byEmail;
  const [row] = await db
    .insert(notificationPreference)
    .values({ userId: actor.id, type: input.kind, ...defaults, ...changes })
    .onConflictDoUpdate({ target: [notificationPreference.userId, notificationPreference.type], set: changes })
    .returning({ inApp: notificationPreference.inApp, byEmail: notificationPreference.byEmail });
  return { kind: input.kind, inApp: row!.inApp, byEmail: row!.byEmail };
}

/**
 * How each of these users wants to hear about `kind`, in one query for any number of them (a
 * cancelled game tells every registrant). An always-on kind ignores what is stored.
 */
export async function channelsFor(db: Pick<Db, "select">, userIds: readonly string[], kind: NotificationKind): Promise<(userId: string) => NotificationChannels> {
  const defaults = NOTIFICATION_CHANNEL_DEFAULTS[kind];
  if (isAlways(kind)) return () => defaults;
  const rows = await db
    .select({ userId: notificationPreference.userId, inApp: notificationPreference.inApp, byEmail: notificationPreference.byEmail })
    .from(notificationPreference)
    .where(and(eq(notificationPreference.type, kind), inArray(notificationPreference.userId, [...userIds])));
  const chosen = new Map(rows.map(({ userId, ...channels }) => [userId, channels]));
  return (userId) => chosen.get(userId) ?? defaults;
}
