import type { ShopType } from "@escouade/contracts/shops";
import { updatePlaceSchema } from "@escouade/contracts/places";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, mediaUpload, moderationAction, notification, registration, shop, shopClaim } from "../../db/schema/index.ts";
import { createGame, getGame, searchGames, updateGame } from "../games/service.ts";
import { remove } from "../moderation/service.ts";
import { reportTarget } from "../reports/service.ts";
import { registerForGame } from "../registrations/service.ts";
import {
  addPlaceOwner,
  answerReview,
  claimPlace,
  decideClaim,
  deletePlaceNews,
  followPlace,
  getPlaceNews,
  getPlaceReviews,
  getShop,
  leavePlace,
  markVisited,
  postPlaceNews,
  reviewPlace,
  setOfficial,
  updatePlace,
} from "./service.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { insertPlace } from "../../../test-support/places.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());
const db = () => database.db;

const approvedPlace = (type: ShopType = "field", status: "approved" | "pending" = "approved") => insertPlace(db(), { type, status });

async function moderator() {
  const player = await createPlayer(db(), "Modo");
  return { ...player, role: "moderator" };
}

const claim = (shopId: number) => ({
  shopId,
  message: "Je suis le gérant du terrain depuis 2019.",
  proof: { kind: "website" as const, value: "https://terrain.example/equipe" },
});

/** A place with one owner, made by an accepted claim. */
async function ownedPlace(type: ShopType = "field") {
  const place = await approvedPlace(type);
  const owner = await createPlayer(db(), "Owner");
  const created = await claimPlace(db(), owner, claim(place.id));
  await decideClaim(db(), await moderator(), { claimId: created.id, decision: "accepted", reason: "Site vérifié" });
  return { place, owner };
}

async function typesOf(userId: string) {
  const rows = await db().select({ data: notification.data }).from(notification).where(eq(notification.userId, userId)).orderBy(desc(notification.id));
  return rows.map((row) => row.data.type);
}

const edit = (shopId: number, version: number, overrides: Record<string, unknown> = {}) =>
  updatePlaceSchema.parse({ shopId, version, description: "Trente hectares de bois.", services: ["parking", "rental"], fieldKind: "woods", ...overrides });

