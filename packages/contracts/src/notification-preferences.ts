import { z } from "zod";
import type { NotificationType } from "./notifications.ts";

/**
 * What a player chooses to hear about, and how (issue 16): twenty notification types are too many
 * to show, so they are grouped into a few kinds a player recognises. This file is the one place
 * that maps types to kinds and gives each kind its default channels; the server and the settings
 * page both read it (docs/decisions/020).
 */
export const NOTIFICATION_KINDS = [
  /** Friend requests, and a request accepted. */
  "friends",
  /** A friend's "ready to play?" ping. */
  "pings",
  /** Games I registered for: changed, cancelled, removed from, promoted from the waitlist. */
  "my_games",
  /** Registrations to the games I organise. */
  "organizing",
  /** My place in a team: an invitation, my application answered, my role, removal, a team handed to me or deleted. */
  "my_team",
  /** For a team's leaders: applications received, invitations answered. */
  "team_requests",
  /** The shops I reported: approved or declined. */
  "shops",
  /** Moderation notices (a warning, content removed): never switched off. */
  "moderation",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds the player cannot switch off: their defaults always apply and they are not listed in the settings. */
export const ALWAYS_NOTIFICATION_KINDS = ["moderation"] as const satisfies readonly NotificationKind[];
type AlwaysKind = (typeof ALWAYS_NOTIFICATION_KINDS)[number];

export type SwitchableNotificationKind = Exclude<NotificationKind, AlwaysKind>;
/** The kinds the settings page lists, in its order. */
export const SWITCHABLE_NOTIFICATION_KINDS = NOTIFICATION_KINDS.filter(
  (kind): kind is SwitchableNotificationKind => !(ALWAYS_NOTIFICATION_KINDS as readonly string[]).includes(kind),
);

/**
 * Each notification type's kind. `satisfies Record<NotificationType, …>` makes a new type fail to
 * compile until it is given a kind here.
 */
export const NOTIFICATION_KIND_OF = {
  friend_request: "friends",
  friend_accept: "friends",
  ping: "pings",
  game_waitlist_promoted: "my_games",
  game_changed: "my_games",
  game_cancelled: "my_games",
  game_registration_removed: "my_games",
  game_registration_received: "organizing",
  team_invitation_received: "my_team",
  team_application_accepted: "my_team",
  team_application_declined: "my_team",
  team_member_removed: "my_team",
  team_role_changed: "my_team",
  team_ownership_transferred: "my_team",
  team_ownership_inherited: "my_team",
  team_deleted: "my_team",
  team_application_received: "team_requests",
  team_invitation_accepted: "team_requests",
  team_invitation_declined: "team_requests",
  shop_approved: "shops",
  shop_rejected: "shops",
  moderation_warning: "moderation",
  moderation_content_removed: "moderation",
} as const satisfies Record<NotificationType, NotificationKind>;

export function notificationKindOf(type: NotificationType): NotificationKind {
  return NOTIFICATION_KIND_OF[type];
}

export interface NotificationChannels {
  /** A row in the bell (and its live wake-up). */
  inApp: boolean;
  /** An e-mail, to a verified address only. */
  byEmail: boolean;
}

/**
 * What a player gets before choosing anything: everything in the app; by e-mail only what one
 * would want in one's inbox when away from the app: a friend request, a game of mine changed or
 * cancelled (or a place freed for me), something about my own place in a team. Pings, the
 * organiser's registrations, the leaders' requests and shop reviews stay in the app: they are
 * frequent, or answered from the app anyway. Moderation notices come both ways, always.
 */
export const NOTIFICATION_CHANNEL_DEFAULTS = {
  friends: { inApp: true, byEmail: true },
  pings: { inApp: true, byEmail: false },
  my_games: { inApp: true, byEmail: true },
  organizing: { inApp: true, byEmail: false },
  my_team: { inApp: true, byEmail: true },
  team_requests: { inApp: true, byEmail: false },
  shops: { inApp: true, byEmail: false },
  // Always on, and e-mailed too: a player away from the app must still learn of a warning.
  moderation: { inApp: true, byEmail: true },
} as const satisfies Record<NotificationKind, NotificationChannels>;

/** One line of the settings: a kind and its two channels, defaults filled. */
export interface NotificationPreference extends NotificationChannels {
  kind: SwitchableNotificationKind;
}

/** setPreference: one kind, one or both channels; what is left out keeps its current value. */
export const setNotificationPreferenceSchema = z
  .object({
    kind: z.enum(SWITCHABLE_NOTIFICATION_KINDS as [SwitchableNotificationKind, ...SwitchableNotificationKind[]]),
    inApp: z.boolean().optional(),
    byEmail: z.boolean().optional(),
  })
  .strict()
  .refine((input) => input.inApp !== undefined || input.byEmail !== undefined, { message: "inApp or byEmail" });
export type SetNotificationPreferenceInput = z.infer<typeof setNotificationPreferenceSchema>;
