import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import {
  createGameByApi,
  expectToast,
  onboardedPlayer,
  openNotificationPanel,
  otherPersonPage,
  randomClientAddress,
  setSiteRole,
  trpcMutation,
} from "./support/fixtures.ts";

/**
 * Places run by their owners (docs/product.md §7): a player claims a field with a proof, a
 * moderator grants it, the owner keeps its page, posts news its followers hear of, marks the games
 * held there official; a visitor reviews a shop they went to and the owner answers.
 */

// A 1x1 transparent PNG: map tiles are answered locally, nothing leaves the machine.
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const LYON = { street: "Chemin des Crêtes", city: "Lyon", postalCode: "69009", country: "fr", latitude: 45.7801, longitude: 4.8057 };

test.beforeEach(async ({ page }) => {
  await page.route("**/tile.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: PNG_1X1 }));
});

const tag = () => Math.random().toString(36).slice(2, 7);

async function moderatorContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() } });
  const email = await onboardedPlayer(context.request, baseURL, "modo");
  await setSiteRole(email, "moderator");
  return context;
}

/** An approved place, made the way real ones are: a player reports it, a moderator approves it. */
async function approvedPlace(moderator: APIRequestContext, baseURL: string, name: string, type: "field" | "physical") {
  const { id } = await trpcMutation<{ id: number }>(moderator, baseURL, "shops.reportShop", { name, type, address: LYON, website: "", comment: "" });
  await trpcMutation(moderator, baseURL, "shops.moderateShop", { shopId: id, decision: "approved" });
  return id;
}

/** A claim granted without the screens (the first journey goes through them). */
async function ownedByApi(owner: APIRequestContext, moderator: APIRequestContext, baseURL: string, shopId: number) {
  const claim = await trpcMutation<{ id: number }>(owner, baseURL, "shops.claimPlace", {
    shopId,
    message: "Je gère ce lieu depuis 2019.",
    proof: { kind: "phone", value: "04 78 00 00 00" },
  });
  await trpcMutation(moderator, baseURL, "shops.decideClaim", { claimId: claim.id, decision: "accepted", reason: "" });
}

