import { ACTORS } from "./authorization-world.ts";
import { FORBIDDEN, NOT_FOUND, SELF, anyone, onboarded, onlyFor, type MatrixRow } from "./authorization-outcomes.ts";

export const SHOP_ROWS: Record<string, MatrixRow> = {
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
};
