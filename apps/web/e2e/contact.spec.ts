import type { Page } from "@playwright/test";
import { expectToast, mailCount, uniqueEmail } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

const SUPPORT = "contact@escouade.app";
const SENT = "Message envoyé. Nous vous répondrons par e-mail.";

async function expectMailToSupport(before: number) {
  await expect.poll(() => mailCount(SUPPORT), { timeout: 15_000 }).toBeGreaterThan(before);
}

async function fillPerson(page: Page) {
  await page.getByLabel("Nom", { exact: true }).or(page.getByLabel("Votre nom")).fill("Camille Roux");
  await page.getByLabel("E-mail").fill(uniqueEmail("contact"));
  await page.getByLabel("Message").fill("Bonjour, comment inscrire mon équipe à une partie ?");
}

test("contact: empty submit shows errors, a valid message reaches support", async ({ page }) => {
  await page.goto("/fr/contact");
  await expect(page).toHaveTitle(/Nous contacter/);
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Le formulaire contient des erreurs." });
  await expect(summary).toContainText("Ce champ est obligatoire");
  await expect(summary).toContainText("Au moins 10 caractères");
  // The focus is on the first field in reading order.
  await expect(page.getByLabel("Sujet")).toBeFocused();

  const before = await mailCount(SUPPORT);
  await page.getByLabel("Sujet").selectOption("question");
  await fillPerson(page);
  await expect(page.getByText("51 / 5000 caractères")).toBeVisible();
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expectToast(page, "Message envoyé");
  await expectMailToSupport(before);
});

test("partner: the pitch, then the request reaches support", async ({ page }) => {
  await page.goto("/fr");
  await page.getByRole("link", { name: "Devenir partenaire" }).click();
  await expect(page).toHaveURL(/\/fr\/partner/);
  await expect(page.getByRole("heading", { name: "Devenir partenaire" })).toBeVisible();
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page.getByText("Le formulaire contient des erreurs.")).toBeVisible();

  const before = await mailCount(SUPPORT);
  await page.getByLabel("Structure").fill("Airsoft Nantes Shop");
  await page.getByLabel("Type").selectOption("shop");
  await page.getByLabel("Ville").fill("Nantes");
  await fillPerson(page);
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expectMailToSupport(before);
});
