import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { DEFAULT_POWER_LIMITS } from "@escouade/contracts/games";
import { ACTORS, type Actor, type World } from "./authorization-world.ts";
import { onboardingInput } from "./flows.ts";
import { gameInput } from "./players.ts";
import { teamInput, uniqueTeamName } from "./teams.ts";

/** "ok" (a 2xx), or a refusal as `<HTTP status> <appCode>`. */
export type Outcome = "ok" | `${number} ${string}`;

export interface MatrixRow {
  /** The procedure when a row's name is a variant of it ("games.getGame (with its link)"). */
  procedure?: string;
  /** The call's input in a fresh world: aimed at the organizer's resources ("own" for them, another's for everyone else). */
  input?: (world: World) => unknown;
  expect: Record<Actor, Outcome>;
}

const UNAUTHENTICATED: Outcome = "401 UNAUTHENTICATED";
const NOT_VERIFIED: Outcome = "403 EMAIL_NOT_VERIFIED";
const NOT_ONBOARDED: Outcome = "403 PROFILE_NOT_FILLED";
const NOT_FOUND: Outcome = "404 NOT_FOUND";
const FORBIDDEN: Outcome = "403 FORBIDDEN";
const SELF: Outcome = "400 SELF_ACTION";
const NOT_FRIENDS: Outcome = "409 NOT_FRIENDS";
const NO_FRIEND_REQUEST: Outcome = "404 NO_FRIEND_REQUEST";
const NOT_IN_TEAM: Outcome = "404 NOT_IN_TEAM";
const NO_REQUEST: Outcome = "404 NO_MESSAGE_REQUEST";
/** Everyone with a finished profile. */
const ONBOARDED_ACTORS = ["player", "friend", "organizer", "registrant", "staff", "moderator", "admin"] as const;

type Overrides = Partial<Record<Actor, Outcome>>;

