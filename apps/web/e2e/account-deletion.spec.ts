import { IPHONE, signedInElsewhere } from "./support/devices.ts";
import { expectToast, friendActionByApi, onboardedPlayer, otherPersonPage, PASSWORD, readCode } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

test("a player deletes their account with their password: a wrong one is pointed out, then every device is signed out @desktop", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const email = await onboardedPlayer(page.request, baseURL!, "depart");
  const phone = await signedInElsewhere(browser, baseURL!, email, IPHONE);
  // A request they sent that nobody answered yet: it outlives them (docs/product.md §8).
  const other = await otherPersonPage(browser, testInfo, baseURL!, "ami");
  await friendActionByApi(page.request, baseURL!, "sendFriendRequest", other.userId);
  await page.goto("/fr/settings");

  const card = page
    .locator("section, div")
    .filter({ has: page.getByRole("heading", { name: "Supprimer mon compte" }) })
    .last();
  await expect(card.getByText("C'est définitif : pensez à télécharger vos données avant.")).toBeVisible();
  await page.getByRole("button", { name: "Supprimer mon compte…" }).click();
  await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon-mot-de-passe");
  await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page.getByText("Mot de passe incorrect", { exact: true })).toBeVisible();
  expect(await phone.signedIn()).toBe(true);

  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expectToast(page, "Votre compte a été supprimé");
  await expect(page).toHaveURL(/\/fr$/);
  expect(await (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  expect(await phone.signedIn()).toBe(false);
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers: { origin: baseURL! } });
  expect(signIn.status()).toBe(401);
  await phone.context.close();

  await other.page.goto("/fr/profile/friends?type=requests");
  const notice = other.page.getByText("1 demande d'un joueur supprimé : ce joueur a supprimé son compte.");
  await expect(notice).toBeVisible();
  await other.page.getByRole("button", { name: "Effacer les demandes de joueurs supprimés" }).click();
  await expect(notice).toHaveCount(0);
  await other.context.close();
});

test("a player who forgot their password deletes their account with a code sent by e-mail", async ({ page, baseURL }) => {
  const email = await onboardedPlayer(page.request, baseURL!, "oubli");
  await page.goto("/fr/settings");
  await page.getByRole("button", { name: "Supprimer mon compte…" }).click();
  await page.getByRole("radio", { name: "un code reçu par e-mail" }).check();
  await page.getByRole("button", { name: `Envoyer un code à ${email}` }).click();
  await expectToast(page, `Code envoyé à ${email}`);
  // The sign-up's verification code came first.
  await page.getByRole("textbox", { name: "Code reçu par e-mail" }).fill(await readCode(email, 1));
  await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expectToast(page, "Votre compte a été supprimé");
  await expect(page).toHaveURL(/\/fr$/);
  await page.goto("/fr/settings");
  await expect(page).not.toHaveURL(/\/fr\/settings$/);
});
