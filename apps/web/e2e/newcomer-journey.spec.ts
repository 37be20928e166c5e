import { expect, test } from "./support/test.ts";
import { PASSWORD, expectToast, mailCount, readCode, uniqueEmail, uniqueUsername } from "./support/fixtures.ts";

test("a newcomer signs up in French, verifies, onboards, signs out and back in, and resets the password", async ({ page }) => {
  const email = uniqueEmail("recrue");
  const username = uniqueUsername("Recrue");

  await page.goto("/");
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole("heading", { name: "Trouvez votre prochaine partie d'airsoft." })).toBeVisible();

  await page.getByRole("link", { name: "Créer un compte gratuit" }).click();
  await expect(page).toHaveURL(/\/fr\/auth\/signup$/);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmer le mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Créer mon compte" }).click();

  // The same answer as for an address that has an account: the e-mail tells which.
  await expectToast(page, "C'est presque fini : vérifiez vos e-mails.");
  await expect(page).toHaveURL(/\/fr\/auth\/email-verification-otp\?email=/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("Cette adresse a déjà un compte ? L'e-mail vous le dit")).toBeVisible();

  // A wrong code first: refused with a clear message, nothing lost.
  await page.getByLabel("Code de vérification").fill("000000");
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expectToast(page, "Code invalide");

  const code = await readCode(email);
  await page.getByLabel("Code de vérification").fill(code);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expectToast(page, "Adresse e-mail vérifiée");
  await expect(page).toHaveURL(/\/fr\/register$/);

  // Submitting empty shows the summary and field errors.
  await page.getByRole("button", { name: "Terminer mon inscription" }).click();
  await expect(page.getByText("Le formulaire contient des erreurs.")).toBeVisible();
  await expect(page.getByLabel("Pseudo")).toBeFocused();
  // An empty birth date is missing, not invalid; the terms are a link (in a new tab, the form kept).
  await expect(page.getByLabel("Date de naissance")).toHaveAccessibleDescription("Ce champ est obligatoire");
  const terms = page.getByRole("main").getByRole("link", { name: "Lire les conditions d'utilisation", exact: true });
  await expect(terms).toHaveAttribute("href", "/fr/term-of-use");
  await expect(terms).toHaveAttribute("target", "_blank");

  await page.getByLabel("Pseudo").fill(username);
  await page.getByLabel("Prénom").fill("Camille");
  await page.getByLabel("Nom", { exact: true }).fill("Durand");
  await page.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
  await page.getByLabel("Date de naissance").fill("1994-05-14");
  await expect(page.getByLabel("Pays")).toHaveValue("fr");
  await page.getByLabel("Ville").fill("Lyon");
  await page.getByLabel("Code postal").fill("69003");
  await expect(page.getByRole("button", { name: "Français" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Anglais" }).click();
  // A tap on the sentence ticks the box (no link inside it), over a line at least 44 px high.
  const consent = page.locator("label").filter({ hasText: "J'accepte les conditions d'utilisation et la politique de confidentialité" });
  expect((await consent.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await consent.getByText(/politique de confidentialité/).click();
  await expect(page.getByLabel(/J'accepte les conditions/)).toBeChecked();
  await expect(page).toHaveURL(/\/fr\/register$/);
  await page.getByRole("button", { name: "Terminer mon inscription" }).click();

  await expectToast(page, "Inscription terminée");
  await expect(page).toHaveURL(/\/fr\/profile\/profile$/);
  await expect(page.getByRole("heading", { name: username })).toBeVisible();
  await expect(page.getByText("Camille Durand").first()).toBeVisible();
  await expect(page.getByText("Français, Anglais")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Sign out from the phone menu, then back in.
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expectToast(page, "Déconnexion effectuée");
  await expect(page).toHaveURL(/\/fr$/);

  await page.goto("/fr/auth");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("mauvais-mot-de-passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expectToast(page, "E-mail ou mot de passe incorrect");
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expectToast(page, "Connexion réussie");
  await expect(page).toHaveURL(/\/fr\/profile\/profile$/);
  await expect(page.getByRole("heading", { name: username })).toBeVisible();

  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expectToast(page, "Déconnexion effectuée");

  // Forgotten password: a code by e-mail, a new password, and the old one no longer works.
  const mailsBefore = await mailCount(email);
  await page.goto("/fr/auth");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/fr\/auth\/reset-password-otp$/);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Recevoir un code" }).click();
  const resetCode = await readCode(email, mailsBefore);
  const newPassword = "Nouveau-chargeur-42";
  await page.getByLabel("Code reçu par e-mail").fill(resetCode);
  await page.getByLabel("Nouveau mot de passe").fill(newPassword);
  await page.getByLabel("Confirmer le mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expectToast(page, "Mot de passe réinitialisé");
  await expect(page).toHaveURL(/\/fr\/auth$/);

  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expectToast(page, "E-mail ou mot de passe incorrect");
  await page.getByLabel("Mot de passe", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/fr\/profile\/profile$/);
});
