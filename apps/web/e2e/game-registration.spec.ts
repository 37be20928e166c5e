import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { createGameByApi, expectToast, onboardedPlayer, registerByApi } from "./support/fixtures.ts";

test("a player opens a game, is refused a replica over the limit, registers, and can withdraw", async ({ page, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!, { maxPlayers: 12 });
  await onboardedPlayer(page.request, baseURL!, "joueur");

  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { name: game.title })).toBeVisible();
  await expect(page.getByText("12 places restantes sur 12")).toBeVisible();
  await expect(page.getByRole("cell", { name: "350 fps · 1,14 J" }).first()).toBeVisible();

  await page.getByRole("button", { name: "S'inscrire" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("FPS").fill("380");
  await expect(dialog.getByText("Au-dessus de la limite de la partie (350 fps)")).toBeVisible();
  await dialog.getByLabel(/J'ai lu et j'accepte les règles/).check();
  await dialog.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expectToast(page, "Une de vos répliques dépasse la limite de puissance de la partie");

  await dialog.getByLabel("FPS").fill("330");
  await dialog.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expectToast(page, "Inscription confirmée");
  await expect(page.getByText("Vous êtes inscrit à cette partie.")).toBeVisible();
  await expect(page.getByText("11 places restantes sur 12")).toBeVisible();

  // "My games" lists it.
  await page.goto("/fr/profile/games");
  await expect(page.getByRole("link", { name: new RegExp(game.title) })).toBeVisible();

  await page.goto(`/fr/games/${game.id}`);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Me désinscrire" }).click();
  await expectToast(page, "Vous êtes désinscrit");
  await expect(page.getByText("12 places restantes sur 12")).toBeVisible();
  await organizer.dispose();
});

test("a full game says so and offers the waitlist", async ({ page, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!, { maxPlayers: 2 });
  for (const label of ["alpha", "bravo"]) {
    const player = await playwrightRequest.newContext({ baseURL });
    await onboardedPlayer(player, baseURL!, label);
    await registerByApi(player, baseURL!, game.id);
    await player.dispose();
  }
  await onboardedPlayer(page.request, baseURL!, "charlie");
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByText("Complet", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Rejoindre la liste d'attente" }).click();
  await page.getByRole("dialog").getByLabel(/J'ai lu et j'accepte les règles/).check();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expectToast(page, "vous êtes sur liste d'attente");
  await organizer.dispose();
});

test("the organizer manages registrations and exports them @desktop", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "orga");
  const game = await createGameByApi(page.request, baseURL!, { maxPlayers: 5 });
  const player = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(player, baseURL!, "delta");
  await registerByApi(player, baseURL!, game.id);

  await page.goto(`/fr/games/${game.id}`);
  await page.getByRole("link", { name: "Gérer les inscriptions" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/games/${game.id}/registrations$`));
  await expect(page.getByRole("heading", { name: "Inscriptions" })).toBeVisible();
  await page.getByRole("combobox").first().selectOption("paid");
  await expect(page.locator("dd").nth(2)).toHaveText("1");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporter en CSV" }).click();
  expect((await download).suggestedFilename()).toBe(`escouade-game-${game.id}-registrations.csv`);

  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Retirer" }).click();
  await expectToast(page, "Joueur retiré");
  await expect(page.getByText("Personne ne s'est encore inscrit.")).toBeVisible();
  await player.dispose();
});
