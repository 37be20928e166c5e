import { boundedDate } from "./validation.ts";
import { z } from "./zod.ts";
import type { ReportTargetKind } from "./reports.ts";
import type { AssignableTeamRole } from "./team-roles.ts";
import type { StaffRole } from "./staff.ts";
import type { DiscordOwnerKind } from "./discord.ts";

/** Notification types and their payloads (docs/product.md §6); every feature writes them through one server function. */
export interface NotificationFriend {
  id: string;
  username: string;
  image?: string | null;
  /** One of the numbered avatars; absent or null shows the username's first letter. */
  avatar?: number | null;
}

export interface NotificationGame {
  id: number;
  title: string;
  startsAt: Date;
  /** The place's zone (`venueTimeZone`); absent from notifications written before games had one. */
  timeZone?: string;
}

export interface NotificationShop {
  id: number;
  name: string;
}

/** A team as notifications name it; `logo` is its image key. */
export interface NotificationTeam {
  id: string;
  name: string;
  slug: string;
  logo?: string | null;
}

/** Whose Discord connection: a team (by its slug), a place (by its id), or the reader's own games. */
export interface NotificationDiscordOwner {
  kind: DiscordOwnerKind;
  name: string;
  teamSlug?: string;
  shopId?: number;
}

export type NotificationData =
  | { type: "friend_request"; payload: { friend: NotificationFriend } }
  | { type: "friend_accept"; payload: { friend: NotificationFriend } }
  | { type: "ping"; payload: { friend: NotificationFriend } }
  /** To the organizer; `awaitingApproval`: a request to approve or decline (docs/product.md §3). */
  | { type: "game_registration_received"; payload: { game: NotificationGame; player: NotificationFriend; waitlisted: boolean; awaitingApproval?: boolean } }
  | { type: "game_waitlist_promoted"; payload: { game: NotificationGame } }
  /** `rulesChanged`: the edit changed the rules, which the player is asked to accept again. */
  | { type: "game_changed"; payload: { game: NotificationGame; rulesChanged?: boolean } }
  /** To the organizer: a player gave up a confirmed place after the game's free cancellation limit. */
  | { type: "game_registration_cancelled_late"; payload: { game: NotificationGame; player: NotificationFriend } }
  /** `message`: the organizer's own words, when they wrote some (docs/product.md §3). */
  | { type: "game_cancelled"; payload: { game: NotificationGame; message?: string } }
  | { type: "game_registration_removed"; payload: { game: NotificationGame } }
  /** The organizer approved the player's request: a place, or a spot at the end of the waitlist. */
  | { type: "game_registration_approved"; payload: { game: NotificationGame; waitlisted: boolean } }
  | { type: "game_registration_declined"; payload: { game: NotificationGame } }
  /** The organizer named the player to the game's staff (or accepted their offer to marshal). */
  | { type: "game_staff_named"; payload: { game: NotificationGame; role: StaffRole } }
  /** To a series' followers: `dates` new dates, the first being `game` (docs/product.md §3). */
  | { type: "series_date_added"; payload: { series: { id: number; title: string }; game: NotificationGame; dates: number } }
  /** To a game's confirmed players, once, within the day before it starts (docs/product.md §4). */
  | { type: "game_reminder"; payload: { game: NotificationGame } }
  /** Carpooling (docs/product.md §4). To the driver: `player` asks for a seat in their car. */
  | { type: "carpool_seat_requested"; payload: { game: NotificationGame; player: NotificationFriend } }
  /** To the passenger: `player`, the driver, took them (or not). */
  | { type: "carpool_seat_accepted"; payload: { game: NotificationGame; player: NotificationFriend } }
  | { type: "carpool_seat_declined"; payload: { game: NotificationGame; player: NotificationFriend } }
  /** To the driver: `player` gave up the seat they had been given. */
  | { type: "carpool_seat_cancelled"; payload: { game: NotificationGame; player: NotificationFriend } }
  /** To the passengers (taken or waiting): `player`, the driver, withdrew the offer. */
  | { type: "carpool_offer_withdrawn"; payload: { game: NotificationGame; player: NotificationFriend } }
  | { type: "shop_approved"; payload: { shop: NotificationShop } }
  | { type: "shop_rejected"; payload: { shop: NotificationShop } }
  /** To the claimant: the moderators made them an owner of the place, or refused (with why). */
  | { type: "place_claim_accepted"; payload: { shop: NotificationShop } }
  | { type: "place_claim_refused"; payload: { shop: NotificationShop; reason: string } }
  /** To a player another owner (`player`) named to run the place with them. */
  | { type: "place_owner_added"; payload: { shop: NotificationShop; player: NotificationFriend } }
  /** To a place's followers: its owners posted news. */
  | { type: "place_news"; payload: { shop: NotificationShop; excerpt: string } }
  /** To a field's followers: a game that names it opened. */
  | { type: "place_game_added"; payload: { shop: NotificationShop; game: NotificationGame } }
  /** To the owners: `player` reviewed the place. */
  | { type: "place_reviewed"; payload: { shop: NotificationShop; player: NotificationFriend; rating: number } }
  /** To the review's author: the owners answered. */
  | { type: "place_review_answered"; payload: { shop: NotificationShop } }
  /** To the team's owner and admins: `player` applied; they may answer from the notification. */
  | { type: "team_application_received"; payload: { team: NotificationTeam; player: NotificationFriend; applicationId: number } }
  | { type: "team_application_accepted"; payload: { team: NotificationTeam } }
  | { type: "team_application_declined"; payload: { team: NotificationTeam } }
  /** To the invited player: `player` is the leader who invited them. */
  | { type: "team_invitation_received"; payload: { team: NotificationTeam; player: NotificationFriend; invitationId: string } }
  /** To the team's owner and admins: `player` answered their invitation. */
  | { type: "team_invitation_accepted"; payload: { team: NotificationTeam; player: NotificationFriend } }
  | { type: "team_invitation_declined"; payload: { team: NotificationTeam; player: NotificationFriend } }
  | { type: "team_member_removed"; payload: { team: NotificationTeam } }
  | { type: "team_role_changed"; payload: { team: NotificationTeam; role: AssignableTeamRole } }
  /** To the new owner: `player` handed them the team. */
  | { type: "team_ownership_transferred"; payload: { team: NotificationTeam; player: NotificationFriend } }
  /** To the team's next leader when its owner deleted their account: the team is now theirs. */
  | { type: "team_ownership_inherited"; payload: { team: NotificationTeam } }
  /** To the members of a team its owner deleted. */
  | { type: "team_deleted"; payload: { team: NotificationTeam } }
  /** Discord said a connected channel's webhook was deleted: the connection is off until connected again. */
  | { type: "discord_connection_off"; payload: { owner: NotificationDiscordOwner; channel: string } }
  /** From the moderators (docs/product.md §8): a warning, with why; warnings count on the player's record. */
  | { type: "moderation_warning"; payload: { reason: string } }
  /** From the moderators: something the player wrote or made was removed, and why. */
  | { type: "moderation_content_removed"; payload: { kind: ReportTargetKind; reason: string } };

export type NotificationType = NotificationData["type"];

/** One notification as the API sends it; unseen when createdAt is after the user's seenAt (docs/product.md §6). */
export interface NotificationItem {
  id: number;
  createdAt: Date;
  data: NotificationData;
}

/** getNotifications: the newest first, and the time the user last looked, to derive unseen ones. */
export interface NotificationList {
  items: NotificationItem[];
  seenAt: Date;
}

/** getNotifications returns at most this many: older ones stay until deleted, never listed. */
export const NOTIFICATIONS_LIST_MAX = 100;

/**
 * onNotification's input. tRPC's SSE link adds `lastEventId` (the id of the last notification
 * received) when it reconnects; a client may also pass the newest id it already has.
 */
export const onNotificationInputSchema = z
  .object({
    lastEventId: z
      .string()
      .regex(/^\d{1,18}$/)
      .nullish(),
  })
  .optional();

/** Without seenAt, "now"; a later time is capped at now, and seenAt never moves back. */
export const updateLastSeenNotificationsSchema = z.object({ seenAt: boundedDate().optional() }).optional();
