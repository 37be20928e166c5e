import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { onboardingInput } from "./flows.ts";
import {
  NO_FRIEND_REQUEST,
  NOT_FOUND,
  NOT_FRIENDS,
  ONBOARDED_ACTORS,
  SELF,
  UNAUTHENTICATED,
  anyone,
  onboarded,
  onlyFor,
  verified,
  type MatrixRow,
  type Outcome,
} from "./authorization-outcomes.ts";

/** Who already has a profile cannot onboard again. */
const onboardedAlready = Object.fromEntries(ONBOARDED_ACTORS.map((a) => [a, "409 PROFILE_ALREADY_FILLED" as Outcome]));

/** A browser's push subscription: a real P-256 key, so the server accepts it. */
function pushSubscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

function smallImage(): FormData {
  // A 1x1 PNG: enough for the media pipeline to accept and re-encode.
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  const form = new FormData();
  form.append("file", new File([new Uint8Array(png)], "pixel.png", { type: "image/png" }));
  return form;
}

export const PLAYER_ROWS: Record<string, MatrixRow> = {
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

  // ---- geo, media, contact ----
  "geo.searchAddresses": { input: () => ({ query: "Lyon" }), expect: anyone() },
  "media.uploadImage": { input: () => smallImage(), expect: onboarded() },
  "contact.sendContactMessage": {
    // A new address each time: the form's own limit (3 an hour per address) is not what this checks.
    input: () => ({ kind: "contact", topic: "question", name: "Jeanne", email: `${randomUUID()}@example.com`, message: "Comment inscrire mon équipe ?" }),
    expect: anyone(),
  },

  // ---- notifications ----
  "notifications.getNotifications": { expect: onboarded() },
  "notifications.onNotification": { input: () => ({}), expect: onboarded() },
  "notifications.updateLastSeenNotifications": { input: () => ({}), expect: onboarded() },
  "notifications.deleteReadNotifications": { expect: onboarded() },
  "notifications.clearNotifications": { expect: onboarded() },
  "notifications.getPreferences": { expect: onboarded() },
  "notifications.setPreference": { input: () => ({ kind: "pings", byEmail: true }), expect: onboarded() },

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
};
