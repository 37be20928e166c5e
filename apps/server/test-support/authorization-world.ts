import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import {
  discordConnection,
  equipment,
  friendship,
  game,
  gameStaff,
  member,
  registration,
  report,
  session,
  shop as shopTable,
  shopClaim,
  shopOwner,
  shopPost,
  shopReview,
  user,
} from "../src/db/schema/index.ts";
import { createGame } from "../src/modules/games/service.ts";
import { notifyUsers } from "../src/modules/notifications/service.ts";
import { openDirectConversation, sendMessage } from "../src/modules/messages/service.ts";
import { registerForGame } from "../src/modules/registrations/service.ts";
import { reportShop } from "../src/modules/shops/service.ts";
import { applyToTeam, createTeam, createTeamPost, inviteToTeam } from "../src/modules/teams/service.ts";
import { offlineGazetteer } from "../src/platform/offline-gazetteer.ts";
import { uniqueEmail } from "./app.ts";
import { createPlayer, gameInput, makeFriends } from "./players.ts";
import { sessionCookieFor } from "./sessions.ts";
import { teamInput } from "./teams.ts";

/** Who calls, in the authorization matrix (docs/decisions/019): every kind of person the product knows. */
export const ACTORS = ["anonymous", "unverified", "notOnboarded", "player", "friend", "organizer", "registrant", "staff", "moderator", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * One small world per cell of the matrix, so no call sees what another changed. The organizer
 * owns everything in it: a private game (the registrant has a place, the staff member runs its gate), a finished game, gear, a team (the
 * friend is a member; an applicant and an invitee wait), a team post, a conversation with the
 * friend, a shop waiting for moderation, a field they run (reviewed, with news, claimed by another), a notification. "Own" resources are the organizer's;
 * for everyone else they are another's.
 */
export async function buildWorld(db: Db) {
  const organizer = await createPlayer(db, "Orga");
  const friend = await createPlayer(db, "Ami");
  const registrant = await createPlayer(db, "Inscrit");
  const player = await createPlayer(db, "Joueur");
  const staff = await createPlayer(db, "Marshal");
  const moderator = await createPlayer(db, "Modo");
  const admin = await createPlayer(db, "Admin");
  const requester = await createPlayer(db, "Demandeur");
  const applicant = await createPlayer(db, "Candidat");
  const invitee = await createPlayer(db, "Invite");
  await db.update(user).set({ role: "moderator" }).where(eq(user.id, moderator.id));
  await db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
  const unverified = { id: randomUUID() };
  const notOnboarded = { id: randomUUID() };
  await db.insert(user).values([
    { id: unverified.id, name: "Nouveau", email: uniqueEmail("nouveau"), emailVerified: false },
    { id: notOnboarded.id, name: "Verifie", email: uniqueEmail("verifie"), emailVerified: true },
  ]);

  await makeFriends(db, organizer, friend);
  await db.insert(friendship).values({ requesterId: requester.id, addresseeId: organizer.id, status: "pending" });

  // Private: the hardest case, reached only by its link, its organizer and its registrants.
  const { id: gameId } = await createGame(db, organizer, gameInput({ maxPlayers: 10, visibility: "private" }));
  const [{ shareToken }] = (await db.select({ shareToken: game.shareToken }).from(game).where(eq(game.id, gameId))) as [{ shareToken: string }];
  const { id: registrationId } = await registerForGame(db, registrant, { gameId, shareToken, replicas: [{ powerClass: "aeg", fps: 300, name: "" }] });
  // A marshal of the private game, neither registered nor a teammate: what the staff alone may do.
  await db.insert(gameStaff).values({ gameId, userId: staff.id, role: "marshal", status: "confirmed" });
  // A game that ended yesterday, with the registrant in it: what ratings need.
  const { id: pastGameId } = await createGame(db, organizer, gameInput({ title: "Partie passée" }));
  const yesterday = Date.now() - 24 * 3600 * 1000;
  await db
    .update(game)
    .set({ startsAt: new Date(yesterday - 6 * 3600 * 1000), endsAt: new Date(yesterday), confirmedCount: 1 })
    .where(eq(game.id, pastGameId));
  const [past] = await db
    .insert(registration)
    .values({ gameId: pastGameId, userId: registrant.id, status: "confirmed", replicas: [{ powerClass: "aeg", fps: 300, name: "" }] })
    .returning({ id: registration.id });

  // A monthly series of friends-only games: its page and its follow are the organizer's friends'.
  const { seriesId } = await createGame(db, organizer, {
    ...gameInput({ title: "Dominicale mensuelle", visibility: "friends" }),
    repeat: { every: "month", count: 2 },
  });

  const [gear] = await db.insert(equipment).values({ userId: organizer.id, kind: "protection", name: "Masque" }).returning({ id: equipment.id });

  const teamFields = teamInput();
  const team = await createTeam(db, organizer, teamFields, offlineGazetteer);
  const friendMemberId = randomUUID();
  await db.insert(member).values({ id: friendMemberId, organizationId: team.id, userId: friend.id, role: "member" });
  const [ownerMember] = await db.select({ id: member.id }).from(member).where(eq(member.userId, organizer.id));
  const application = await applyToTeam(db, applicant, { teamId: team.id, message: "" });
  const invitation = await inviteToTeam(db, organizer, { teamId: team.id, userId: invitee.id });
  const post = await createTeamPost(db, organizer, { teamId: team.id, text: "Entraînement samedi", photoKeys: [] });

  const { conversationId } = await openDirectConversation(db, organizer, friend.id);
  const sent = await sendMessage(db, friend, { conversationId, clientId: randomUUID(), body: "On se voit dimanche ?" });
  // An open report on the friend's message, for the moderators' queue (filed as the requester: no caller's own).
  await db.insert(report).values({ reporterId: requester.id, targetKind: "message", targetId: String(sent.id), targetUserId: friend.id, reason: "spam" });

  const shop = await reportShop(db, organizer, {
    name: "Airsoft du Rhône",
    type: "physical",
    address: { street: "1 rue du Stand", city: "Lyon", postalCode: "69001", country: "fr", latitude: 45.76, longitude: 4.83 },
    website: "",
    comment: "",
  });
  // A field the organizer runs: the past game was played there and the registrant, checked in, reviewed it.
  const [field] = await db
    .insert(shopTable)
    .values({ type: "field", name: "Terrain des Crêtes", city: "Lyon", country: "fr", latitude: 45.7, longitude: 4.9, status: "approved" })
    .returning({ id: shopTable.id });
  await db.insert(shopOwner).values({ shopId: field!.id, userId: organizer.id });
  await db.update(game).set({ shopId: field!.id }).where(eq(game.id, pastGameId));
  await db
    .update(registration)
    .set({ checkedInAt: new Date(yesterday - 5 * 3600 * 1000) })
    .where(eq(registration.id, past!.id));
  const [placeReview] = await db
    .insert(shopReview)
    .values({ shopId: field!.id, authorId: registrant.id, rating: 4, comment: "Bon terrain" })
    .returning({ id: shopReview.id });
  const [placeNews] = await db
    .insert(shopPost)
    .values({ shopId: field!.id, authorId: organizer.id, text: "Ouverture dimanche" })
    .returning({ id: shopPost.id });
  // Someone else's claim on it, waiting for the moderators.
  const [claim] = await db
    .insert(shopClaim)
    .values({ shopId: field!.id, userId: requester.id, message: "Je suis le gérant.", proofKind: "phone", proof: "04 78 00 00 00" })
    .returning({ id: shopClaim.id });
  // A Discord channel of the team the organizer leads (decision 038).
  const [discord] = await db
    .insert(discordConnection)
    .values({ ownerKind: "team", teamId: team.id, webhookId: "1".repeat(18), webhookToken: "t".repeat(68), name: "annonces", lang: "fr", events: ["news"] })
    .returning({ id: discordConnection.id });
  await notifyUsers(db, [organizer.id], { type: "friend_accept", payload: { friend: { id: friend.id, username: friend.username } } });

  const people: Record<Exclude<Actor, "anonymous">, { id: string }> = {
    unverified,
    notOnboarded,
    player,
    friend,
    organizer,
    registrant,
    staff,
    moderator,
    admin,
  };
  const cookies = Object.fromEntries(
    await Promise.all(Object.entries(people).map(async ([actor, person]) => [actor, (await sessionCookieFor(db, person.id)).header])),
  ) as Record<Exclude<Actor, "anonymous">, string>;

  // Another device of the organizer's: the settings end it by its id.
  const organizerDeviceId = randomUUID();
  await db.insert(session).values({ id: organizerDeviceId, token: randomUUID(), userId: organizer.id, expiresAt: new Date(Date.now() + 24 * 3600 * 1000) });

  return {
    cookies,
    organizer,
    organizerDeviceId,
    friend,
    registrant,
    player,
    requester,
    applicant,
    invitee,
    gameId,
    pastGameId,
    seriesId: seriesId!,
    registrationId,
    pastRegistrationId: past!.id,
    equipmentId: gear!.id,
    shareToken,
    discordConnectionId: discord!.id,
    team: { id: team.id, slug: team.slug, name: teamFields.name, ownerMemberId: ownerMember!.id, friendMemberId },
    applicationId: application.id,
    invitationId: invitation.id,
    postId: post.id,
    conversationId,
    messageId: sent.id,
    shopId: shop.id,
    fieldId: field!.id,
    placeReviewId: placeReview!.id,
    placeNewsId: placeNews!.id,
    claimId: claim!.id,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
