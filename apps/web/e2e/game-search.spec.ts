import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { createGameByApi, onboardedPlayer } from "./support/fixtures.ts";

// A 1x1 transparent PNG: map tiles are answered locally, nothing leaves the machine.
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

const PARIS = { street: "Rue de Rivoli", city: "Paris", postalCode: "75001", country: "fr", latitude: 48.8606, longitude: 2.3376 };

test.beforeEach(async ({ page }) => {
  await page.route("**/tile.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: PNG_1X1 }));
});

/** Two games sharing a unique word: one in Lyon (the fixtures' default address), one in Paris. */
async function lyonAndParisGames(page: Page, baseURL: string) {
  const tag = `ratissage${Math.random().toString(36).slice(2, 7)}`;
  await onboardedPlayer(page.request, baseURL, "orga");
  const lyon = await createGameByApi(page.request, baseURL, { title: `Opération ${tag} à Lyon` });
  const paris = await createGameByApi(page.request, baseURL, { title: `Opération ${tag} à Paris`, address: PARIS, type: "cqb" });
  return { tag, lyon, paris };
}

test("a player finds the game around Lyon, sees it on the map, and resets the filters", async ({ page, baseURL }) => {
  const { tag, lyon, paris } = await lyonAndParisGames(page, baseURL!);

  await page.goto(`/fr/search/games?q=${tag}&lat=45.76&lon=4.84&radius=25`);
  await expect(page.getByRole("heading", { name: "Trouver une partie" })).toBeVisible();
  await expect(page.getByText("1 partie trouvée", { exact: true })).toBeVisible();
  const list = page.getByRole("region", { name: "Liste des parties" });
  const card = list.getByRole("article").filter({ hasText: lyon.title });
  await expect(card.getByRole("link", { name: lyon.title })).toHaveAttribute("href", `/fr/games/${lyon.id}`);
  await expect(card.getByText("Opération", { exact: true })).toBeVisible();
  await expect(card.getByText("20 places restantes")).toBeVisible();
  await expect(card.getByText(/^15\s€$/)).toBeVisible();
  await expect(card.getByText(/Lyon · \d/)).toBeVisible();
  await expect(list.getByRole("link", { name: paris.title })).toHaveCount(0);

  // The phone shows one view at a time: the map, then its marker and popup.
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  await page.getByRole("button", { name: "Carte" }).click();
  await expect(page.getByRole("button", { name: "Carte" })).toHaveAttribute("aria-pressed", "true");
  const marker = page.locator(".leaflet-marker-icon");
  await expect(marker).toHaveCount(1);
  await marker.click();
  await expect(page.locator(".leaflet-popup").getByRole("link", { name: lyon.title })).toBeVisible();

  await page.getByRole("button", { name: "Réinitialiser les filtres" }).click();
  await expect(page).toHaveURL(/\/fr\/search\/games$/);
  await expect(page.getByText(/^\d+ parties trouvées$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Réinitialiser les filtres" })).toHaveCount(0);
  await page.getByRole("button", { name: "Liste" }).click();
  await expect(page.getByRole("searchbox", { name: "Rechercher une partie" })).toHaveValue("");
});

test("the text, type and city filters narrow the list, in the URL", async ({ page, baseURL }) => {
  const { tag, lyon, paris } = await lyonAndParisGames(page, baseURL!);

  await page.goto("/fr/search");
  await expect(page).toHaveURL(/\/fr\/search\/games$/);
  await page.getByRole("searchbox", { name: "Rechercher une partie" }).fill(tag);
  await expect(page.getByText("2 parties trouvées", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));

  await page.getByRole("button", { name: /^Filtres/ }).click();
  await page.getByLabel("Type de partie").selectOption({ label: "CQB" });
  await expect(page.getByText("1 partie trouvée", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: paris.title })).toBeVisible();
  await page.getByLabel("Type de partie").selectOption({ label: "Tous les types" });
  await expect(page.getByText("2 parties trouvées", { exact: true })).toBeVisible();

  // On the phone the filters fold back onto the results with a button that counts them.
  const filters = page.getByRole("button", { name: /^Filtres/ });
  await page.getByRole("button", { name: "Afficher 2 parties" }).click();
  await expect(page.getByLabel("Type de partie")).toBeHidden();
  await expect(filters).toHaveAttribute("aria-expanded", "false");
  await expect(filters).toBeFocused();
  await filters.click();

  const city = page.getByRole("combobox", { name: "Rechercher une ville" });
  const suggestions = page.getByRole("listbox", { name: "Villes" }).getByRole("option");
  await city.fill("Ly");
  await expect(suggestions).toHaveCount(0);
  await city.fill("Lyon");
  await suggestions.filter({ hasText: /^Lyon/ }).first().click();
  await expect(page).toHaveURL(/place=Lyon/);
  await expect(page.getByText("1 partie trouvée", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: lyon.title })).toBeVisible();
  await expect(page.getByLabel("Rayon de recherche")).toHaveValue("50");

  await page.getByRole("button", { name: "Retirer le lieu" }).click();
  await expect(page.getByText("2 parties trouvées", { exact: true })).toBeVisible();

  await page.getByRole("combobox", { name: "Rechercher une ville" }).fill("Xqzwvk");
  await expect(page.getByText("Aucune adresse trouvée")).toBeVisible();
});

test("around me uses the position the browser gives, and explains a refusal", async ({ page, context, baseURL }) => {
  const { tag, lyon } = await lyonAndParisGames(page, baseURL!);

  await page.goto(`/fr/search/games?q=${tag}`);
  await page.getByRole("button", { name: /^Filtres/ }).click();
  await page.getByRole("button", { name: "Autour de moi" }).click();
  await expect(page.getByRole("alert")).toContainText("Vous avez refusé l'accès à votre position");

  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 45.7579, longitude: 4.832 });
  await page.getByRole("button", { name: "Autour de moi" }).click();
  await expect(page).toHaveURL(/lat=45.758&lon=4.832/);
  await expect(page.getByText("1 partie trouvée", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: lyon.title })).toBeVisible();
});

test("on a desktop the list and the map sit side by side @desktop-only", async ({ page, baseURL }) => {
  const { tag } = await lyonAndParisGames(page, baseURL!);

  await page.goto(`/fr/search/games?q=${tag}`);
  await expect(page.getByText("2 parties trouvées", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Carte" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Liste des parties" }).getByRole("article")).toHaveCount(2);
  // Lyon and Paris are far apart: two pins, not a cluster, once the map frames them.
  await expect(page.locator(".leaflet-marker-icon.game-marker")).toHaveCount(2);

  // The header's "Parties" entry leads here.
  await page.goto("/fr");
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Parties" }).click();
  await expect(page).toHaveURL(/\/fr\/search\/games$/);
});
