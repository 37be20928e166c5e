import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, onboardedPlayer, randomClientAddress, setSiteRole } from "./support/fixtures.ts";

// A 1x1 transparent PNG: map tiles are answered locally, nothing leaves the machine.
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

const LYON = { street: "12 rue Mercière", city: "Lyon", postalCode: "69002", country: "fr", latitude: 45.7626, longitude: 4.8327 };
const PARIS = { street: "Rue de Rivoli", city: "Paris", postalCode: "75001", country: "fr", latitude: 48.8606, longitude: 2.3376 };

test.beforeEach(async ({ page }) => {
  await page.route("**/tile.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: PNG_1X1 }));
});

const uniqueTag = () => `bunker${Math.random().toString(36).slice(2, 7)}`;

async function trpcMutation(request: APIRequestContext, baseURL: string, path: string, input: unknown) {
  const res = await request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin: baseURL } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { data: { json: { id: number } } } }).result.data.json;
}

/** A moderator in a browser context of its own (its own cookies, its own address). */
async function moderatorContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() } });
  const email = await onboardedPlayer(context.request, baseURL, "modo");
  await setSiteRole(email, "moderator");
  return context;
}

/** Approved shops made the way real ones are: a player reports them, a moderator approves them. */
async function approvedShops(browser: Browser, baseURL: string, tag: string) {
  const reporter = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() } });
  const moderator = await moderatorContext(browser, baseURL);
  await onboardedPlayer(reporter.request, baseURL, "reporter");
  const shops = [
    { name: `Terrain ${tag} des Monts d'Or`, type: "field", address: LYON, website: "https://terrain.example.fr", comment: "" },
    { name: `Boutique ${tag} Rivoli`, type: "physical", address: PARIS, website: "", comment: "Grande boutique" },
  ];
  const ids: number[] = [];
  for (const shop of shops) {
    const { id } = await trpcMutation(reporter.request, baseURL, "shops.reportShop", shop);
    await trpcMutation(moderator.request, baseURL, "shops.moderateShop", { shopId: id, decision: "approved" });
    ids.push(id);
  }
  await reporter.close();
  await moderator.close();
  return { field: { ...shops[0]!, id: ids[0]! }, store: { ...shops[1]!, id: ids[1]! } };
}

