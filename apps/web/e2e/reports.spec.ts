import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { createGameByApi, expectToast, onboardedAccount } from "./support/fixtures.ts";

/**
 * Reports (docs/product.md §8): a player reports another player's profile and one of their games from where each
 * shows, then finds both reports, still under review, in their account settings.
 */
test("a player reports a profile and a game, and follows both from the settings @desktop", async ({ page, baseURL }) => {
  const reporter = await onboardedAccount(page.request, baseURL!, "vigilant");
  const otherRequest = await playwrightRequest.newContext({ baseURL });
  const reported = await onboardedAccount(otherRequest, baseURL!, "douteux");
  const game = await createGameByApi(otherRequest, baseURL!, { title: `Vente de répliques ${Date.now().toString(36)}` });

  // Nothing to report on one's own profile.
  await page.goto(`/fr/user/${reporter.userId}`);
  await expect(page.getByRole("heading", { name: reporter.username })).toBeVisible();
  await expect(page.getByRole("button", { name: "Signaler", exact: true })).toHaveCount(0);

  // The other player's profile: "other" needs a word of explanation first.
  await page.goto(`/fr/user/${reported.userId}`);
  await expect(page.getByRole("heading", { name: reported.username })).toBeVisible();
  await page.getByRole("button", { name: "Signaler", exact: true }).click();
  let dialog = page.getByRole("dialog", { name: "Signaler ce joueur" });
  await dialog.getByRole("radio", { name: "Autre raison" }).check();
  await dialog.getByRole("button", { name: "Signaler", exact: true }).click();
  await expect(dialog.getByText("Précisez ce qui ne va pas")).toBeVisible();
  await dialog.getByLabel(/^Précisions/).fill("Se fait passer pour un arbitre de la fédération.");
  await dialog.getByRole("button", { name: "Signaler", exact: true }).click();
  await expectToast(page, "Merci ! Le joueur a été signalé aux modérateurs.");
  await expect(dialog).toHaveCount(0);

  // Their game, from its page.
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { name: game.title })).toBeVisible();
  await page.getByRole("button", { name: "Signaler", exact: true }).click();
  dialog = page.getByRole("dialog", { name: "Signaler cette partie" });
  await dialog.getByRole("radio", { name: "Arnaque ou vente douteuse" }).check();
  await dialog.getByRole("button", { name: "Signaler", exact: true }).click();
  await expectToast(page, "Merci ! La partie a été signalée aux modérateurs.");

  // A second report of the same game waits for the first to be decided.
  await page.getByRole("button", { name: "Signaler", exact: true }).click();
  dialog = page.getByRole("dialog", { name: "Signaler cette partie" });
  await dialog.getByRole("radio", { name: "Spam ou publicité" }).check();
  await dialog.getByRole("button", { name: "Signaler", exact: true }).click();
  await expectToast(page, "Vous avez déjà signalé ce contenu : les modérateurs l'examinent");
  await dialog.getByRole("button", { name: "Annuler" }).click();

  // Both, newest first, under review, in "Mes signalements".
  await page.goto("/fr/settings");
  const card = page.getByRole("region", { name: "Mes signalements" });
  const items = card.getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Partie");
  await expect(items.nth(0)).toContainText(game.title);
  await expect(items.nth(0)).toContainText("Arnaque ou vente douteuse");
  await expect(items.nth(1)).toContainText("Joueur");
  await expect(items.nth(1)).toContainText(reported.username);
  await expect(items.nth(1)).toContainText("Autre raison");
  for (const item of [items.nth(0), items.nth(1)]) await expect(item).toContainText("En cours d'examen");
  await otherRequest.dispose();
});
