import { expect, test } from "./support/test.ts";
import { createGameByApi, expectToast, onboardedPlayer, otherPersonPage } from "./support/fixtures.ts";

const notFound = "Page introuvable";

test("a private game opens only by its link: the organizer hands it out, a player registers with it, a replaced link opens nothing @desktop", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await onboardedPlayer(page.request, baseURL!, "orga");
  const game = await createGameByApi(page.request, baseURL!, { visibility: "private" });

  // The organizer's page carries the link, and no one else's does.
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { name: game.title })).toBeVisible();
  const linkField = page.getByLabel("Lien de la partie", { exact: true });
  const link = await linkField.inputValue();
  expect(link).toMatch(new RegExp(`/fr/games/${game.id}\\?share=[0-9a-f]{32}$`));

  // Without the link's token, the id alone finds nothing: a guess, or the address bar cut short.
  const guest = await otherPersonPage(browser, testInfo, baseURL!, "invite");
  await guest.page.goto(`/fr/games/${game.id}`);
  await expect(guest.page.getByRole("heading", { name: notFound })).toBeVisible();

  // With it, the game is there, and the guest registers.
  await guest.page.goto(link);
  await expect(guest.page.getByRole("heading", { name: game.title })).toBeVisible();
  await expect(guest.page.getByLabel("Lien de la partie", { exact: true })).toHaveCount(0);
  await guest.page.getByRole("button", { name: "S'inscrire" }).click();
  const dialog = guest.page.getByRole("dialog");
  await dialog.getByLabel("Type").selectOption("aeg");
  await dialog.getByLabel("FPS").fill("320");
  await dialog.getByLabel("J'ai lu et j'accepte les règles de la partie.").check();
  await dialog.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expectToast(guest.page, "Inscription confirmée, à bientôt sur le terrain !");

  // The organizer replaces the link, after saying yes.
  await page.getByRole("button", { name: "Créer un nouveau lien" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remplacer le lien" }).click();
  await expectToast(page, "Nouveau lien créé : l'ancien ne fonctionne plus");
  await expect(linkField).not.toHaveValue(link);
  const fresh = await linkField.inputValue();
  expect(fresh).toMatch(/\?share=[0-9a-f]{32}$/);

  // The old link opens nothing for a newcomer; the registered guest keeps the page without any link.
  const late = await otherPersonPage(browser, testInfo, baseURL!, "retard");
  await late.page.goto(link);
  await expect(late.page.getByRole("heading", { name: notFound })).toBeVisible();
  await late.page.goto(fresh);
  await expect(late.page.getByRole("heading", { name: game.title })).toBeVisible();
  await guest.page.goto(`/fr/games/${game.id}`);
  await expect(guest.page.getByText("Votre inscription à cette partie est confirmée.")).toBeVisible();

  await guest.context.close();
  await late.context.close();
});

test("a signed-out visitor with a private game's link signs in and lands on the game", async ({ page, browser, baseURL }, testInfo) => {
  const organizer = await otherPersonPage(browser, testInfo, baseURL!, "orga");
  const game = await createGameByApi(organizer.page.request, baseURL!, { visibility: "private" });
  await organizer.page.goto(`/fr/games/${game.id}`);
  const link = await organizer.page.getByLabel("Lien de la partie", { exact: true }).inputValue();
  await organizer.context.close();

  const email = await onboardedPlayer(page.request, baseURL!, "visiteur");
  await page.request.post("/api/auth/sign-out", { headers: { origin: baseURL! } });
  await page.goto(link);
  // The game shows nothing of itself to a stranger, and the way in keeps its link (decision 031).
  await expect(page.getByRole("heading", { level: 1, name: "Une partie d'airsoft" })).toBeVisible();
  await expect(page.getByText(game.title)).toHaveCount(0);
  await page.getByRole("link", { name: "Se connecter" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("Tir-groupe-2025");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: game.title })).toBeVisible();
  expect(page.url()).toContain("?share=");
});
