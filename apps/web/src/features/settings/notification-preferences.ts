import type { NotificationPreference, SetNotificationPreferenceInput } from "@escouade/contracts/notification-preferences";

const CHANNELS = ["inApp", "byEmail", "byPush"] as const;

/** The list with one change applied: the switches show it before the server answers. */
export function withPreference(list: readonly NotificationPreference[], change: SetNotificationPreferenceInput): NotificationPreference[] {
  return list.map((line) =>
    line.kind === change.kind
      ? { ...line, inApp: change.inApp ?? line.inApp, byEmail: change.byEmail ?? line.byEmail, byPush: change.byPush ?? line.byPush }
      : line,
  );
}

/**
 * What undoes a change that failed: the changed channels only, as they were. Restoring a whole
 * snapshot would also undo a switch flipped since, whose own request may well succeed.
 */
export function undoOf(list: readonly NotificationPreference[], change: SetNotificationPreferenceInput): SetNotificationPreferenceInput | null {
  const line = list.find((l) => l.kind === change.kind);
  if (!line) return null;
  const undo: SetNotificationPreferenceInput = { kind: change.kind };
  for (const channel of CHANNELS) if (change[channel] !== undefined) undo[channel] = line[channel];
  return undo;
}
