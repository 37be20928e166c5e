import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { createGameByApi, onboardedPlayer, randomClientAddress, setSiteRole } from "./support/fixtures.ts";

// A 1x1 transparent PNG: map tiles are answered locally, nothing leaves the machine.
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test.beforeEach(async ({ page }) => {
  await page.route("**/tile.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: PNG_1X1 }));
});

/** A spot of its own in the Massif Central: zoomed in, its marker stands apart from other tests' ones. */
function uniqueSpot() {
  const latitude = 45 + Math.random() * 0.6;
  const longitude = 2.4 + Math.random() * 0.6;
  return { street: "Chemin des Puys", city: "Aurillac", postalCode: "15000", country: "fr", latitude, longitude };
}

async function trpcMutation(request: APIRequestContext, baseURL: string, path: string, input: unknown) {
  const res = await request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin: baseURL } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { data: { json: { id: number } } } }).result.data.json;
}

/** A field reported by a player and approved by a moderator, each in a context of their own. */
async function approvedField(browser: Browser, baseURL: string, name: string) {
  const reporter = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() } });
  const moderator = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() } });
  await onboardedPlayer(reporter.request, baseURL, "reporter");
  await setSiteRole(await onboardedPlayer(moderator.request, baseURL, "modo"), "moderator");
  const { id } = await trpcMutation(reporter.request, baseURL, "shops.reportShop", { name, type: "field", address: uniqueSpot(), website: "", comment: "" });
  await trpcMutation(moderator.request, baseURL, "shops.moderateShop", { shopId: id, decision: "approved" });
  await reporter.close();
  await moderator.close();
}

test("the map shows fields and games, hides a layer, and a popup leads to the game", async ({ page, context, browser, baseURL }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  await approvedField(browser, baseURL!, `Terrain ${tag}`);
  await onboardedPlayer(page.request, baseURL!, "orga");
  const spot = uniqueSpot();
  // Soonest first: starting tomorrow, it is among the games the map loads.
  const startsAt = new Date(Date.now() + 24 * 3600 * 1000);
  const game = await createGameByApi(page.request, baseURL!, {
    title: `Carte ${tag}`,
    address: spot,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 4 * 3600 * 1000).toISOString(),
  });

  await page.goto("/fr");
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  // The menu's own link (the home's map teaser is a "Carte…" link too).
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Carte", exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/map$/);
  // Following a link closes the menu, for good.
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  expect(await page.locator(".leaflet-marker-icon").count()).toBeGreaterThan(0);

  // "Autour de moi" flies to the game's spot, where its marker stands alone.
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: spot.latitude, longitude: spot.longitude });
  await page.getByRole("button", { name: "Autour de moi" }).click();
  const marker = page.locator(`.leaflet-marker-icon[title="${game.title}"]`);
  await expect(marker).toBeVisible();

  // The legend names every mark, the player's position once it is on the map.
  const legend = page.getByRole("group").filter({ hasText: "Légende" });
  for (const entry of ["Terrain", "Boutique", "Partie à venir", "Lieux proches regroupés : zoomez", "Votre position"]) {
    await expect(legend.getByRole("listitem").filter({ hasText: entry })).toBeVisible();
  }

  // A layer switched off looks it: no longer filled, its box unticked.
  const games = page.getByRole("button", { name: "Parties" });
  await expect(games).toHaveAttribute("aria-pressed", "true");
  const shownBackground = await games.evaluate((button) => getComputedStyle(button).backgroundColor);
  await games.click();
  await expect(games).toHaveAttribute("aria-pressed", "false");
  await expect(games).not.toHaveCSS("background-color", shownBackground);
  await expect(games.locator("svg")).toHaveCount(0);
  await expect(marker).toHaveCount(0);
  await games.click();
  await expect(marker).toBeVisible();

  await marker.click();
  await expect(page.locator(".leaflet-popup").getByRole("link", { name: game.title })).toHaveAttribute("href", `/fr/games/${game.id}`);
});
