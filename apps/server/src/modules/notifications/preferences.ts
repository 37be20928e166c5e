import {
  ALWAYS_NOTIFICATION_KINDS,
  isPushOnlyKind,
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

const storedColumns = { inApp: notificationPreference.inApp, byEmail: notificationPreference.byEmail, byPush: notificationPreference.byPush };

/**
 * A stored row with the kind's defaults where it says nothing: `by_push` is null until chosen (the
 * column came after the rows); a push-only kind's other two channels are off whatever is stored.
 */
function channelsOf(kind: NotificationKind, row: { inApp: boolean; byEmail: boolean; byPush: boolean | null } | undefined): NotificationChannels {
  const defaults = NOTIFICATION_CHANNEL_DEFAULTS[kind];
  if (!row) return defaults;
  if (isPushOnlyKind(kind)) return { ...defaults, byPush: row.byPush ?? defaults.byPush };
  return { inApp: row.inApp, byEmail: row.byEmail, byPush: row.byPush ?? defaults.byPush };
}

/** Every switchable kind with its channels, the player's choice or the default. */
export async function getPreferences(db: Db, actor: Actor): Promise<NotificationPreference[]> {
  const rows = await db
    .select({ kind: notificationPreference.type, ...storedColumns })
    .from(notificationPreference)
    .where(eq(notificationPreference.userId, actor.id));
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return SWITCHABLE_NOTIFICATION_KINDS.map((kind) => ({ kind, ...channelsOf(kind, chosen.get(kind)) }));
}

/**
 * Sets one or more channels of a kind; the others keep their value (the default when never set).
 * Setting what is already set changes nothing, so a retried request is harmless.
 */
export async function setPreference(db: Db, actor: Actor, input: SetNotificationPreferenceInput): Promise<NotificationPreference> {
  const defaults = NOTIFICATION_CHANNEL_DEFAULTS[input.kind];
  const changes: Partial<NotificationChannels> = {};
  if (input.inApp !== undefined) changes.inApp = input.inApp;
  if (input.byEmail !== undefined) changes.byEmail = input.byEmail;
  if (input.byPush !== undefined) changes.byPush = input.byPush;
  const [row] = await db
    .insert(notificationPreference)
    // by_push stays null (the default, whatever it becomes) until the player sets it.
    .values({ userId: actor.id, type: input.kind, inApp: defaults.inApp, byEmail: defaults.byEmail, byPush: null, ...changes })
    .onConflictDoUpdate({ target: [notificationPreference.userId, notificationPreference.type], set: changes })
    .returning(storedColumns);
  return { kind: input.kind, ...channelsOf(input.kind, row) };
}

/**
 * How each of these users wants to hear about `kind`, in one query for any number of them (a
 * cancelled game tells every registrant). An always-on kind ignores what is stored.
 */
export async function channelsFor(
  db: Pick<Db, "select">,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<(userId: string) => NotificationChannels> {
  const defaults = NOTIFICATION_CHANNEL_DEFAULTS[kind];
  if (isAlways(kind)) return () => defaults;
  const rows = await db
    .select({ userId: notificationPreference.userId, ...storedColumns })
    .from(notificationPreference)
    .where(and(eq(notificationPreference.type, kind), inArray(notificationPreference.userId, [...userIds])));
  const chosen = new Map(rows.map(({ userId, ...stored }) => [userId, channelsOf(kind, stored)]));
  return (userId) => chosen.get(userId) ?? defaults;
}
