import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast } from "./support/fixtures.ts";

const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

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
  const context = await browser.newContext({
    baseURL,
    userAgent: IPHONE_SAFARI,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "fr-FR",
    serviceWorkers: "block",
  });
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

/** The FAQ's answer on installing, opened: how installing stands in this browser. */
async function openInstallAnswer(page: Page) {
  await page.goto("/fr/faq");
  await page.getByRole("button", { name: /^Comment installer l'application/ }).click();
  return page.getByTestId("install-app-help");
}

/** A prompt the test settles by hand: the player still looking at the browser's dialog. */
async function offerControlledPrompt(page: Page) {
  await page.evaluate(() => {
    let choose!: (choice: unknown) => void;
    const userChoice = new Promise((resolve) => (choose = resolve));
    // The dialog stays open until the test answers it, or fails to show (what prompt() rejects with).
    const shown = new Promise((resolve, reject) =>
      Object.assign(window, { settleInstall: (choice: unknown) => (resolve(undefined), choose(choice)), failInstall: reject }),
    );
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), { prompt: () => shown, userChoice });
    window.dispatchEvent(event);
  });
}

test("a browser that cannot install is told so, with the browsers that can, instead of nothing @desktop", async ({ page }) => {
  const help = await openInstallAnswer(page);
  await expect(help).toContainText("L'installation n'est pas disponible dans ce navigateur.");
  await expect(help).toContainText("Chrome, Edge ou Samsung Internet");
  await expect(help).toContainText("ouvrez Escouade dans Safari");
  await expect(help.getByRole("button")).toHaveCount(0);

  // The browser offers it after all (Chrome does after a moment on the site): the answer says so.
  await offerInstallPrompt(page);
  await expect(help).toContainText("Ce navigateur peut installer Escouade sur cet appareil.");
  await expect(help).not.toContainText("n'est pas disponible");
  await expect(help.getByRole("button", { name: "Installer l'application" })).toBeVisible();
});

test("each step of installing shows: in progress, then installed, and an error says so", async ({ page }) => {
  const help = await openInstallAnswer(page);
  await offerControlledPrompt(page);
  const button = help.getByRole("button", { name: "Installer l'application" });
  await button.click();
  // The browser's dialog is open: one attempt at a time.
  await expect(help.getByRole("button", { name: "Installation en cours..." })).toBeDisabled();
  await page.evaluate(() => (window as unknown as { settleInstall: (choice: { outcome: string }) => void }).settleInstall({ outcome: "accepted" }));
  await expectToast(page, "Application installée");
  await expect(help).toContainText("L'application est installée sur cet appareil");
  await expect(help.getByRole("button")).toHaveCount(0);
  await expect(installButton(page)).toHaveCount(0);

  // Another visit, where the browser fails to show its dialog: said, and the button stays to try again.
  await page.reload();
  await page.getByRole("button", { name: /^Comment installer l'application/ }).click();
  await offerControlledPrompt(page);
  await help.getByRole("button", { name: "Installer l'application" }).click();
  await page.evaluate(() => (window as unknown as { failInstall: (error: Error) => void }).failInstall(new Error("NotAllowedError")));
  await expectToast(page, "L'installation a échoué, réessayez plus tard");
  await expect(help).toContainText("L'installation a échoué, réessayez plus tard");
  await expect(help.getByRole("button", { name: "Installer l'application" })).toBeEnabled();
});

test("declining the browser's dialog is said where the player looks for it @desktop", async ({ page }) => {
  const help = await openInstallAnswer(page);
  await offerInstallPrompt(page);
  await help.getByRole("button", { name: "Installer l'application" }).click();
  await expectToast(page, "Installation annulée");
  await expect(help).toContainText("Installation annulée. Vous pourrez l'installer plus tard depuis le menu du navigateur.");
});

test("the installed app's answer says it is installed, and offers nothing", async ({ browser, baseURL }) => {
  const installed = await iPhone(browser, baseURL!, { installed: true });
  const app = await installed.newPage();
  const help = await openInstallAnswer(app);
  await expect(help).toContainText("Vous utilisez déjà l'application installée.");
  await expect(help.getByRole("button")).toHaveCount(0);
  await installed.close();

  const safari = await iPhone(browser, baseURL!, { installed: false });
  const page = await safari.newPage();
  const steps = await openInstallAnswer(page);
  await expect(steps).toContainText("Safari ajoute Escouade à l'écran d'accueil");
  await steps.getByRole("button", { name: "Installer l'application" }).click();
  await expect(page.getByRole("dialog", { name: "Installer Escouade sur votre iPhone" })).toBeVisible();
  await safari.close();
});

test("Chrome finds nothing missing to install the production build, and its manifest says what the app is @desktop-only", async ({
  playwright,
  baseURL,
}, testInfo) => {
  // A normal profile: Chrome never offers installing in an incognito window, which every other test context is.
  const profile = mkdtempSync(path.join(tmpdir(), "escouade-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL, locale: "fr-FR" });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/fr");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, { timeout: 20_000 }).toEqual([]);

    const { url, errors } = await cdp.send("Page.getAppManifest");
    expect(errors).toEqual([]);
    const response = await page.request.get(url);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { sizes: string; purpose?: string }[] };
    expect(manifest).toMatchObject({
      id: "/",
      name: expect.stringContaining("Escouade"),
      short_name: "Escouade",
      start_url: "/",
      scope: "/",
      display: "standalone",
      lang: "fr",
      theme_color: "#3f4a2c",
      background_color: "#f4f5f0",
    });
    expect(String(manifest.description).length).toBeGreaterThan(20);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons as unknown as { src: string }[]) {
      const image = await page.request.get(icon.src);
      expect(image.headers()["content-type"], icon.src).toBe("image/png");
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