test("a player claims a field, a moderator grants it, the owner keeps its page, posts news and marks a game official @desktop", async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  const moderator = await moderatorContext(browser, baseURL!);
  const name = `Terrain ${tag()} des Crêtes`;
  const shopId = await approvedPlace(moderator.request, baseURL!, name, "field");
  await onboardedPlayer(page.request, baseURL!, "gerant");

  // The claim: a message and a proof; a proof of the wrong kind is said so on its field.
  await page.goto(`/fr/shops/${shopId}`);
  await page.getByRole("button", { name: "Vous gérez ce lieu ?" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Qui êtes-vous pour ce lieu ?").fill("Je préside l'association qui gère le terrain.");
  await dialog.getByRole("radio", { name: "Une page de son site qui vous nomme" }).check();
  await dialog.getByRole("textbox", { name: "Une page de son site qui vous nomme" }).fill("pas une adresse");
  await dialog.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(dialog.getByText("Cette preuve ne correspond pas à son type")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Une page de son site qui vous nomme" }).fill("https://terrain-cretes.example/bureau");
  await dialog.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expectToast(page, "Demande envoyée : les modérateurs vous répondront");
  await expect(page.getByText("Votre demande de gestion attend les modérateurs")).toBeVisible();

  // The moderator compares the proof with the place and grants it.
  const modPage = await moderator.newPage();
  await modPage.goto("/fr/moderation/claims");
  const card = modPage.getByRole("article", { name: new RegExp(name) });
  await expect(card).toContainText("https://terrain-cretes.example/bureau");
  await expect(card).toContainText("Aucun gérant pour l'instant.");
  await card.getByRole("button", { name: "Accorder la gestion" }).click();
  await expectToast(modPage, "Gestion accordée : le joueur a été prévenu");
  await expect(card).toHaveCount(0);

  // The owner is told, and edits the page: services, kind of field, rules.
  await page.reload();
  await expect(await openNotificationPanel(page, isMobile)).toContainText(`Vous gérez maintenant ${name}`);
  await page.reload();
  await page.getByRole("link", { name: "Modifier la page" }).click();
  await page.getByLabel("Présentation du lieu").fill("Huit hectares de bois, un village et une tranchée.");
  await page.getByLabel("Horaires").fill("Dim. 8 h 30–17 h");
  await page.getByText("Parking", { exact: true }).click();
  await page.getByText("Location de répliques", { exact: true }).click();
  await page.getByText("Bois", { exact: true }).click();
  await page.getByLabel("Règles du terrain").fill("Billes bio uniquement, lunettes homologuées obligatoires.");
  await page.getByRole("button", { name: "Enregistrer la page" }).click();
  await expectToast(page, "Page enregistrée");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Huit hectares de bois, un village et une tranchée.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Règles du terrain" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Parking$/ })).toBeVisible();
  await expect(page.getByText("Bois", { exact: true })).toBeVisible();

  // A player follows the field; the owner's news reaches them.
  const follower = await otherPersonPage(browser, testInfo, baseURL!, "abonne");
  await follower.page.goto(`/fr/shops/${shopId}`);
  await follower.page.getByRole("button", { name: "Suivre" }).click();
  await expectToast(follower.page, "Vous serez prévenu de ses actualités et de ses nouvelles parties");
  await page.getByLabel("Nouvelle actualité").fill("Le nouveau bunker est ouvert dès dimanche.");
  await page.getByRole("button", { name: "Publier" }).click();
  await expectToast(page, "Actualité publiée : vos abonnés sont prévenus");
  await follower.page.reload();
  await expect(follower.page.getByText("Le nouveau bunker est ouvert dès dimanche.")).toBeVisible();
  await expect(await openNotificationPanel(follower.page, isMobile)).toContainText(`Du nouveau chez ${name}`);

  // An organizer publishes a game there; the owner marks it official, and the game page says so.
  const organizer = await otherPersonPage(browser, testInfo, baseURL!, "orga");
  const game = await createGameByApi(organizer.page.request, baseURL!, { shopId, address: LYON });
  await page.reload();
  await expect(page.getByRole("link", { name: new RegExp(game.title) })).toBeVisible();
  // The box follows the server: it shows ticked once the mark is saved.
  await page.getByRole("checkbox", { name: new RegExp(game.title) }).click();
  await expectToast(page, "Partie marquée officielle");
  await expect(page.getByRole("checkbox", { name: new RegExp(game.title) })).toBeChecked();
  await organizer.page.goto(`/fr/games/${game.id}`);
  await expect(organizer.page.getByRole("link", { name: `Terrain : ${name}` })).toBeVisible();
  await expect(organizer.page.getByText("Partie officielle du terrain")).toBeVisible();

  await follower.context.close();
  await organizer.context.close();
  await moderator.close();
});

test("two owners save the page at once: the second is told and reloads the saved version", async ({ page, browser, baseURL }, testInfo) => {
  const moderator = await moderatorContext(browser, baseURL!);
  const shopId = await approvedPlace(moderator.request, baseURL!, `Boutique ${tag()}`, "physical");
  const first = await onboardedPlayer(page.request, baseURL!, "gerant-a");
  await ownedByApi(page.request, moderator.request, baseURL!, shopId);
  const second = await otherPersonPage(browser, testInfo, baseURL!, "gerant-b");
  await ownedByApi(second.page.request, moderator.request, baseURL!, shopId);
  expect(first).toBeTruthy();

  await page.goto(`/fr/shops/${shopId}/edit`);
  await second.page.goto(`/fr/shops/${shopId}/edit`);
  await page.getByLabel("Horaires").fill("Mar.–sam. 10 h–19 h");
  await page.getByRole("button", { name: "Enregistrer la page" }).click();
  await expectToast(page, "Page enregistrée");

  await second.page.getByLabel("Horaires").fill("Fermé le lundi");
  await second.page.getByRole("button", { name: "Enregistrer la page" }).click();
  await expect(second.page.getByRole("alert").filter({ hasText: "Un autre gérant a enregistré cette page" })).toBeVisible();
  // What they typed stays until they choose to reload.
  await expect(second.page.getByLabel("Horaires")).toHaveValue("Fermé le lundi");
  await second.page.getByRole("button", { name: "Recharger la version enregistrée" }).click();
  await expect(second.page.getByLabel("Horaires")).toHaveValue("Mar.–sam. 10 h–19 h");
  await second.page.getByLabel("Horaires").fill("Mar.–sam. 10 h–19 h, fermé le lundi");
  await second.page.getByRole("button", { name: "Enregistrer la page" }).click();
  await expectToast(second.page, "Page enregistrée");
  await expect(second.page.getByText("Mar.–sam. 10 h–19 h, fermé le lundi")).toBeVisible();

  // A player who runs nothing here is told so, not shown a form.
  const stranger = await otherPersonPage(browser, testInfo, baseURL!, "curieux");
  await stranger.page.goto(`/fr/shops/${shopId}/edit`);
  await expect(stranger.page.getByText("Seuls les gérants de ce lieu peuvent modifier sa page.")).toBeVisible();
  await stranger.context.close();
  await second.context.close();
  await moderator.close();
});

test("a visitor who went to a shop reviews it, the owner answers once, and the average shows @desktop", async ({ page, browser, baseURL }, testInfo) => {
  const moderator = await moderatorContext(browser, baseURL!);
  const name = `Boutique ${tag()}`;
  const shopId = await approvedPlace(moderator.request, baseURL!, name, "physical");
  const owner = await otherPersonPage(browser, testInfo, baseURL!, "gerant");
  await ownedByApi(owner.page.request, moderator.request, baseURL!, shopId);
  await onboardedPlayer(page.request, baseURL!, "client");

  await page.goto(`/fr/shops/${shopId}`);
  await expect(page.getByText("Indiquez que vous y êtes allé pour donner votre avis.")).toBeVisible();
  await page.getByRole("button", { name: "J'y suis allé ?" }).click();
  const reviews = page.locator("#avis");
  await reviews.getByRole("radio", { name: "4 étoiles sur 5" }).check({ force: true });
  await reviews.getByLabel("Commentaire (facultatif)").fill("Bon conseil pour ma première DMR.");
  await reviews.getByRole("button", { name: "Publier mon avis" }).click();
  await expectToast(page, "Merci pour votre avis !");
  await expect(reviews.getByRole("listitem").filter({ hasText: "Bon conseil pour ma première DMR." })).toBeVisible();
  await expect(page.locator("header").getByText("4,0")).toBeVisible();

  await owner.page.goto(`/fr/shops/${shopId}`);
  const review = owner.page.locator("#avis").getByRole("listitem").filter({ hasText: "Bon conseil pour ma première DMR." });
  await review.getByRole("button", { name: "Répondre" }).click();
  await review.getByLabel("Votre réponse (une seule, au nom du lieu)").fill("Merci, à bientôt au chrono !");
  await review.getByRole("button", { name: "Publier la réponse" }).click();
  await expectToast(owner.page, "Réponse publiée");
  await expect(review.getByText("Merci, à bientôt au chrono !")).toBeVisible();
  await expect(review.getByRole("button", { name: "Répondre" })).toHaveCount(0);

  await page.reload();
  await expect(page.locator("#avis").getByText("Merci, à bientôt au chrono !")).toBeVisible();
  await owner.context.close();
  await moderator.close();
});
