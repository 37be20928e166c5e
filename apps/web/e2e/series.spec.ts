import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { createGameByApi, expectToast, onboardedPlayer, openNotificationPanel, otherPersonPage } from "./support/fixtures.ts";

test("a player follows a monthly series and hears of the dates its organizer adds; the organizer cancels the later dates at once @desktop", async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  await onboardedPlayer(page.request, baseURL!, "orga-serie");
  const game = await createGameByApi(page.request, baseURL!, { title: "Dominicale du Bois Noir", repeat: { every: "month", count: 3 } });

  // The player finds the series from a date's page and follows it.
  const player = await otherPersonPage(browser, testInfo, baseURL!, "fidele");
  await player.page.goto(`/fr/games/${game.id}`);
  await player.page.getByRole("link", { name: "Une date d'une série : toutes les dates" }).click();
  // The game's page has the same title: the address says the series' page is there.
  await expect(player.page).toHaveURL(/\/fr\/series\/\d+$/);
  await expect(player.page.getByRole("heading", { level: 1, name: "Dominicale du Bois Noir" })).toBeVisible();
  await expect(player.page.locator("article").getByRole("listitem")).toHaveCount(3);
  await player.page.getByRole("button", { name: "Suivre la série" }).click();
  await expectToast(player.page, "Vous serez prévenu des nouvelles dates");
  await expect(player.page.getByText("1 joueur la suit")).toBeVisible();
  const seriesUrl = player.page.url();

  // The organizer adds two weekly dates after the last one, from the series' page.
  await page.goto(seriesUrl);
  await page.getByRole("link", { name: "Ajouter une date" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nouvelle date de « Dominicale du Bois Noir »" })).toBeVisible();
  await page.getByLabel("Répéter la partie").selectOption("week");
  await page.getByLabel("Nombre de dates").fill("2");
  await expect(page.getByText("Dates publiées").locator("..").getByRole("listitem")).toHaveCount(2);
  await page.getByLabel(/J'accepte les conditions d'utilisation/).check();
  await page.getByRole("button", { name: "Publier la partie" }).click();
  await expectToast(page, "2 dates publiées");

  // The follower is told once, and the series lists five dates.
  await player.page.reload();
  await expect(player.page.locator("article").getByRole("listitem")).toHaveCount(5);
  await expect(await openNotificationPanel(player.page, isMobile)).toContainText("2 nouvelles dates pour Dominicale du Bois Noir");

  // The organizer cancels the second date and all after it.
  await page.goto(seriesUrl);
  await page.locator("article").getByRole("listitem").nth(1).getByRole("link").click();
  await page.getByRole("button", { name: "Annuler la partie" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Annuler aussi les 3 dates suivantes de la série").check();
  await dialog.getByRole("button", { name: "Annuler la partie" }).click();
  await expectToast(page, "4 dates annulées, les inscrits ont été prévenus");
  await page.goto(seriesUrl);
  await expect(page.locator("article").getByRole("listitem").filter({ hasText: "Annulée" })).toHaveCount(4);
  await player.context.close();
});

test("a series that nobody may see is not found, and anonymous visitors see a public one without a follow button", async ({ page, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(organizer, baseURL!, "orga-amis");
  const hidden = await createGameByApi(organizer, baseURL!, { visibility: "friends", repeat: { every: "week", count: 2 } });
  const open = await createGameByApi(organizer, baseURL!, { repeat: { every: "two_weeks", count: 2 } });
  await organizer.dispose();

  await page.goto(`/fr/series/${hidden.seriesId}`);
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  await page.goto(`/fr/series/${open.seriesId}`);
  await expect(page.locator("article").getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Suivre la série" })).toHaveCount(0);
});
