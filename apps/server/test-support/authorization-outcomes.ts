import type { Actor, World } from "./authorization-world.ts";

/** "ok" (a 2xx), or a refusal as `<HTTP status> <appCode>`. */
export type Outcome = "ok" | `${number} ${string}`;

export interface MatrixRow {
  /** The procedure when a row's name is a variant of it ("games.getGame (with its link)"). */
  procedure?: string;
  /** The call's input in a fresh world: aimed at the organizer's resources ("own" for them, another's for everyone else). */
  input?: (world: World) => unknown;
  expect: Record<Actor, Outcome>;
}

export const UNAUTHENTICATED: Outcome = "401 UNAUTHENTICATED";
export const NOT_VERIFIED: Outcome = "403 EMAIL_NOT_VERIFIED";
export const NOT_ONBOARDED: Outcome = "403 PROFILE_NOT_FILLED";
export const NOT_FOUND: Outcome = "404 NOT_FOUND";
export const FORBIDDEN: Outcome = "403 FORBIDDEN";
export const SELF: Outcome = "400 SELF_ACTION";
export const NOT_FRIENDS: Outcome = "409 NOT_FRIENDS";
export const NO_FRIEND_REQUEST: Outcome = "404 NO_FRIEND_REQUEST";
export const NOT_IN_TEAM: Outcome = "404 NOT_IN_TEAM";
export const NO_REQUEST: Outcome = "404 NO_MESSAGE_REQUEST";
/** Everyone with a finished profile. */
export const ONBOARDED_ACTORS = ["player", "friend", "organizer", "registrant", "staff", "moderator", "admin"] as const;

export type Overrides = Partial<Record<Actor, Outcome>>;

/** Open to anyone, signed in or not. */
export const anyone = (overrides: Overrides = {}): Record<Actor, Outcome> => ({
  anonymous: "ok",
  unverified: "ok",
  notOnboarded: "ok",
  player: "ok",
  friend: "ok",
  organizer: "ok",
  registrant: "ok",
  staff: "ok",
  moderator: "ok",
  admin: "ok",
  ...overrides,
});

/** A signed-in account with a verified address (onboarding itself). */
export const verified = (overrides: Overrides = {}) => anyone({ anonymous: UNAUTHENTICATED, unverified: NOT_VERIFIED, ...overrides });

/** A player who finished onboarding: every procedure of the product proper. */
export const onboarded = (overrides: Overrides = {}) => verified({ notOnboarded: NOT_ONBOARDED, ...overrides });

/** Onboarded, and then only `allowed`; everyone else gets `refusal` (NOT_FOUND: another's resource does not exist for them). */
export const onlyFor = (allowed: Actor[], refusal: Outcome = NOT_FOUND, overrides: Overrides = {}) =>
  onboarded({
    ...Object.fromEntries(ONBOARDED_ACTORS.filter((a) => !allowed.includes(a)).map((a) => [a, refusal])),
    ...overrides,
  });
