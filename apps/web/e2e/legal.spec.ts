import type { UiLanguage } from "@escouade/contracts/languages";
import type { Page } from "@playwright/test";
import { faq as deFaq } from "../src/content/faq/de.ts";
import { faq as enFaq } from "../src/content/faq/en.ts";
import { faq as esFaq } from "../src/content/faq/es.ts";
import { faq as frFaq } from "../src/content/faq/fr.ts";
import { legal as deLegal } from "../src/content/legal/de.ts";
import { legal as enLegal } from "../src/content/legal/en.ts";
import { legal as esLegal } from "../src/content/legal/es.ts";
import { legal as frLegal } from "../src/content/legal/fr.ts";
import type { LegalDocumentKey, LegalUpdateDate } from "../src/content/legal/types.ts";
import { expect, test } from "./support/test.ts";

const LEGAL = { fr: frLegal, en: enLegal, es: esLegal, de: deLegal };
const FAQ = { fr: frFaq, en: enFaq, es: esFaq, de: deFaq };

const PAGES: ReadonlyArray<[path: string, key: LegalDocumentKey]> = [
  ["term-of-use", "termsOfUse"],
  ["term-of-sale", "termsOfSale"],
  ["privacy-policy", "privacyPolicy"],
  ["cookies-policy", "cookiesPolicy"],
  ["legal-notice", "legalNotice"],
];

// Written out by hand, not computed with date-fns: the test checks what a reader of each language expects.
const DATES: Record<UiLanguage, Record<LegalUpdateDate, string>> = {
  fr: { "2025-06-15": "15 juin 2025", "2025-07-08": "8 juillet 2025" },
  en: { "2025-06-15": "15 June 2025", "2025-07-08": "8 July 2025" },
  es: { "2025-06-15": "15 de junio de 2025", "2025-07-08": "8 de julio de 2025" },
  de: { "2025-06-15": "15. Juni 2025", "2025-07-08": "8. Juli 2025" },
};

/**
 * Common French words that no English, Spanish or German text would contain (proper nouns such as
 * Escouade, CNIL or "Loi Informatique et Libertés" are left out on purpose).
 */
const FRENCH_WORDS = /(?<!\p{L})(Conditions|joueurs?|parties?|vous|votre|données|équipes?)(?!\p{L})/u;

async function expectNoFrench(page: Page, lang: UiLanguage) {
  if (lang === "fr") return;
  expect(await page.locator("main").innerText()).not.toMatch(FRENCH_WORDS);
}

for (const lang of ["fr", "en", "es", "de"] as const) {
  test(`a visitor reads the FAQ and the legal pages in ${lang}`, async ({ page }) => {
    const faq = FAQ[lang];
    await page.goto(`/${lang}/faq/`);
    await expect(page.getByRole("heading", { level: 1, name: faq.title })).toBeVisible();
    await expect(page).toHaveTitle(`${faq.title} — Escouade`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", faq.description);
    await expectNoFrench(page, lang);

    // An answer opens from the keyboard alone.
    const first = faq.groups[0]!.questions[0]!;
    const trigger = page.getByRole("button", { name: first.question });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(first.answer[0]!)).toBeVisible();
    await expect(page.getByRole("link", { name: first.link!.label })).toHaveAttribute("href", `/${lang}/search/games`);

    for (const [path, key] of PAGES) {
      const document = LEGAL[lang][key];
      await page.goto(`/${lang}/${path}`);
      await expect(page.getByRole("heading", { level: 1, name: document.title })).toBeVisible();
      await expect(page.locator("main time")).toHaveText(DATES[lang][document.updatedAt]);
      await expect(page).toHaveTitle(`${document.title} — Escouade`);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", document.description);
      for (const section of document.sections) await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
      // The publisher's details come from the build's configuration: no token or bracket reaches the reader.
      expect(await page.locator("main").innerText()).not.toMatch(/\{\w+\}|\[[^\]]+\]/);
      await expectNoFrench(page, lang);
    }
  });
}

test("the table of contents leads to its section, and the footer to every legal page", async ({ page }) => {
  await page.goto("/fr/privacy-policy");
  const rights = frLegal.privacyPolicy.sections.findIndex((section) => section.heading === "Vos droits");
  await page.getByRole("navigation", { name: "Sommaire" }).getByRole("link", { name: "Vos droits" }).click();
  await expect(page).toHaveURL(new RegExp(`#section-${rights + 1}$`));
  await expect(page.getByRole("heading", { level: 2, name: "7. Vos droits" })).toBeInViewport();

  const footer = page.getByRole("navigation", { name: "Informations légales" });
  await footer.getByRole("link", { name: "Mentions légales" }).click();
  await expect(page.getByRole("heading", { level: 1, name: frLegal.legalNotice.title })).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/legal-notice$/);
});