describe("claiming a place", () => {
  it("waits for a moderator, whose decision is audited and makes the claimant an owner", async () => {
    const place = await approvedPlace();
    const player = await createPlayer(db(), "Claimant");
    const modo = await moderator();
    const created = await claimPlace(db(), player, claim(place.id));
    expect(created.status).toBe("pending");
    expect((await getShop(db(), player.id, place.id)).viewer?.claim?.status).toBe("pending");
    expect((await getShop(db(), player.id, place.id)).viewer?.owner).toBe(false);

    await decideClaim(db(), modo, { claimId: created.id, decision: "accepted", reason: "Site vérifié" });
    const page = await getShop(db(), player.id, place.id);
    expect(page.viewer?.owner).toBe(true);
    expect(page.owners.map((o) => o.id)).toEqual([player.id]);
    const [logged] = await db()
      .select()
      .from(moderationAction)
      .where(and(eq(moderationAction.targetUserId, player.id), eq(moderationAction.action, "claim_accepted")));
    expect(logged).toMatchObject({ moderatorId: modo.id, targetKind: "shop", targetId: String(place.id), reason: "Site vérifié" });
    expect(await typesOf(player.id)).toContain("place_claim_accepted");
    expect(await appCodeOf(decideClaim(db(), modo, { claimId: created.id, decision: "refused", reason: "" }))).toBe("REQUEST_ALREADY_DECIDED");
    expect(await appCodeOf(claimPlace(db(), player, claim(place.id)))).toBe("ALREADY_OWNER");
  });

  it("a refusal tells the claimant why, and the place stays unowned", async () => {
    const place = await approvedPlace("physical");
    const player = await createPlayer(db(), "Claimant");
    const created = await claimPlace(db(), player, claim(place.id));
    await decideClaim(db(), await moderator(), { claimId: created.id, decision: "refused", reason: "Le site ne vous nomme pas" });
    const [told] = await db().select({ data: notification.data }).from(notification).where(eq(notification.userId, player.id));
    expect(told?.data).toMatchObject({ type: "place_claim_refused", payload: { reason: "Le site ne vous nomme pas" } });
    expect((await getShop(db(), null, place.id)).owners).toEqual([]);
  });

  it("one claim waits per player and place, even sent twice at once; a pending place cannot be claimed", async () => {
    const place = await approvedPlace();
    const player = await createPlayer(db(), "Twice");
    const results = await Promise.allSettled([claimPlace(db(), player, claim(place.id)), claimPlace(db(), player, claim(place.id))]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await appCodeOf(claimPlace(db(), player, claim(place.id)))).toBe("CLAIM_PENDING");
    const pending = await approvedPlace("field", "pending");
    expect(await appCodeOf(claimPlace(db(), player, claim(pending.id)))).toBe("NOT_FOUND");
  });

  it("a player has at most 3 claims waiting; a moderator does not decide their own", async () => {
    const player = await moderator();
    for (let i = 0; i < 3; i++) await claimPlace(db(), player, claim((await approvedPlace()).id));
    expect(await appCodeOf(claimPlace(db(), player, claim((await approvedPlace()).id)))).toBe("RATE_LIMITED");
    const own = await claimPlace(db(), player, claim((await approvedPlace()).id)).catch(() => null);
    expect(own).toBeNull();
    const [first] = await db().select({ id: shopClaim.id }).from(shopClaim).where(eq(shopClaim.userId, player.id)).limit(1);
    expect(await appCodeOf(decideClaim(db(), player, { claimId: first!.id, decision: "accepted", reason: "" }))).toBe("SELF_ACTION");
  });
});

describe("owners", () => {
  it("name another owner by username, who is told; hand over by leaving; strangers are refused", async () => {
    const { place, owner } = await ownedPlace();
    const next = await createPlayer(db(), "Next");
    const stranger = await createPlayer(db(), "Stranger");
    expect(await appCodeOf(addPlaceOwner(db(), stranger, { shopId: place.id, username: next.username }))).toBe("FORBIDDEN");
    await addPlaceOwner(db(), owner, { shopId: place.id, username: next.username.toUpperCase() });
    expect(await typesOf(next.id)).toContain("place_owner_added");
    expect(await appCodeOf(addPlaceOwner(db(), owner, { shopId: place.id, username: next.username }))).toBe("ALREADY_OWNER");
    expect(await appCodeOf(addPlaceOwner(db(), owner, { shopId: place.id, username: "nobody-by-that-name" }))).toBe("NOT_FOUND");
    await leavePlace(db(), owner, place.id);
    expect((await getShop(db(), null, place.id)).owners.map((o) => o.id)).toEqual([next.id]);
    expect(await appCodeOf(leavePlace(db(), owner, place.id))).toBe("FORBIDDEN");
  });

  it("a place has at most 5 owners", async () => {
    const { place, owner } = await ownedPlace();
    for (let i = 0; i < 4; i++) await addPlaceOwner(db(), owner, { shopId: place.id, username: (await createPlayer(db(), "Co")).username });
    expect(await appCodeOf(addPlaceOwner(db(), owner, { shopId: place.id, username: (await createPlayer(db(), "Sixth")).username }))).toBe("TOO_MANY_ITEMS");
  });
});