test("a visitor finds shops and fields, filters them by type, sees them on the map and opens one", async ({ page, browser, baseURL }) => {
  const tag = uniqueTag();
  const { field, store } = await approvedShops(browser, baseURL!, tag);

  await page.goto(`/fr/search/shops?q=${tag}`);
  await expect(page.getByRole("heading", { name: "Boutiques et terrains", level: 1 })).toBeVisible();
  await expect(page.getByText("2 boutiques et terrains", { exact: true })).toBeVisible();
  const list = page.getByRole("region", { name: "Liste des boutiques et terrains" });
  const fieldCard = list.getByRole("article").filter({ hasText: field.name });
  await expect(fieldCard.getByText("Terrain", { exact: true })).toBeVisible();
  await expect(fieldCard.getByText("Lyon", { exact: true })).toBeVisible();
  await expect(list.getByRole("link", { name: store.name })).toHaveAttribute("href", `/fr/shops/${store.id}`);

  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Terrain" });
  await expect(page).toHaveURL(/type=field/);
  await expect(page.getByText("1 boutique ou terrain", { exact: true })).toBeVisible();
  await expect(list.getByRole("link", { name: store.name })).toHaveCount(0);
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Tous les types" });
  await expect(page.getByText("2 boutiques et terrains", { exact: true })).toBeVisible();

  // The phone shows one view at a time: the map, its two markers (Lyon and Paris), a popup.
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  await page.getByRole("button", { name: "Carte" }).click();
  const markers = page.locator(".leaflet-marker-icon:not(.game-cluster)");
  await expect(markers).toHaveCount(2);
  await page.locator(`.leaflet-marker-icon[title="${field.name}"]`).click();
  const popupLink = page.locator(".leaflet-popup").getByRole("link", { name: field.name });
  await expect(popupLink).toBeVisible();
  await popupLink.click();

  await expect(page).toHaveURL(new RegExp(`/fr/shops/${field.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: field.name })).toBeVisible();
  await expect(page.getByText("12 rue Mercière, 69002 Lyon, France")).toBeVisible();
  const website = page.getByRole("link", { name: "terrain.example.fr" });
  await expect(website).toHaveAttribute("href", field.website);
  await expect(website).toHaveAttribute("rel", /noopener/);
  await expect(page.locator(".leaflet-marker-icon")).toHaveCount(1);

  await page.goto(`/fr/search/shops?q=${tag}&type=online`);
  await expect(page.getByText("Aucune boutique ni terrain", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Réinitialiser les filtres" }).click();
  await expect(page).toHaveURL(/\/fr\/search\/shops$/);

  await page.goto("/fr/shops/999999999");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
});

test("a player reports a missing shop, a moderator approves it, and it shows in the search @desktop", async ({ page, browser, baseURL }) => {
  const name = `Atelier ${uniqueTag()}`;
  await onboardedPlayer(page.request, baseURL!, "player");

  // Moderation is for moderators only.
  await page.goto("/fr/moderation/shops");
  await expectToast(page, "Vous n'avez pas le droit de faire cela");
  await expect(page).toHaveURL(/\/fr$/);

  await page.goto("/fr/search/shops");
  await page.getByRole("link", { name: "Signaler une boutique manquante" }).click();
  await expect(page.getByRole("heading", { name: "Signaler une boutique manquante" })).toBeVisible();
  await expect(page.getByText("Vous n'avez encore rien signalé.")).toBeVisible();

  // An empty form says what is missing, field by field, in French.
  await page.getByRole("button", { name: "Envoyer le signalement" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Le formulaire contient des erreurs." });
  await expect(summary).toContainText("Au moins 2 caractères");
  await expect(summary).toContainText("Choisissez une adresse (au moins 3 caractères)");

  await page.getByLabel("Nom du lieu", { exact: true }).fill(name);
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Atelier / réparation" });
  const address = page.getByRole("combobox", { name: "Adresse" });
  await address.fill("Lyo");
  await address.pressSequentially("n");
  await page.getByRole("option", { name: /Lyon/ }).first().click();
  await expect(page.getByLabel("Ville", { exact: true })).toHaveValue("Lyon");
  await page.getByLabel("Site web").fill("pas une adresse");
  await page.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expect(page.getByLabel("Site web")).toHaveAccessibleDescription(/Adresse web invalide, par exemple https:\/\/www.exemple.fr/);
  await expect(page.getByLabel("Site web")).toBeFocused();
  await page.getByLabel("Site web").fill("https://atelier.example.fr");
  await page.getByLabel("Commentaire pour les modérateurs").fill("Répare les AEG et les GBB, ouvert le samedi.");
  await page.getByRole("button", { name: "Envoyer le signalement" }).click();
  await expectToast(page, "Merci ! Votre signalement sera vérifié par un modérateur.");
  await expect(page).toHaveURL(/\/fr\/search\/shops$/);

  await page.goto("/fr/shops/report");
  const myReport = page.getByRole("listitem").filter({ hasText: name });
  await expect(myReport.getByText("En cours de vérification")).toBeVisible();

  const moderator = await moderatorContext(browser, baseURL!);
  const modPage = await moderator.newPage();
  await modPage.route("**/tile.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: PNG_1X1 }));
  await modPage.goto("/fr/moderation/shops");
  await expect(modPage.getByRole("heading", { name: "Boutiques signalées" })).toBeVisible();
  const pending = modPage.getByRole("article", { name });
  await expect(pending.getByText("Atelier / réparation")).toBeVisible();
  await expect(pending.getByText("Répare les AEG et les GBB, ouvert le samedi.")).toBeVisible();
  await pending.getByRole("button", { name: "Approuver" }).click();
  await expectToast(modPage, "Boutique ajoutée à la carte");
  await expect(pending).toHaveCount(0);
  await moderator.close();

  await page.goto(`/fr/search/shops?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("1 boutique ou terrain", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.goto("/fr/shops/report");
  await expect(page.getByRole("listitem").filter({ hasText: name }).getByText("Ajoutée")).toBeVisible();
});
