import { z } from "./zod.ts";
import type { NotificationType } from "./notifications.ts";

/**
 * What a player chooses to hear about, and how (docs/product.md §6): twenty notification types are too many
 * to show, so they are grouped into a few kinds a player recognises. This file is the one place
 * that maps types to kinds and gives each kind its default channels; the server and the settings
 * page both read it (docs/decisions/020).
 */
export const NOTIFICATION_KINDS = [
  /** Friend requests, and a request accepted. */
  "friends",
  /** A friend's "ready to play?" ping. */
  "pings",
  /** A new message in one of my conversations: on the phone only (docs/decisions/022); the app has its own unread counts. */
  "messages",
  /** Games I registered for: changed, cancelled, removed from, promoted from the waitlist, the day before. */
  "my_games",
  /** Registrations to the games I organise. */
  "organizing",
  /** The series I follow: a new date opens. */
  "following",
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

/**
 * Kinds that only exist as a push to the phone: no notification row is written for them (a new
 * message shows in the messages' own unread counts) and they are never e-mailed, so only their
 * `byPush` channel can be set.
 */
export const PUSH_ONLY_NOTIFICATION_KINDS = ["messages"] as const satisfies readonly NotificationKind[];
export const isPushOnlyKind = (kind: NotificationKind) => (PUSH_ONLY_NOTIFICATION_KINDS as readonly string[]).includes(kind);

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
  game_registration_approved: "my_games",
  game_registration_declined: "my_games",
  game_staff_named: "my_games",
  game_reminder: "my_games",
  carpool_seat_requested: "my_games",
  carpool_seat_accepted: "my_games",
  carpool_seat_declined: "my_games",
  carpool_seat_cancelled: "my_games",
  carpool_offer_withdrawn: "my_games",
  series_date_added: "following",
  game_registration_received: "organizing",
  game_registration_cancelled_late: "organizing",
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
  place_claim_accepted: "shops",
  place_claim_refused: "shops",
  place_owner_added: "shops",
  place_reviewed: "shops",
  place_review_answered: "shops",
  place_news: "following",
  place_game_added: "following",
  // Whoever connected a channel runs what it announces: a team, a place or their games.
  discord_connection_off: "organizing",
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
  /** A Web Push to each device the player turned it on for (docs/decisions/022). */
  byPush: boolean;
}

/**
 * What a player gets before choosing anything: everything in the app; by e-mail only what one
 * would want in one's inbox when away from the app: a friend request, a game of mine changed or
 * cancelled (or a place freed for me), something about my own place in a team. Pings, the
 * organiser's registrations, the leaders' requests and shop reviews stay in the app: they are
 * frequent, or answered from the app anyway. Moderation notices come both ways, always.
 * On the phone (only on the devices where the player turned it on): what someone is waiting for
 * an answer to, or what changes their plans: friends, messages, my games (and the day before),
 * my team and the leaders' requests. Pings (frequent), the organiser's registrations (a burst
 * when a game opens), shop reviews and moderation notices (in the app and by e-mail) do not buzz.
 * docs/decisions/022.
 */
export const NOTIFICATION_CHANNEL_DEFAULTS = {
  friends: { inApp: true, byEmail: true, byPush: true },
  pings: { inApp: true, byEmail: false, byPush: false },
  // Push only: its other two channels are off and cannot be set.
  messages: { inApp: false, byEmail: false, byPush: true },
  my_games: { inApp: true, byEmail: true, byPush: true },
  // Followed on purpose, and rare: a new date is worth an e-mail, not a buzz.
  following: { inApp: true, byEmail: true, byPush: false },
  organizing: { inApp: true, byEmail: false, byPush: false },
  my_team: { inApp: true, byEmail: true, byPush: true },
  team_requests: { inApp: true, byEmail: false, byPush: true },
  shops: { inApp: true, byEmail: false, byPush: false },
  // Always on, and e-mailed too: a player away from the app must still learn of a warning.
  moderation: { inApp: true, byEmail: true, byPush: false },
} as const satisfies Record<NotificationKind, NotificationChannels>;

/** One line of the settings: a kind and its channels, defaults filled. */
export interface NotificationPreference extends NotificationChannels {
  kind: SwitchableNotificationKind;
}

/** setPreference: one kind, one or more channels; what is left out keeps its current value. */
export const setNotificationPreferenceSchema = z
  .object({
    kind: z.enum(SWITCHABLE_NOTIFICATION_KINDS as [SwitchableNotificationKind, ...SwitchableNotificationKind[]]),
    inApp: z.boolean().optional(),
    byEmail: z.boolean().optional(),
    byPush: z.boolean().optional(),
  })
  .strict()
  .refine((input) => input.inApp !== undefined || input.byEmail !== undefined || input.byPush !== undefined, { message: "inApp, byEmail or byPush" })
  .refine((input) => !isPushOnlyKind(input.kind) || (input.inApp === undefined && input.byEmail === undefined), {
    message: "this kind only has byPush",
  });
export type SetNotificationPreferenceInput = z.infer<typeof setNotificationPreferenceSchema>;
