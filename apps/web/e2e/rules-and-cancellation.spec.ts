import { expect, test } from "./support/test.ts";
import { createGameByApi, expectToast, onboardedPlayer, otherPersonPage, registerByApi } from "./support/fixtures.ts";

const HOUR = 3600 * 1000;

test("changed rules are accepted again, and a place given up after the free limit is flagged to the organizer", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await onboardedPlayer(page.request, baseURL!, "orga-regles");
  // Tomorrow morning: a 48-hour limit has already passed.
  const startsAt = new Date(Date.now() + 20 * HOUR);
  const { id } = await createGameByApi(page.request, baseURL!, {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 6 * HOUR).toISOString(),
  });
  const reader = await otherPersonPage(browser, testInfo, baseURL!, "lecteur");
  const leaver = await otherPersonPage(browser, testInfo, baseURL!, "partant");
  await registerByApi(reader.page.request, baseURL!, id);
  await registerByApi(leaver.page.request, baseURL!, id);

  // The organizer sets a 48-hour policy and changes the rules.
  await page.goto(`/fr/games/${id}/edit`);
  await page.getByLabel("Annulation gratuite par les joueurs").selectOption({ label: "Jusqu'à 48 h avant" });
  await page.getByLabel("Règles").fill("Nouvelles règles : masque intégral obligatoire dans le bâtiment, pas de tir à moins de 5 m.");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/games/${id}$`));

  // The reader is asked to accept the new rules, and cannot without ticking them.
  await reader.page.goto(`/fr/games/${id}`);
  await expect(reader.page.getByText("L'organisation a changé le règlement depuis votre inscription")).toBeVisible();
  await reader.page.getByText("Lire le nouveau règlement").click();
  await expect(reader.page.getByText("masque intégral obligatoire dans le bâtiment").first()).toBeVisible();
  await reader.page.getByRole("button", { name: "Accepter le règlement" }).click();
  await expect(reader.page.getByText("Cochez la case pour accepter le nouveau règlement")).toBeVisible();
  await reader.page.getByLabel("J'ai lu le nouveau règlement et je l'accepte").check();
  await reader.page.getByRole("button", { name: "Accepter le règlement" }).click();
  await expectToast(reader.page, "Règlement accepté");
  await expect(reader.page.getByText("L'organisation a changé le règlement depuis votre inscription")).toBeHidden();

  // The other player sees the limit has passed, is warned, and withdraws all the same.
  await leaver.page.goto(`/fr/games/${id}`);
  await expect(leaver.page.getByText(/Annulation gratuite jusqu'au .*, 48\sh avant le début : délai passé/)).toBeVisible();
  const warned = new Promise<string>((resolve) =>
    leaver.page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await leaver.page.getByRole("button", { name: "Me désinscrire" }).click();
  expect(await warned).toMatch(/Le délai d'annulation gratuite est passé : il courait jusqu'au .*, 48\sh avant le début\. .*l'organisation en sera prévenue/);
  await expectToast(leaver.page, "Désinscription confirmée");

  // The organizer's page: who accepted the rules as they stand, and the late cancellation to settle.
  await page.goto(`/fr/games/${id}/registrations`);
  const readerRow = page.getByRole("listitem").filter({ hasText: reader.username });
  await expect(readerRow.getByText(/Règlement accepté le/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "1 désistement tardif" })).toBeVisible();
  const late = page.getByRole("listitem").filter({ hasText: leaver.username });
  await expect(late.getByText(/Désinscription le/)).toBeVisible();
  await late.getByLabel(`Paiement de ${leaver.username}`).selectOption({ label: "Remboursé" });
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: leaver.username }).getByLabel(`Paiement de ${leaver.username}`)).toHaveValue("refunded");

  // The organizer was told of it (the bell is a row of the menu on a phone).
  await page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("button", { name: /^Notifications/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Notifications" }).getByText(/a annulé sa place à .* après la limite d'annulation gratuite/)).toContainText(
    leaver.username,
  );

  await reader.context.close();
  await leaver.context.close();
});