describe("editing a place's page", () => {
  it("saves what owners keep, and a field's kind and rules only on a field", async () => {
    const { place, owner } = await ownedPlace("physical");
    const saved = await updatePlace(db(), owner, edit(place.id, 1, { rules: "Pas de rafale.", phone: "04 78 00 00 00", openingHours: "Mar–sam 10 h–19 h" }));
    expect(saved.version).toBe(2);
    const page = await getShop(db(), null, place.id);
    expect(page).toMatchObject({
      description: "Trente hectares de bois.",
      services: ["rental", "parking"],
      fieldKind: null,
      rules: "",
      phone: "04 78 00 00 00",
    });
    expect(page.version).toBe(2);
    const stranger = await createPlayer(db(), "Stranger");
    expect(await appCodeOf(updatePlace(db(), stranger, edit(place.id, 2)))).toBe("FORBIDDEN");
  });

  it("two owners saving at once: one wins, the other is told the page changed, nothing is merged unseen", async () => {
    const { place, owner } = await ownedPlace();
    const other = await createPlayer(db(), "Co");
    await addPlaceOwner(db(), owner, { shopId: place.id, username: other.username });
    const results = await Promise.allSettled([
      updatePlace(db(), owner, edit(place.id, 1, { description: "Version A" })),
      updatePlace(db(), other, edit(place.id, 1, { description: "Version B" })),
    ]);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(1);
    expect(await appCodeOf(Promise.reject((refused[0] as PromiseRejectedResult).reason))).toBe("PLACE_CHANGED");
    const page = await getShop(db(), null, place.id);
    expect(["Version A", "Version B"]).toContain(page.description);
    expect(page.version).toBe(2);
  });

  it("keeps another owner's photos, refuses a stranger's upload", async () => {
    const { place, owner } = await ownedPlace();
    const other = await createPlayer(db(), "Co");
    await addPlaceOwner(db(), owner, { shopId: place.id, username: other.username });
    const key = `uploads/${crypto.randomUUID()}`;
    const foreign = `uploads/${crypto.randomUUID()}`;
    await db()
      .insert(mediaUpload)
      .values([
        { key, uploaderId: owner.id },
        { key: foreign, uploaderId: (await createPlayer(db(), "Someone")).id },
      ]);
    await updatePlace(db(), owner, edit(place.id, 1, { photoKeys: [key] }));
    await updatePlace(db(), other, edit(place.id, 2, { photoKeys: [key] }));
    expect(await appCodeOf(updatePlace(db(), other, edit(place.id, 3, { photoKeys: [key, foreign] })))).toBe("IMAGE_INVALID");
    expect((await getShop(db(), null, place.id)).photoKeys).toEqual([key]);
  });
});

