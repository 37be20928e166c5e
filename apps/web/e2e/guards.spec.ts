import { expect, test } from "./support/test.ts";
import { expectToast, onboardByApi, signUpByApi, uniqueEmail, uniqueUsername, verifyByApi } from "./support/fixtures.ts";

test("a signed-out visitor is sent to sign-in with a message, keeping where they were going", async ({ page }) => {
  await page.goto("/fr/profile/profile");
  await expectToast(page, "Connectez-vous pour accéder à cette page");
  await expect(page).toHaveURL(/\/fr\/auth\?redirect=%2Ffr%2Fprofile%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
});

test("an unverified user is sent to e-mail verification", async ({ page, baseURL }) => {
  await signUpByApi(page.request, baseURL!, uniqueEmail("nonverifie"));
  await page.goto("/fr/profile/profile");
  // Where they were going stays in the URL through each step (decision 031).
  await expect(page).toHaveURL(/\/fr\/auth\/email-verification-otp\?redirect=%2Ffr%2Fprofile%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "Vérifiez votre adresse e-mail" })).toBeVisible();
});

test("a verified user without a profile is sent to registration", async ({ page, baseURL }) => {
  const email = uniqueEmail("sansprofil");
  await signUpByApi(page.request, baseURL!, email);
  await verifyByApi(page.request, baseURL!, email);
  await page.goto("/fr/profile/profile");
  await expect(page).toHaveURL(/\/fr\/register\?redirect=%2Ffr%2Fprofile%2Fprofile$/);
  await expect(page.getByRole("heading", { name: "Complétez votre profil" })).toBeVisible();
  // The verification screen, once verified, goes up one level and on to where the user belongs.
  await page.goto("/fr/auth/email-verification-otp");
  await expect(page).not.toHaveURL(/email-verification-otp/);
});

test("a signed-in user opening the sign-in page is sent to their profile", async ({ page, baseURL }) => {
  const email = uniqueEmail("deja");
  const username = uniqueUsername("Deja");
  await signUpByApi(page.request, baseURL!, email);
  await verifyByApi(page.request, baseURL!, email);
  await onboardByApi(page.request, baseURL!, username);
  await page.goto("/fr/auth");
  await expectToast(page, "Votre session est déjà ouverte");
  await expect(page).toHaveURL(/\/fr\/profile\/profile$/);
  await expect(page.getByRole("heading", { name: username })).toBeVisible();
});

test("an unknown language is not found", async ({ page }) => {
  await page.goto("/xx/");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
});

test("a hand-edited URL with bad parameters opens the page with its defaults, never the error view", async ({ page, baseURL }) => {
  await page.goto("/fr/search/games?type=zzz&radius=7&from=2026-02-30&maxPrice=-3&placesLeft=peut-etre&language=xx");
  await expect(page.getByText(/^(Aucune partie trouvée|\d+ parties? trouvées?)$/)).toBeVisible();
  // No filter is counted as active: every bad one was dropped.
  await expect(page.getByRole("button", { name: "Filtres", exact: true })).toBeVisible();
  await expect(page.getByLabel("Type de partie")).toHaveValue("");
  await expect(page.getByText("Oups, quelque chose s'est mal passé")).toHaveCount(0);

  await page.goto("/fr/search/shops?type=bogus&lat=999");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Oups, quelque chose s'est mal passé")).toHaveCount(0);

  const email = uniqueEmail("params");
  await signUpByApi(page.request, baseURL!, email);
  await verifyByApi(page.request, baseURL!, email);
  await onboardByApi(page.request, baseURL!, uniqueUsername("params"));
  await page.goto("/fr/profile/friends?type=bogus");
  await expect(page.getByRole("navigation", { name: "Filtrer les amis" }).locator('[aria-current="page"]')).toHaveText(/^Amis/);
  await expect(page.getByText("Oups, quelque chose s'est mal passé")).toHaveCount(0);
});
