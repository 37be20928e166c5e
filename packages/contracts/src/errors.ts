/**
 * Application error codes. Services throw `AppError(code)`; the tRPC error formatter sends
 * `appCode`; the web translates it. Each code maps once to the tRPC code that fits it.
 */
export const APP_ERRORS = {
  UNAUTHENTICATED: "UNAUTHORIZED",
  EMAIL_NOT_VERIFIED: "FORBIDDEN",
  PROFILE_NOT_FILLED: "FORBIDDEN",
  PROFILE_ALREADY_FILLED: "CONFLICT",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  USERNAME_TAKEN: "CONFLICT",
  VALIDATION_FAILED: "BAD_REQUEST",
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  IMAGE_INVALID: "BAD_REQUEST",
  IMAGE_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  ALREADY_REGISTERED: "CONFLICT",
  /** An organizer runs their game; they do not take a place in it. */
  OWN_GAME: "CONFLICT",
  REPLICA_OVER_LIMIT: "BAD_REQUEST",
  GAME_NOT_OPEN: "CONFLICT",
  /** The organizer changed the rules since the player read them: they read the new ones first. */
  RULES_CHANGED: "CONFLICT",
  /** The organizer changed the game's questions since the player answered them: they answer again. */
  QUESTIONS_CHANGED: "CONFLICT",
  /** The organizer refused this player's request to join the game: it is not made again. */
  REGISTRATION_DECLINED: "CONFLICT",
  /** A request the organizer (or the player, by withdrawing it) already settled. */
  REQUEST_ALREADY_DECIDED: "CONFLICT",
  /** Staff are named among the game's players and the organizer's own team. */
  STAFF_NOT_ELIGIBLE: "BAD_REQUEST",
  /** The free cancellation limit passed since the player's page said otherwise: they confirm again, warned. */
  LATE_CANCELLATION_UNCONFIRMED: "CONFLICT",
  MAX_PLAYERS_BELOW_CONFIRMED: "CONFLICT",
  GAME_NOT_ENDED: "CONFLICT",
  RATING_CLOSED: "CONFLICT",
  NOT_A_PARTICIPANT: "FORBIDDEN",
  GEO_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  /** Discord does not know the pasted webhook (deleted, or its token wrong). */
  DISCORD_WEBHOOK_NOT_FOUND: "BAD_REQUEST",
  /** Discord did not take the test post (down, slow, or asking to wait): nothing was saved. */
  DISCORD_UNREACHABLE: "SERVICE_UNAVAILABLE",
  /** This channel's webhook is already connected for the same team, place or organizer. */
  DISCORD_ALREADY_CONNECTED: "CONFLICT",
  SELF_ACTION: "BAD_REQUEST",
  ALREADY_FRIENDS: "CONFLICT",
  FRIEND_REQUEST_PENDING: "CONFLICT",
  NO_FRIEND_REQUEST: "NOT_FOUND",
  NOT_FRIENDS: "CONFLICT",
  PING_TOO_SOON: "TOO_MANY_REQUESTS",
  TOO_MANY_ITEMS: "BAD_REQUEST",
  ALREADY_MODERATED: "CONFLICT",
  ALREADY_IN_TEAM: "CONFLICT",
  NOT_IN_TEAM: "NOT_FOUND",
  TEAM_NAME_TAKEN: "CONFLICT",
  TEAM_NAME_MISMATCH: "BAD_REQUEST",
  TEAM_NOT_RECRUITING: "CONFLICT",
  TEAM_FULL: "CONFLICT",
  TEAM_OWNER_MUST_TRANSFER: "CONFLICT",
  APPLICATION_PENDING: "CONFLICT",
  APPLICATION_NOT_PENDING: "CONFLICT",
  INVITATION_PENDING: "CONFLICT",
  INVITATION_NOT_PENDING: "CONFLICT",
  INVITATION_EXPIRED: "CONFLICT",
  OFFICE_NEEDS_ASSOCIATION: "BAD_REQUEST",
  HOME_FIELD_INVALID: "BAD_REQUEST",
  /** Either side blocked the other: no conversation between them. */
  PLAYER_BLOCKED: "FORBIDDEN",
  /** More than MESSAGES_PER_MINUTE messages in the last minute. */
  MESSAGE_RATE_LIMITED: "TOO_MANY_REQUESTS",
  /** Accept or decline a conversation that is not in the requests folder. */
  NO_MESSAGE_REQUEST: "NOT_FOUND",
  /** The reporter already has an open report on this content. */
  ALREADY_REPORTED: "CONFLICT",
  /** Confirming a sensitive action (deleting the account) with the wrong password. */
  WRONG_PASSWORD: "BAD_REQUEST",
  /** A ticket this server did not sign, or edited since. */
  TICKET_INVALID: "BAD_REQUEST",
  /** A genuine ticket, of another game. */
  TICKET_OTHER_GAME: "CONFLICT",
  /** A genuine ticket whose place was given up or removed since. */
  TICKET_NO_PLACE: "CONFLICT",
  /** No place left: a walk-in added at the field when the last place went to someone else. */
  GAME_FULL: "CONFLICT",
  /** Walk-ins are added at the field: from the day of the game until its end, and not once cancelled. */
  WALK_IN_CLOSED: "CONFLICT",
  /** A confirmation code that is wrong, expired or used up. */
  CODE_INVALID: "BAD_REQUEST",
  /** The live stream's Last-Event-ID (or ?lastEventId=) is not a cursor it wrote. */
  LIVE_CURSOR_INVALID: "BAD_REQUEST",
  /** Carpooling is for the game's registered players (confirmed or waiting). */
  CARPOOL_NOT_REGISTERED: "FORBIDDEN",
  /** A driver has one offer per game. */
  CARPOOL_ALREADY_OFFERED: "CONFLICT",
  /** A player asks one car at a time per game (pending or accepted). */
  CARPOOL_ALREADY_REQUESTED: "CONFLICT",
  /** No seat left in that car. */
  CARPOOL_FULL: "CONFLICT",
  /** Fewer seats than passengers already accepted. */
  CARPOOL_SEATS_BELOW_ACCEPTED: "CONFLICT",
  /** The departure is past, or not before the game's start. */
  CARPOOL_DEPARTURE_INVALID: "BAD_REQUEST",
  /** The request was already answered or withdrawn. */
  CARPOOL_REQUEST_NOT_PENDING: "CONFLICT",
  /** Tickets are checked from the day of the game (12 h before the start), not days before. */
  CHECK_IN_NOT_OPEN: "CONFLICT",
  /** The chrono opens on the day of the game (12 h before the start), never for a cancelled one. */
  CHRONO_CLOSED: "CONFLICT",
  /** A reading is for a player already let in at the field. */
  NOT_CHECKED_IN: "CONFLICT",
  /** A reading names a replica the registration does not declare. */
  CHRONO_UNKNOWN_REPLICA: "BAD_REQUEST",
  /** A Web Push subscription the server will not send to: not a push service's https address, or keys that cannot encrypt. */
  PUSH_SUBSCRIPTION_INVALID: "BAD_REQUEST",
  /** Sides (docs/product.md §4): no place left on that side. */
  SIDE_FULL: "CONFLICT",
  /** The organizer assigns the sides themselves: players do not pick. */
  SIDES_CLOSED: "CONFLICT",
  /** Only a confirmed place has a side. */
  SIDE_NEEDS_CONFIRMED_PLACE: "CONFLICT",
  /** Two sides of one game named alike. */
  SIDE_NAME_TAKEN: "CONFLICT",
  /** A side's cap below the players already on it. */
  SIDE_MAX_BELOW_COUNT: "CONFLICT",
  /** Balancing needs the game's sides defined first. */
  NO_SIDES: "CONFLICT",
  /** Sides are set until the game ends, never once it is cancelled. */
  SIDES_LOCKED: "CONFLICT",
  /** Places (docs/product.md §7): another owner saved the page since this editor opened it. */
  PLACE_CHANGED: "CONFLICT",
  /** The player already has a claim on this place waiting for the moderators. */
  CLAIM_PENDING: "CONFLICT",
  /** A claim, or an owner named, for someone who already runs the place. */
  ALREADY_OWNER: "CONFLICT",
  /** Only a player checked in at a game on the field, or who visited the shop, reviews it. */
  REVIEW_NOT_ALLOWED: "FORBIDDEN",
  /** The owners answer a review once. */
  ALREADY_ANSWERED: "CONFLICT",
  INTERNAL: "INTERNAL_SERVER_ERROR",
} as const;