describe("games at a field", () => {
  it("a game names a known field; its followers hear of a public one; owners mark it official", async () => {
    const { place, owner } = await ownedPlace();
    const follower = await createPlayer(db(), "Follower");
    const organizer = await createPlayer(db(), "Orga");
    await followPlace(db(), follower, { shopId: place.id, follow: true });
    const created = await createGame(db(), organizer, gameInput({ shopId: place.id }));
    expect(await typesOf(follower.id)).toEqual(["place_game_added"]);
    await createGame(db(), organizer, gameInput({ shopId: place.id, visibility: "friends" }));
    expect(await typesOf(follower.id)).toHaveLength(1);

    const listed = await searchGames(db(), null, { shopId: place.id, limit: 20 });
    expect(listed.items.map((g) => g.id)).toEqual([created.id]);
    expect(listed.items[0]!.official).toBe(false);
    expect(await appCodeOf(setOfficial(db(), organizer, { gameId: created.id, official: true }))).toBe("NOT_FOUND");
    await setOfficial(db(), owner, { gameId: created.id, official: true });
    expect((await searchGames(db(), null, { shopId: place.id, limit: 20 })).items[0]!.official).toBe(true);

    // Moved to another field, the game loses the first field's mark.
    const other = await approvedPlace();
    await updateGame(db(), organizer, { ...gameInput({ shopId: other.id }), gameId: created.id });
    const [moved] = await db().select({ official: game.official, shopId: game.shopId }).from(game).where(eq(game.id, created.id));
    expect(moved).toEqual({ official: false, shopId: other.id });
  });

  it("a game's page names its field; an edit keeps the field's mark, and a field removed since is kept, not refused", async () => {
    const { place, owner } = await ownedPlace();
    const organizer = await createPlayer(db(), "Orga");
    const input = gameInput({ shopId: place.id });
    const created = await createGame(db(), organizer, input);
    await setOfficial(db(), owner, { gameId: created.id, official: true });
    expect(await getGame(db(), organizer.id, created.id)).toMatchObject({ place: { id: place.id, name: place.name }, official: true });

    // Another title, the same field: still official.
    await updateGame(db(), organizer, { ...input, title: "Opération Brouillard II", gameId: created.id });
    expect(await getGame(db(), organizer.id, created.id)).toMatchObject({ place: { id: place.id }, official: true });
    // Moving to a field that is not one (yet) is refused.
    const pending = await approvedPlace("field", "pending");
    expect(await appCodeOf(updateGame(db(), organizer, { ...input, shopId: pending.id, gameId: created.id }))).toBe("HOME_FIELD_INVALID");

    // The moderators remove the field: the game's page names none, and the game can still be edited where it is.
    await db().update(shop).set({ removedAt: new Date() }).where(eq(shop.id, place.id));
    expect(await getGame(db(), organizer.id, created.id)).toMatchObject({ place: null });
    expect(await updateGame(db(), organizer, { ...input, title: "Opération Brouillard III", gameId: created.id })).toEqual({ id: created.id });
  });

  it("refuses a shop, a pending field and an unknown id as a game's field", async () => {
    const organizer = await createPlayer(db(), "Orga");
    for (const shopId of [(await approvedPlace("physical")).id, (await approvedPlace("field", "pending")).id, 2_000_000_000]) {
      expect(await appCodeOf(createGame(db(), organizer, gameInput({ shopId })))).toBe("HOME_FIELD_INVALID");
    }
  });
});

describe("news", () => {
  it("an owner posts, followers are told, a co-owner may delete it, others may not post", async () => {
    const { place, owner } = await ownedPlace("physical");
    const follower = await createPlayer(db(), "Follower");
    await followPlace(db(), follower, { shopId: place.id, follow: true });
    const post = await postPlaceNews(db(), owner, { shopId: place.id, text: "Arrivage de répliques ce samedi !", photoKeys: [] });
    const [told] = await db().select({ data: notification.data }).from(notification).where(eq(notification.userId, follower.id));
    expect(told?.data).toMatchObject({ type: "place_news", payload: { excerpt: "Arrivage de répliques ce samedi !" } });
    expect((await getPlaceNews(db(), { shopId: place.id, limit: 10 })).items.map((n) => n.id)).toEqual([post.id]);
    expect(await appCodeOf(postPlaceNews(db(), follower, { shopId: place.id, text: "Moi aussi", photoKeys: [] }))).toBe("FORBIDDEN");
    expect(await appCodeOf(deletePlaceNews(db(), follower, post.id))).toBe("FORBIDDEN");
    await followPlace(db(), follower, { shopId: place.id, follow: false });
    await deletePlaceNews(db(), owner, post.id);
    expect((await getPlaceNews(db(), { shopId: place.id, limit: 10 })).items).toEqual([]);
  });
});

