import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast } from "./support/fixtures.ts";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

const installButton = (page: Page) => page.getByRole("button", { name: "Installer l'application", exact: true });

/** What Chromium does where it can install a site: hands the page its prompt (declined here). */
async function offerInstallPrompt(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    window.dispatchEvent(event);
  });
}

async function iPhone(browser: Browser, baseURL: string, { installed }: { installed: boolean }) {
  const context = await browser.newContext({ baseURL, userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "fr-FR", serviceWorkers: "block" });
  if (installed) {
    // Opened from the home screen: iOS says so with navigator.standalone.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "standalone", { get: () => true }));
  }
  return context;
}

test("the app is offered for install only where the browser can install it, once per page @desktop", async ({ page }) => {
  // This browser has not offered to install (no prompt): no button anywhere.
  await page.goto("/fr");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(installButton(page)).toHaveCount(0);

  // Once it offers, the home page shows it once (its own section; the footer leaves it out there).
  await offerInstallPrompt(page);
  await expect(installButton(page)).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Escouade dans votre poche" })).toBeVisible();

  // Elsewhere the footer offers it.
  await page.getByRole("contentinfo").getByRole("link", { name: "Questions fréquentes" }).click();
  await expect(page).toHaveURL(/\/fr\/faq/);
  await expect(installButton(page)).toHaveCount(1);
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Installer l'application" })).toBeVisible();

  // Declined: the browser's prompt is spent, and the button goes.
  await installButton(page).click();
  await expectToast(page, "Installation annulée");
  await expect(installButton(page)).toHaveCount(0);
});

test("Safari on an iPhone gets the steps to add the app, and nothing once it is installed", async ({ browser, baseURL }) => {
  const safari = await iPhone(browser, baseURL!, { installed: false });
  const page = await safari.newPage();
  await page.goto("/fr");
  await expect(installButton(page)).toHaveCount(1);
  await installButton(page).click();
  await expect(page.getByRole("dialog", { name: "Installer Escouade sur votre iPhone" })).toBeVisible();
  await safari.close();

  const installed = await iPhone(browser, baseURL!, { installed: true });
  const app = await installed.newPage();
  await app.goto("/fr");
  await expect(app.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(installButton(app)).toHaveCount(0);
  await app.goto("/fr/faq");
  await expect(app.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(installButton(app)).toHaveCount(0);
  await installed.close();
});
