import type { NotificationPreference, SetNotificationPreferenceInput } from "@escouade/contracts/notification-preferences";

/** The list with one change applied: the switches show it before the server answers. */
export function withPreference(list: readonly NotificationPreference[], change: SetNotificationPreferenceInput): NotificationPreference[] {
  return list.map((line) =>
    line.kind === change.kind ? { ...line, inApp: change.inApp ?? line.inApp, byEmail: change.byEmail ?? line.byEmail } : line,
  );
}

/**
 * What undoes a change that failed: the changed channels only, as they were. Restoring a whole
 * snapshot would also undo a switch flipped since, whose own request may well succeed.
 */
export function undoOf(list: readonly NotificationPreference[], change: SetNotificationPreferenceInput): SetNotificationPreferenceInput | null {
  const line = list.find((l) => l.kind === change.kind);
  if (!line) return null;
  return {
    kind: change.kind,
    ...(change.inApp === undefined ? {} : { inApp: line.inApp }),
    ...(change.byEmail === undefined ? {} : { byEmail: line.byEmail }),
  };
}