describe("reviews", () => {
  async function checkedInAt(fieldId: number) {
    const organizer = await createPlayer(db(), "Orga");
    const player = await createPlayer(db(), "Player");
    const { id: gameId } = await createGame(db(), organizer, gameInput({ shopId: fieldId }));
    const { id } = await registerForGame(db(), player, { gameId, replicas: [], rulesVersion: 1 });
    return { player, check: () => db().update(registration).set({ checkedInAt: new Date() }).where(eq(registration.id, id)) };
  }

  it("a field is reviewed after a check-in there, once; the average counts each player once", async () => {
    const { place, owner } = await ownedPlace();
    const { player, check } = await checkedInAt(place.id);
    expect(await appCodeOf(reviewPlace(db(), player, { shopId: place.id, rating: 5, comment: "" }))).toBe("REVIEW_NOT_ALLOWED");
    await check();
    expect((await getShop(db(), player.id, place.id)).viewer?.review).toBe("eligible");
    await reviewPlace(db(), player, { shopId: place.id, rating: 2, comment: "Trop de ronces." });
    await reviewPlace(db(), player, { shopId: place.id, rating: 4, comment: "Ronces coupées, bien mieux." });
    const page = await getShop(db(), player.id, place.id);
    expect(page.rating).toEqual({ average: 4, count: 1 });
    expect(page.viewer?.review).toBe("reviewed");
    expect(await typesOf(owner.id)).toContain("place_reviewed");
    expect(await appCodeOf(reviewPlace(db(), owner, { shopId: place.id, rating: 5, comment: "" }))).toBe("SELF_ACTION");
  });

  it("a shop is reviewed once visited; a field cannot be marked visited", async () => {
    const shopPlace = await approvedPlace("physical");
    const field = await approvedPlace("field");
    const player = await createPlayer(db(), "Visitor");
    expect(await appCodeOf(reviewPlace(db(), player, { shopId: shopPlace.id, rating: 3, comment: "" }))).toBe("REVIEW_NOT_ALLOWED");
    await markVisited(db(), player, { shopId: shopPlace.id, visited: true });
    await reviewPlace(db(), player, { shopId: shopPlace.id, rating: 3, comment: "Accueil correct." });
    expect((await getShop(db(), null, shopPlace.id)).rating).toEqual({ average: 3, count: 1 });
    expect(await appCodeOf(markVisited(db(), player, { shopId: field.id, visited: true }))).toBe("FORBIDDEN");
  });

  it("the owners answer once and the author is told; a removed review leaves the list and the average, and stays removed", async () => {
    const { place, owner } = await ownedPlace("workshop");
    const a = await createPlayer(db(), "A");
    const b = await createPlayer(db(), "B");
    for (const [player, rating] of [
      [a, 5],
      [b, 2],
    ] as const) {
      await markVisited(db(), player, { shopId: place.id, visited: true });
      await reviewPlace(db(), player, { shopId: place.id, rating, comment: "Avis" });
    }
    expect((await getShop(db(), null, place.id)).rating).toEqual({ average: 3.5, count: 2 });
    const reviews = (await getPlaceReviews(db(), { shopId: place.id, limit: 10 })).items;
    const bReview = reviews.find((r) => r.author.id === b.id)!;
    expect(await appCodeOf(answerReview(db(), a, { reviewId: bReview.id, answer: "Merci" }))).toBe("FORBIDDEN");
    await answerReview(db(), owner, { reviewId: bReview.id, answer: "Désolés, nous avons changé de fournisseur." });
    expect(await typesOf(b.id)).toContain("place_review_answered");
    expect(await appCodeOf(answerReview(db(), owner, { reviewId: bReview.id, answer: "Encore" }))).toBe("ALREADY_ANSWERED");

    await reportTarget(db(), owner, { target: { kind: "place_review", id: bReview.id }, reason: "spam", details: "" });
    await remove(db(), await moderator(), { kind: "place_review", id: String(bReview.id), reason: "Hors sujet" });
    expect((await getPlaceReviews(db(), { shopId: place.id, limit: 10 })).items.map((r) => r.author.id)).toEqual([a.id]);
    expect((await getShop(db(), null, place.id)).rating).toEqual({ average: 5, count: 1 });
    expect(await appCodeOf(reviewPlace(db(), b, { shopId: place.id, rating: 5, comment: "Revoilà" }))).toBe("FORBIDDEN");
    expect(await appCodeOf(reportTarget(db(), a, { target: { kind: "place_review", id: bReview.id }, reason: "spam", details: "" }))).toBe("NOT_FOUND");
  });
});