export type AppErrorCode = keyof typeof APP_ERRORS;

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === "string" && Object.hasOwn(APP_ERRORS, value);
}

/**
 * better-auth error codes the web translates (docs/product.md §2), plus the ones our own auth hooks add.
 * Unknown codes fall back to the server's message.
 */
export const AUTH_ERROR_CODES = [
  "ACCOUNT_NOT_FOUND",
  "CREDENTIAL_ACCOUNT_NOT_FOUND",
  "EMAIL_CAN_NOT_BE_UPDATED",
  "EMAIL_NOT_VERIFIED",
  "FAILED_TO_CREATE_SESSION",
  "FAILED_TO_CREATE_USER",
  "FAILED_TO_GET_SESSION",
  "FAILED_TO_GET_USER_INFO",
  "FAILED_TO_UNLINK_LAST_ACCOUNT",
  "FAILED_TO_UPDATE_USER",
  "ID_TOKEN_NOT_SUPPORTED",
  "INVALID_EMAIL",
  "INVALID_EMAIL_OR_PASSWORD",
  "INVALID_PASSWORD",
  "INVALID_TOKEN",
  "PASSWORD_TOO_LONG",
  "PASSWORD_TOO_SHORT",
  "PROVIDER_NOT_FOUND",
  "SESSION_EXPIRED",
  "SOCIAL_ACCOUNT_ALREADY_LINKED",
  "USER_ALREADY_EXISTS",
  "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
  "USER_ALREADY_HAS_PASSWORD",
  "USER_EMAIL_NOT_FOUND",
  "USER_NOT_FOUND",
  "INVALID_OTP",
  "OTP_EXPIRED",
  "TOO_MANY_ATTEMPTS",
  "PASSWORD_TOO_COMMON",
  "INVALID_LANGUAGE",
  "INVALID_ORIGIN",
  "MISSING_OR_NULL_ORIGIN",
  // Ours: too many wrong passwords for one account (apps/server/src/auth/sign-in-slowdown.ts).
  "SIGN_IN_PAUSED",
  // A suspended or banned account (the admin plugin; a suspension's end is in the message, as ISO 8601).
  "BANNED_USER",
  // Not sent by better-auth (a 429 has no code): the web's name for "rate limited".
  "TOO_MANY_REQUESTS",
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
