import { expect, test } from "./support/test.ts";
import { IPHONE, signedInElsewhere, WINDOWS_EDGE } from "./support/devices.ts";
import { expectToast, onboardedPlayer, PASSWORD, readCode, uniqueEmail } from "./support/fixtures.ts";

test("a player sees where their account is signed in, signs one device out, then all the others @desktop", async ({ page, browser, baseURL }, testInfo) => {
  const email = await onboardedPlayer(page.request, baseURL!, "appareils");
  const phone = await signedInElsewhere(browser, baseURL!, email, IPHONE);
  const office = await signedInElsewhere(browser, baseURL!, email, WINDOWS_EDGE);

  // From the account menu (the phone's menu sheet on a phone).
  await page.goto("/fr");
  const onPhone = testInfo.project.name === "phone";
  if (onPhone)
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Ouvrir le menu/ })
      .click();
  else await page.getByRole("button", { name: "Mon compte" }).click();
  await page.getByRole(onPhone ? "link" : "menuitem", { name: "Paramètres du compte" }).click();
  await expect(page).toHaveURL(/\/fr\/settings$/);
  await expect(page.getByRole("heading", { name: "Paramètres du compte" })).toBeVisible();

  // This browser, the iPhone, the Windows PC (and the session the sign-up's own sign-in left).
  const devices = page.getByRole("list", { name: "Appareils connectés" }).getByRole("listitem");
  await expect(devices.filter({ hasText: "Cet appareil" })).toHaveCount(1);
  await expect(devices.filter({ hasText: "Edge sur Windows" })).toHaveCount(1);
  const iphoneRow = devices.filter({ hasText: "Safari sur iOS" });
  await expect(iphoneRow).toContainText("dernière activité le");
  const before = await devices.count();
  expect(before).toBeGreaterThanOrEqual(3);

  // One device: that one is signed out, the others stay.
  await iphoneRow.getByRole("button", { name: "Déconnecter" }).click();
  await expectToast(page, "Session terminée : cet appareil est déconnecté");
  await expect(devices).toHaveCount(before - 1);
  await expect(iphoneRow).toHaveCount(0);
  expect(await phone.signedIn()).toBe(false);
  expect(await office.signedIn()).toBe(true);

  // All the others, after saying yes: only this one is left, and still signed in.
  await page.getByRole("button", { name: "Déconnecter tous les autres appareils" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Déconnecter" }).click();
  await expectToast(page, "Vos autres appareils sont déconnectés");
  await expect(devices).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Déconnecter tous les autres appareils" })).toHaveCount(0);
  expect(await office.signedIn()).toBe(false);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Paramètres du compte" })).toBeVisible();

  await phone.context.close();
  await office.context.close();
});

test("a player changes their password: the wrong current one is pointed out, the new one signs every other device out", async ({ page, browser, baseURL }) => {
  const email = await onboardedPlayer(page.request, baseURL!, "motdepasse");
  const phone = await signedInElsewhere(browser, baseURL!, email, IPHONE);
  const newPassword = "Nouvelle-cible-2026";

  await page.goto("/fr/settings");
  await page.getByLabel("Mot de passe actuel").fill("Pas-le-bon-1");
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirmer le nouveau mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByLabel("Mot de passe actuel")).toHaveAccessibleDescription("Ce n'est pas votre mot de passe actuel");
  await expect(page.getByLabel("Mot de passe actuel")).toBeFocused();
  expect(await phone.signedIn()).toBe(true);

  await page.getByLabel("Mot de passe actuel").fill(PASSWORD);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expectToast(page, "Mot de passe changé : vos autres appareils sont déconnectés");
  await expect(page.getByLabel("Mot de passe actuel")).toHaveValue("");
  expect(await phone.signedIn()).toBe(false);

  // This device stays signed in; the new password is the one that works now.
  await expect(page.getByRole("list", { name: "Appareils connectés" }).getByRole("listitem")).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Paramètres du compte" })).toBeVisible();
  const old = await phone.context.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers: { origin: baseURL! } });
  expect(old.status()).toBe(401);
  const renewed = await phone.context.request.post("/api/auth/sign-in/email", { data: { email, password: newPassword }, headers: { origin: baseURL! } });
  expect(renewed.ok()).toBe(true);
  await phone.context.close();
});

test("a player downloads their data: one JSON file with their account and every table about them, no secret in it", async ({ page, baseURL }) => {
  const email = await onboardedPlayer(page.request, baseURL!, "donnees");
  await page.goto("/fr/settings");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger mes données" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^escouade-\d{4}-\d{2}-\d{2}\.json$/);
  await expectToast(page, "Vos données sont téléchargées");
  const { readFile } = await import("node:fs/promises");
  const text = await readFile((await download.path())!, "utf8");
  const data = JSON.parse(text) as { account: { email: string }; tables: Record<string, unknown[]> };
  expect(data.account.email).toBe(email);
  expect(data.tables.profile).toHaveLength(1);
  expect(data.tables.session!.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/"(token|password)":/);
});

test("a player picks the language of the pages and of their e-mails, and the theme of this device", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "langue");
  await page.goto("/fr/settings");

  // The theme's own choice, not the widget's (an option of its own select, further down).
  await page.locator("label").getByText("Sombre", { exact: true }).click();
  await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.locator("label").getByText("Clair", { exact: true }).click();
  await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await page.getByRole("radio", { name: "Deutsch" }).check();
  await expect(page).toHaveURL(/\/de\/settings$/);
  await expect(page.getByRole("heading", { name: "Kontoeinstellungen" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Deutsch" })).toBeChecked();
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { lang: string } };
  expect(session.user.lang).toBe("de");
});

test("a player changes their e-mail address with a code sent to the new one", async ({ page, baseURL }) => {
  const email = await onboardedPlayer(page.request, baseURL!, "adresse");
  const newEmail = uniqueEmail("nouvelle-adresse");
  await page.goto("/fr/settings");
  await expect(page.getByText(`Actuellement : ${email}`)).toBeVisible();

  await page.getByLabel("Nouvelle adresse e-mail").fill(newEmail);
  await page.getByRole("button", { name: "Recevoir un code à cette adresse" }).click();
  await expect(page.getByText(newEmail)).toBeVisible();
  await page.getByLabel("Code reçu à la nouvelle adresse").fill(await readCode(newEmail));
  await page.getByRole("button", { name: "Changer l'adresse" }).click();
  await expectToast(page, "Adresse e-mail changée");
  await expect(page.getByText(`Actuellement : ${newEmail}`)).toBeVisible();
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: { email: newEmail, password: PASSWORD }, headers: { origin: baseURL! } });
  expect(signIn.ok()).toBe(true);
});
