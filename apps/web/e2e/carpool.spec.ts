import { request as playwrightRequest } from "@playwright/test";
import { createGameByApi, expectToast, onboardedAccount, otherPersonPage, registerByApi } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

test("a driver offers seats, a player asks for one, the driver accepts and the player sees it, with the driver's contact @desktop", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedAccount(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!);
  await organizer.dispose();

  const driver = await onboardedAccount(page.request, baseURL!, "conducteur");
  await registerByApi(page.request, baseURL!, game.id);
  const passenger = await otherPersonPage(browser, testInfo, baseURL!, "passager");
  await registerByApi(passenger.page.request, baseURL!, game.id);

  // The driver offers two seats from Villeurbanne, leaving at the suggested time (an hour before the start).
  await page.goto(`/fr/games/${game.id}`);
  const driverSection = page.locator("#covoiturage");
  await expect(driverSection.getByRole("heading", { name: "Covoiturage" })).toBeVisible();
  await driverSection.getByRole("button", { name: "Proposer des places" }).click();
  await driverSection.getByLabel("Ville de départ").fill("Villeurbanne");
  await driverSection.getByLabel("Places offertes").selectOption("2");
  await driverSection.getByLabel("Message aux passagers (facultatif)").fill("Rendez-vous devant la gare");
  await driverSection.getByRole("button", { name: "Publier mon offre" }).click();
  await expectToast(page, "Votre offre de covoiturage est publiée");
  await expect(driverSection.getByText("Votre voiture")).toBeVisible();
  await expect(driverSection.getByText("2 places libres sur 2")).toBeVisible();

  // The player finds the car and asks for a seat; no contact yet.
  await passenger.page.goto(`/fr/games/${game.id}`);
  const car = passenger.page.getByRole("listitem", { name: `Voiture de ${driver.username}` });
  await expect(car.getByText("Villeurbanne")).toBeVisible();
  await expect(car.getByText("Rendez-vous devant la gare")).toBeVisible();
  await car.getByRole("button", { name: "Demander une place" }).click();
  await expectToast(passenger.page, `Demande envoyée à ${driver.username}`);
  await expect(car.getByText("En attente")).toBeVisible();
  await expect(car.getByRole("button", { name: `Message à ${driver.username}` })).toHaveCount(0);

  // The driver sees who asks, and takes them.
  await page.reload();
  await expect(driverSection.getByRole("link", { name: passenger.username })).toBeVisible();
  await driverSection.getByRole("button", { name: `Accepter ${passenger.username}` }).click();
  await expectToast(page, "Passager accepté");
  await expect(driverSection.getByText("1 place libre sur 2")).toBeVisible();
  await expect(driverSection.getByText("Acceptée")).toBeVisible();

  // The player sees the seat accepted, and now a way to reach the driver.
  await passenger.page.reload();
  await expect(car.getByText("Acceptée")).toBeVisible();
  await expect(car.getByText(`${driver.username} vous prend dans sa voiture.`)).toBeVisible();
  await expect(car.getByRole("button", { name: `Message à ${driver.username}` })).toBeVisible();
  // And was told: the notification leads to the game's carpool.
  await passenger.page.goto("/fr");
  if (testInfo.project.use.isMobile) {
    await passenger.page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
    await passenger.page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: /^Notifications/ })
      .click();
  } else {
    await passenger.page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications/ })
      .click();
  }
  const told = passenger.page
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("link", { name: new RegExp(`${driver.username} vous prend dans sa voiture pour ${game.title}`) });
  await expect(told).toBeVisible();
  await told.click();
  await expect(passenger.page).toHaveURL(new RegExp(`/fr/games/${game.id}#covoiturage$`));
  await passenger.context.close();
});