/** Open to anyone, signed in or not. */
const anyone = (overrides: Overrides = {}): Record<Actor, Outcome> => ({
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
const verified = (overrides: Overrides = {}) => anyone({ anonymous: UNAUTHENTICATED, unverified: NOT_VERIFIED, ...overrides });

/** A player who finished onboarding: every procedure of the product proper. */
const onboarded = (overrides: Overrides = {}) => verified({ notOnboarded: NOT_ONBOARDED, ...overrides });

/** Onboarded, and then only `allowed`; everyone else gets `refusal` (NOT_FOUND: another's resource does not exist for them). */
const onlyFor = (allowed: Actor[], refusal: Outcome = NOT_FOUND, overrides: Overrides = {}) =>
  onboarded({
    ...Object.fromEntries(ONBOARDED_ACTORS.filter((a) => !allowed.includes(a)).map((a) => [a, refusal])),
    ...overrides,
  });

/** Who already has a profile cannot onboard again. */
const onboardedAlready = Object.fromEntries(ONBOARDED_ACTORS.map((a) => [a, "409 PROFILE_ALREADY_FILLED" as Outcome]));
/** The organizer and the friend are in the world's team. */
const inTeam: Overrides = { organizer: "409 ALREADY_IN_TEAM", friend: "409 ALREADY_IN_TEAM" };
/** Everyone but the private game's organizer and registrant, signed in or not. */
const privateGame: Overrides = Object.fromEntries(ACTORS.filter((a) => a !== "organizer" && a !== "registrant" && a !== "staff").map((a) => [a, NOT_FOUND]));

const replicas = [{ powerClass: "aeg", fps: 300, name: "" }];

/** A browser's push subscription: a real P-256 key, so the server accepts it. */
function pushSubscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}
const report = { reason: "spam", details: "" };
/** A car to the world's game, which starts in a week: leaving the day before. */
const carpoolOffer = () => ({ fromCity: "Villeurbanne", departsAt: new Date(Date.now() + 6 * 24 * 3600 * 1000), seats: 3, note: "" });

function smallImage(): FormData {
  // A 1x1 PNG: enough for the media pipeline to accept and re-encode.
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  const form = new FormData();
  form.append("file", new File([new Uint8Array(png)], "pixel.png", { type: "image/png" }));
  return form;
}

/**
 * Who may call what. Every procedure of the router has a row; the test fails on a missing one.
 * Refusals name their code: a stranger asking for another's private thing is told it does not
 * exist (NOT_FOUND), not that it is forbidden, so ids reveal nothing.
 */
export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  // ---- profiles ----
  "profiles.completeOnboarding": { input: () => onboardingInput(), expect: verified(onboardedAlready) },
  "profiles.checkUsername": { input: () => ({ username: `Libre${Date.now()}` }), expect: verified() },
  "profiles.getOwnProfile": { expect: onboarded() },
  "profiles.updateProfile": {
    input: () => ({
      bio: "Joueur du dimanche",
      avatar: 3,
      bannerKey: null,
      availability: "available",
      languages: ["fr"],
      nameVisibility: "friends",
      ageVisibility: "nobody",
    }),
    expect: onboarded(),
  },

  // ---- players ----
  "players.getProfileById": { input: (w) => ({ userId: w.organizer.id }), expect: anyone() },
  "players.getPlayerGames": { input: (w) => ({ userId: w.organizer.id }), expect: anyone() },
  "players.getPlayerFriends": { input: (w) => ({ userId: w.organizer.id }), expect: anyone() },
  "players.getPlayers": { input: () => ({}), expect: onboarded() },

  // ---- friends ----
  "friends.sendFriendRequest": { input: (w) => ({ userId: w.organizer.id }), expect: onboarded({ friend: "409 ALREADY_FRIENDS", organizer: SELF }) },
  // Nobody here asked the organizer: only the requester (not a caller) could cancel theirs.
  "friends.cancelFriendRequest": { input: (w) => ({ userId: w.organizer.id }), expect: onlyFor([], NO_FRIEND_REQUEST, { organizer: SELF }) },
  "friends.acceptFriendRequest": { input: (w) => ({ userId: w.requester.id }), expect: onlyFor(["organizer"], NO_FRIEND_REQUEST) },
  "friends.declineFriendRequest": { input: (w) => ({ userId: w.requester.id }), expect: onlyFor(["organizer"], NO_FRIEND_REQUEST) },
  "friends.removeFriend": { input: (w) => ({ userId: w.organizer.id }), expect: onlyFor(["friend"], NOT_FRIENDS, { organizer: SELF }) },
  "friends.pingFriend": { input: (w) => ({ userId: w.organizer.id }), expect: onlyFor(["friend"], NOT_FRIENDS, { organizer: SELF }) },
  "friends.getRequestsFromDeletedPlayers": { expect: onboarded() },
  "friends.dismissRequestsFromDeletedPlayers": { expect: onboarded() },

  // ---- equipment ----
  "equipment.getMyEquipment": { expect: onboarded() },
  "equipment.addEquipment": { input: () => ({ kind: "replica", name: "M4", powerClass: "aeg", fps: 320, notes: "" }), expect: onboarded() },
  "equipment.updateEquipment": {
    input: (w) => ({ id: w.equipmentId, kind: "protection", name: "Masque grillagé", notes: "" }),
    expect: onlyFor(["organizer"]),
  },
  "equipment.removeEquipment": { input: (w) => ({ id: w.equipmentId }), expect: onlyFor(["organizer"]) },

  // ---- games ----
  "games.getGames": { input: () => ({}), expect: anyone() },
  // The world's game is private: without its link, it does not exist for anyone else.
  "games.getGame": { input: (w) => ({ gameId: w.gameId }), expect: anyone(privateGame) },
  "games.getGame (with its link)": { procedure: "games.getGame", input: (w) => ({ gameId: w.gameId, shareToken: w.shareToken }), expect: anyone() },
  "games.createGame": { input: () => ({ ...gameInput(), termsAccepted: true }), expect: onboarded() },
  "games.updateGame": {
    input: (w) => ({ gameId: w.gameId, ...gameInput({ title: "Opération Aube", powerLimits: DEFAULT_POWER_LIMITS }) }),
    expect: onlyFor(["organizer"], FORBIDDEN),
  },
  "games.regenerateShareToken": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"]) },
  "games.cancelGame": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },

  // ---- geo, media, contact ----
  "geo.searchAddresses": { input: () => ({ query: "Lyon" }), expect: anyone() },
  "media.uploadImage": { input: () => smallImage(), expect: onboarded() },
  "contact.sendContactMessage": {
    // A new address each time: the form's own limit (3 an hour per address) is not what this checks.
    input: () => ({ kind: "contact", topic: "question", name: "Jeanne", email: `${randomUUID()}@example.com`, message: "Comment inscrire mon équipe ?" }),
    expect: anyone(),
  },

  // ---- registrations ----
  "registrations.registerForGame": {
    input: (w) => ({ gameId: w.gameId, replicas, rulesAccepted: true, rulesVersion: 1 }),
    // The private game's marshal opens it, so may take a place in it too.
    expect: onlyFor(["staff"], NOT_FOUND, { organizer: "409 OWN_GAME", registrant: "409 ALREADY_REGISTERED" }),
  },
  "registrations.registerForGame (with its link)": {
    procedure: "registrations.registerForGame",
    input: (w) => ({ gameId: w.gameId, shareToken: w.shareToken, replicas, rulesAccepted: true, rulesVersion: 1 }),
    expect: onboarded({ organizer: "409 OWN_GAME", registrant: "409 ALREADY_REGISTERED" }),
  },
  // A friends-only series: seen and followed by the organizer's friend; its organizer does not follow their own.
  "games.getSeries": {
    input: (w) => ({ seriesId: w.seriesId }),
    expect: anyone(Object.fromEntries(ACTORS.filter((a) => a !== "organizer" && a !== "friend").map((a) => [a, NOT_FOUND]))),
  },
  "games.followSeries": {
    input: (w) => ({ seriesId: w.seriesId, follow: true }),
    expect: onlyFor(["friend"], NOT_FOUND, { organizer: SELF }),
  },
  "registrations.cancelRegistration": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["registrant"]) },
  // The world's game asks no question: answering none is a registrant's own, and nobody else's.
  "registrations.updateAnswers": { input: (w) => ({ gameId: w.gameId, answers: {} }), expect: onlyFor(["registrant"]) },
  "registrations.acceptRules": { input: (w) => ({ gameId: w.gameId, rulesAccepted: true, rulesVersion: 1 }), expect: onlyFor(["registrant"]) },
  "registrations.getMyGames": { expect: onboarded() },
  // The staff get the gate's view of it (no contacts); the CSV, with contacts, stays the organizer's.
  "registrations.getGameRegistrations": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer", "staff"], FORBIDDEN) },
  "registrations.setPaymentStatus": { input: (w) => ({ registrationId: w.registrationId, paymentStatus: "paid" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "registrations.removeRegistrant": { input: (w) => ({ registrationId: w.registrationId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  // The world's registration is confirmed: its organizer is told there is no request left to answer.
  "registrations.decideRegistration": {
    input: (w) => ({ registrationId: w.registrationId, approve: true }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "409 REQUEST_ALREADY_DECIDED" }),
  },
  "registrations.exportRegistrationsCsv": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  // A made-up ticket: the organizer learns it is not valid, everyone else that it is not theirs to check.
  "registrations.verifyTicket": {
    input: (w) => ({ gameId: w.gameId, code: "ESC1.1.1.AAAAAAAAAAAAAAAAAAAAAA" }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "400 TICKET_INVALID", staff: "400 TICKET_INVALID" }),
  },
  // The world's game is a week away: its organizer is told walk-ins wait for the game's day.
  "registrations.addWalkIn": {
    input: (w) => ({ gameId: w.gameId, name: "Joueur sur place" }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "409 WALK_IN_CLOSED" }),
  },
  "registrations.checkIn": {
    input: (w) => ({ gameId: w.gameId, code: "ESC1.1.1.AAAAAAAAAAAAAAAAAAAAAA" }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "400 TICKET_INVALID", staff: "400 TICKET_INVALID" }),
  },

  // ---- chrono (the organizer's and the staff's, at the field) ----
  "chrono.getLog": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer", "staff"], FORBIDDEN) },
  // The world's game is a week away: the organizer is told the chrono is not open yet.
  "chrono.record": {
    input: (w) => ({ gameId: w.gameId, registrationId: w.registrationId, replica: { index: 0 }, fps: 300, bbGrams: 0.2, note: "", clientId: randomUUID() }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "409 CHRONO_CLOSED", staff: "409 CHRONO_CLOSED" }),
  },
  "chrono.deleteReading": {
    input: (w) => ({ gameId: w.gameId, readingId: 2_000_000_000 }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: NOT_FOUND, staff: NOT_FOUND }),
  },
  "chrono.exportCsv": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer", "staff"], FORBIDDEN) },

  // ---- staff (the organizer names them among the game's players and their own team) ----
  "staff.getGameStaff": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "staff.nameStaff": { input: (w) => ({ gameId: w.gameId, userId: w.registrant.id, role: "medic" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "staff.removeStaff": { input: (w) => ({ gameId: w.gameId, userId: w.registrant.id }), expect: onlyFor([], FORBIDDEN, { organizer: NOT_FOUND }) },

  // ---- sides (the organizer defines and fills them; a confirmed player picks while they are open) ----
  "sides.getSides": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "sides.setSides": {
    input: (w) => ({
      gameId: w.gameId,
      sides: [
        { name: "Rouges", colour: "#c62828", maxPlayers: null },
        { name: "Bleus", colour: "#1565c0", maxPlayers: 6 },
      ],
    }),
    expect: onlyFor(["organizer"], FORBIDDEN),
  },
  "sides.setOpen": { input: (w) => ({ gameId: w.gameId, open: false }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "sides.assign": { input: (w) => ({ registrationId: w.registrationId, sideId: null }), expect: onlyFor(["organizer"], FORBIDDEN) },
  // The world's game has no sides yet: its organizer is told to define them first.
  "sides.balance": { input: (w) => ({ gameId: w.gameId, keepChoices: true }), expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "409 NO_SIDES" }) },
  "sides.exportCsv": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "sides.getGameSides": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer", "registrant", "staff"]) },
  "sides.getGameSides (with its link)": {
    procedure: "sides.getGameSides",
    input: (w) => ({ gameId: w.gameId, shareToken: w.shareToken }),
    expect: onboarded(),
  },
  // No side of that id: the registrant is told so; the organizer holds no place to put on a side.
  "sides.pick": {
    input: (w) => ({ gameId: w.gameId, sideId: 2_000_000_000 }),
    expect: onlyFor([], NOT_FOUND, { organizer: "409 SIDE_NEEDS_CONFIRMED_PLACE", staff: "409 SIDE_NEEDS_CONFIRMED_PLACE" }),
  },

  // ---- ratings ----
  "ratings.rateGame": { input: (w) => ({ gameId: w.pastGameId, score: 5, comment: "" }), expect: onlyFor(["registrant"], "403 NOT_A_PARTICIPANT") },
  "ratings.ratePlayer": { input: (w) => ({ registrationId: w.pastRegistrationId, score: 4, comment: "" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "ratings.getGameRatings": { input: (w) => ({ gameId: w.pastGameId }), expect: anyone() },

  // ---- notifications ----
  "notifications.getNotifications": { expect: onboarded() },
  "notifications.onNotification": { input: () => ({}), expect: onboarded() },
  "notifications.updateLastSeenNotifications": { input: () => ({}), expect: onboarded() },
  "notifications.deleteReadNotifications": { expect: onboarded() },
  "notifications.clearNotifications": { expect: onboarded() },
  "notifications.getPreferences": { expect: onboarded() },
  "notifications.setPreference": { input: () => ({ kind: "pings", byEmail: true }), expect: onboarded() },

  // ---- shops ----
  "shops.getStores": { input: () => ({}), expect: anyone() },
  // A shop waiting for moderation is not on the map, for anyone: moderators see it in their queue.
  "shops.getShop": { input: (w) => ({ shopId: w.shopId }), expect: anyone(Object.fromEntries(ACTORS.map((a) => [a, NOT_FOUND]))) },
  "shops.reportShop": {
    input: () => ({
      name: "Airsoft Sud",
      type: "physical",
      address: { street: "", city: "Lyon", postalCode: "", country: "fr", latitude: 45.7, longitude: 4.8 },
    }),
    expect: onboarded(),
  },
  "shops.getMyShopReports": { expect: onboarded() },
  "shops.listPendingShops": { expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "shops.moderateShop": { input: (w) => ({ shopId: w.shopId, decision: "approved" }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  // The world's field is the organizer's to run; the registrant was checked in at a game there and reviewed it.
  "shops.claimPlace": {
    input: (w) => ({ shopId: w.fieldId, message: "Je gère ce terrain depuis 2019.", proof: { kind: "email", value: "contact@terrain.example" } }),
    expect: onboarded({ organizer: "409 ALREADY_OWNER" }),
  },
  "shops.listPendingClaims": { expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "shops.decideClaim": { input: (w) => ({ claimId: w.claimId, decision: "refused", reason: "" }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "shops.updatePlace": { input: (w) => ({ shopId: w.fieldId, version: 1, description: "Bois et bunkers" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "shops.addOwner": { input: (w) => ({ shopId: w.fieldId, username: w.player.username }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "shops.leavePlace": { input: (w) => ({ shopId: w.fieldId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "shops.followPlace": { input: (w) => ({ shopId: w.fieldId, follow: true }), expect: onboarded() },
  // A field is reviewed after a check-in, never on a "visited" mark.
  "shops.markVisited": { input: (w) => ({ shopId: w.fieldId, visited: true }), expect: onlyFor([], FORBIDDEN) },
  "shops.setOfficial": { input: (w) => ({ gameId: w.pastGameId, official: true }), expect: onlyFor(["organizer"]) },
  "shops.postNews": { input: (w) => ({ shopId: w.fieldId, text: "Portes ouvertes samedi" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "shops.getNews": { input: (w) => ({ shopId: w.fieldId }), expect: anyone() },
  "shops.deleteNews": { input: (w) => ({ postId: w.placeNewsId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "shops.reviewPlace": {
    input: (w) => ({ shopId: w.fieldId, rating: 5, comment: "" }),
    expect: onlyFor(["registrant"], "403 REVIEW_NOT_ALLOWED", { organizer: SELF }),
  },
  "shops.deleteMyReview": { input: (w) => ({ shopId: w.fieldId }), expect: onlyFor(["registrant"]) },
  "shops.answerReview": { input: (w) => ({ reviewId: w.placeReviewId, answer: "Merci !" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "shops.getReviews": { input: (w) => ({ shopId: w.fieldId }), expect: anyone() },

  // ---- teams ----
  // Teams are public: to a non-leader, a team's management answers FORBIDDEN, not NOT_FOUND.
  "teams.createTeam": { input: () => teamInput({ name: uniqueTeamName("Matrice") }), expect: onboarded(inTeam) },
  "teams.updateTeam": { input: (w) => ({ teamId: w.team.id, ...teamInput({ name: uniqueTeamName("Renommee") }) }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.deleteTeam": { input: (w) => ({ teamId: w.team.id, confirmName: w.team.name }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.getTeam": { input: (w) => ({ slug: w.team.slug }), expect: onboarded() },
  // A team's shared link: what it shows the world, to anyone.
  "teams.getTeamTeaser": { input: (w) => ({ slug: w.team.slug }), expect: anyone() },
  "teams.getMyTeam": { expect: onboarded() },

  // ---- discord ----
  // A team's channels are its leaders'; a connection of another's does not exist for them.
  "discord.getConnections": { input: (w) => ({ kind: "team", teamId: w.team.id }), expect: onlyFor(["organizer"], FORBIDDEN) },
  // The rights come first; the leader's call then reaches the tests' unreachable Discord, and nothing is saved.
  "discord.connect": {
    input: (w) => ({
      owner: { kind: "team", teamId: w.team.id },
      url: `https://discord.com/api/webhooks/${"2".repeat(18)}/${"k".repeat(68)}`,
      lang: "fr",
      events: ["news"],
    }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "503 DISCORD_UNREACHABLE" }),
  },
  "discord.updateConnection": { input: (w) => ({ connectionId: w.discordConnectionId, lang: "en", events: ["news"] }), expect: onlyFor(["organizer"]) },
  "discord.disconnect": { input: (w) => ({ connectionId: w.discordConnectionId }), expect: onlyFor(["organizer"]) },
  "teams.searchTeams": { input: () => ({}), expect: onboarded() },
  "teams.applyToTeam": { input: (w) => ({ teamId: w.team.id, message: "Partant !" }), expect: onboarded(inTeam) },
  "teams.cancelApplication": { input: (w) => ({ applicationId: w.applicationId }), expect: onlyFor([]) },
  "teams.acceptApplication": { input: (w) => ({ applicationId: w.applicationId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.declineApplication": { input: (w) => ({ applicationId: w.applicationId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.inviteToTeam": { input: (w) => ({ teamId: w.team.id, userId: w.player.id }), expect: onlyFor(["organizer"], FORBIDDEN, { player: SELF }) },
  "teams.cancelInvitation": { input: (w) => ({ invitationId: w.invitationId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.acceptInvitation": { input: (w) => ({ invitationId: w.invitationId }), expect: onlyFor([]) },
  "teams.declineInvitation": { input: (w) => ({ invitationId: w.invitationId }), expect: onlyFor([]) },
  "teams.updateMember": { input: (w) => ({ memberId: w.team.friendMemberId, role: "admin" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.removeMember": { input: (w) => ({ memberId: w.team.friendMemberId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.leaveTeam": { expect: onlyFor(["friend"], NOT_IN_TEAM, { organizer: "409 TEAM_OWNER_MUST_TRANSFER" }) },
  "teams.transferOwnership": { input: (w) => ({ teamId: w.team.id, memberId: w.team.friendMemberId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.createTeamPost": { input: (w) => ({ teamId: w.team.id, text: "Rendez-vous 8 h" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.deleteTeamPost": { input: (w) => ({ postId: w.postId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.getTeamPosts": { input: (w) => ({ teamId: w.team.id }), expect: onboarded() },
  "teams.getTeamGames": { input: (w) => ({ teamId: w.team.id }), expect: onboarded() },
  "teams.getGameTeams": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },

  // ---- messages ----
  "messages.getConversations": { input: () => ({}), expect: onboarded() },
  "messages.getConversation": { input: (w) => ({ conversationId: w.conversationId }), expect: onlyFor(["organizer", "friend"]) },
  "messages.getMessages": { input: (w) => ({ conversationId: w.conversationId }), expect: onlyFor(["organizer", "friend"]) },
  "messages.getUnreadSummary": { expect: onboarded() },
  "messages.getBlockedPlayers": { expect: onboarded() },
  "messages.openGameConversation": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer", "registrant"]) },
  "messages.openTeamConversation": { expect: onlyFor(["organizer", "friend"], NOT_IN_TEAM) },
  "messages.openDirectConversation": { input: (w) => ({ userId: w.organizer.id }), expect: onboarded({ organizer: SELF }) },
  "messages.sendMessage": {
    input: (w) => ({ conversationId: w.conversationId, clientId: randomUUID(), body: "Salut" }),
    expect: onlyFor(["organizer", "friend"]),
  },
  "messages.markRead": { input: (w) => ({ conversationId: w.conversationId, messageId: w.messageId }), expect: onlyFor(["organizer", "friend"]) },
  // Friends write straight to the inbox: there is no request to accept, for its members either.
  "messages.acceptRequest": {
    input: (w) => ({ conversationId: w.conversationId }),
    expect: onlyFor([], NOT_FOUND, { organizer: NO_REQUEST, friend: NO_REQUEST }),
  },
  "messages.declineRequest": {
    input: (w) => ({ conversationId: w.conversationId }),
    expect: onlyFor([], NOT_FOUND, { organizer: NO_REQUEST, friend: NO_REQUEST }),
  },
  "messages.blockPlayer": { input: (w) => ({ userId: w.organizer.id }), expect: onboarded({ organizer: SELF }) },
  "messages.unblockPlayer": { input: (w) => ({ userId: w.organizer.id }), expect: onboarded() },

  // ---- push (docs/decisions/022) ----
  // Anyone may read the key the browser subscribes with; devices are each player's own: the
  // world has none, so an id names nobody's device for anyone (ownership: push.test.ts).
  "push.getPublicKey": { expect: anyone() },
  "push.subscribe": { input: () => pushSubscription(), expect: onboarded() },
  "push.unsubscribe": { input: () => ({ endpoint: pushSubscription().endpoint }), expect: onboarded() },
  "push.getDevices": { expect: onboarded() },
  "push.removeDevice": { input: () => ({ id: 2 ** 31 - 1 }), expect: onlyFor([]) },

  // ---- account ----
  // Every account may download its own data, verified or not (GDPR): only the signed-out cannot.
  "calendar.getFeed": { expect: onboarded() },
  "calendar.replaceFeed": { expect: onboarded() },
  "account.exportMyData": { expect: anyone({ anonymous: UNAUTHENTICATED }) },
  "account.requestDeletionCode": { expect: anyone({ anonymous: UNAUTHENTICATED }) },
  // A device is ended by its session's id, and only by its own account: another's is unknown.
  "account.endSession": {
    input: (w) => ({ sessionId: w.organizerDeviceId }),
    expect: anyone({
      anonymous: UNAUTHENTICATED,
      ...Object.fromEntries(["unverified", "notOnboarded", ...ONBOARDED_ACTORS].map((a) => [a, NOT_FOUND])),
      organizer: "ok",
    }),
  },
  // The world's players have no password (written straight to the database): every signed-in
  // caller gets to the check, and a refusal there must delete nothing.
  "account.deleteAccount": {
    input: () => ({ method: "password", password: "pas-le-bon" }),
    expect: anyone({
      anonymous: UNAUTHENTICATED,
      ...Object.fromEntries(["unverified", "notOnboarded", ...ONBOARDED_ACTORS].map((a) => [a, "400 WRONG_PASSWORD"])),
    }),
  },

  // ---- carpool (the game's registered players; the organizer looks on) ----
  "carpool.getForGame": {
    input: (w) => ({ gameId: w.gameId }),
    expect: onlyFor(["organizer", "registrant"], NOT_FOUND, { staff: "403 CARPOOL_NOT_REGISTERED" }),
  },
  // The link opens the game, not its carpool: that stays its players'.
  "carpool.getForGame (with its link)": {
    procedure: "carpool.getForGame",
    input: (w) => ({ gameId: w.gameId, shareToken: w.shareToken }),
    expect: onlyFor(["organizer", "registrant"], "403 CARPOOL_NOT_REGISTERED"),
  },
  // The organizer runs the game and holds no place in it: no car of theirs.
  "carpool.offer": {
    input: (w) => ({ gameId: w.gameId, ...carpoolOffer() }),
    expect: onlyFor(["registrant"], NOT_FOUND, { organizer: "403 CARPOOL_NOT_REGISTERED", staff: "403 CARPOOL_NOT_REGISTERED" }),
  },
  // The world holds no car: there is none of one's own to change, nor one to ask or answer.
  "carpool.updateOffer": { input: (w) => ({ gameId: w.gameId, ...carpoolOffer() }), expect: onlyFor([]) },
  "carpool.withdrawOffer": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor([]) },
  "carpool.requestSeat": { input: () => ({ offerId: 2_000_000_000 }), expect: onlyFor([]) },
  "carpool.cancelRequest": { input: () => ({ requestId: 2_000_000_000 }), expect: onlyFor([]) },
  "carpool.answer": { input: () => ({ requestId: 2_000_000_000, accept: true }), expect: onlyFor([]) },

  // ---- reports ----
  // Nobody reports their own; what one cannot see does not exist to report.
  "reports.report (player)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "player", id: w.organizer.id }, ...report }),
    expect: onboarded({ organizer: SELF }),
  },
  "reports.report (game)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "game", id: w.gameId }, ...report }),
    expect: onlyFor(["registrant", "staff"], NOT_FOUND, { organizer: SELF }),
  },
  "reports.report (game, with its link)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "game", id: w.gameId, shareToken: w.shareToken }, ...report }),
    expect: onboarded({ organizer: SELF }),
  },
  "reports.report (team)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "team", id: w.team.id }, ...report }),
    expect: onboarded({ organizer: SELF, friend: SELF }),
  },
  "reports.report (team_post)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "team_post", id: w.postId }, ...report }),
    expect: onboarded({ organizer: SELF }),
  },
  "reports.report (message)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "message", id: w.messageId }, ...report }),
    expect: onlyFor(["organizer"], NOT_FOUND, { friend: SELF }),
  },
  // The world's shop waits for moderation: only its submitter sees it, and it is theirs.
  "reports.report (shop)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "shop", id: w.shopId }, ...report }),
    expect: onlyFor([], NOT_FOUND, { organizer: SELF }),
  },
  "reports.report (place_review)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "place_review", id: w.placeReviewId }, ...report }),
    expect: onboarded({ registrant: SELF }),
  },
  "reports.report (place_news)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "place_news", id: w.placeNewsId }, ...report }),
    expect: onboarded({ organizer: SELF }),
  },
  "reports.getMyReports": { input: () => ({}), expect: onboarded() },

  // ---- moderation ----
  // Moderators and admins only; the audit log and the moderator role are admins' alone. The world's
  // friend wrote a reported message; the player is whom suspensions and role changes are about.
  "moderation.getQueue": { input: () => ({}), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.getTarget": { input: (w) => ({ kind: "message", id: String(w.messageId) }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.dismiss": { input: (w) => ({ kind: "message", id: String(w.messageId) }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.warn": {
    input: (w) => ({ kind: "message", id: String(w.messageId), reason: "Restez courtois" }),
    expect: onlyFor(["moderator", "admin"], FORBIDDEN),
  },
  "moderation.remove": { input: (w) => ({ kind: "message", id: String(w.messageId), reason: "Insulte" }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.suspend": { input: (w) => ({ userId: w.player.id, days: 7, reason: "Harcèlement" }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.ban": { input: (w) => ({ userId: w.player.id, reason: "Escroquerie" }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.lift": { input: (w) => ({ userId: w.player.id }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.getAuditLog": { input: () => ({}), expect: onlyFor(["admin"], FORBIDDEN) },
  "moderation.getFailedJobs": { input: () => undefined, expect: onlyFor(["admin"], FORBIDDEN) },
  "moderation.setModerator": { input: (w) => ({ userId: w.player.id, moderator: true }), expect: onlyFor(["admin"], FORBIDDEN) },
};
