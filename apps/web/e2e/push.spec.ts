import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { onboardedPlayer, randomClientAddress } from "./support/fixtures.ts";

/*
 * Notifications on this device (decision 022). Headless Chromium reaches no real push
 * service, so this checks what the card says in each state the browser can be in; the pushes
 * themselves are tested on the server against a local push service (modules/push/push.test.ts).
 */

const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

const stateOf = (page: Page) => page.locator("[data-push-state]");

/** What the browser answers for the site's notifications, as its settings would set it. */
async function setNotificationPermission(context: BrowserContext, page: Page, setting: "denied" | "granted" | "prompt", origin: string) {
  const cdp = await context.newCDPSession(page);
  // Playwright's contexts are the browser's own contexts: the setting must name this one.
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", { permission: { name: "notifications" }, setting, origin, browserContextId: targetInfo.browserContextId });
}

test.describe("notifications on this device", () => {
  test.use({ serviceWorkers: "allow" });

  test("blocked for the site: says how to allow them, and offers to turn them on once allowed @desktop", async ({ page, context, baseURL }) => {
    await onboardedPlayer(page.request, baseURL!, "push-bloque");
    await setNotificationPermission(context, page, "denied", baseURL!);
    await page.goto("/fr/settings");

    await expect(stateOf(page)).toHaveAttribute("data-push-state", "denied");
    await expect(stateOf(page).getByText("Les notifications sont bloquées pour Escouade dans ce navigateur.", { exact: false })).toBeVisible();
    await expect(stateOf(page).getByRole("button", { name: "Activer sur cet appareil" })).toHaveCount(0);

    // Allowed in the browser's settings, then back on the page.
    await setNotificationPermission(context, page, "granted", baseURL!);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(stateOf(page)).toHaveAttribute("data-push-state", "off");
    await expect(stateOf(page).getByText("Désactivées sur cet appareil")).toBeVisible();
    await expect(stateOf(page).getByRole("button", { name: "Activer sur cet appareil" })).toBeEnabled();
  });

  test("a browser without Web Push says so @desktop", async ({ page, baseURL }) => {
    await onboardedPlayer(page.request, baseURL!, "push-absent");
    await page.addInitScript(() => Reflect.deleteProperty(window, "PushManager"));
    await page.goto("/fr/settings");
    await expect(stateOf(page)).toHaveAttribute("data-push-state", "unsupported");
    await expect(stateOf(page).getByText("Ce navigateur ne peut pas recevoir de notifications.", { exact: false })).toBeVisible();
  });
});

test("on an iPhone, the app must be on the home screen first", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    userAgent: IPHONE_SAFARI,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "fr-FR",
    serviceWorkers: "block",
    extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() },
  });
  const page = await context.newPage();
  await onboardedPlayer(page.request, baseURL!, "push-iphone");
  await page.goto("/fr/settings");
  await expect(stateOf(page)).toHaveAttribute("data-push-state", "install-first");
  await expect(stateOf(page).getByText("ajoutez d'abord Escouade à l'écran d'accueil", { exact: false })).toBeVisible();
  await context.close();
});

test("which kinds come to the phone is chosen per kind; messages only come there @desktop", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "push-types");
  await page.goto("/fr/settings");

  const pings = page.getByRole("group", { name: "Pings" }).getByRole("switch", { name: "Sur le téléphone" });
  const messages = page.getByRole("group", { name: "Messages" });
  await expect(pings).not.toBeChecked();
  await expect(page.getByRole("group", { name: "Mes parties" }).getByRole("switch", { name: "Sur le téléphone" })).toBeChecked();
  await expect(messages.getByRole("switch")).toHaveCount(1);
  await expect(messages.getByRole("switch", { name: "Sur le téléphone" })).toBeChecked();

  await pings.focus();
  await page.keyboard.press("Space");
  await expect(pings).toBeChecked();
  await expect(page.getByText("Préférence enregistrée")).toBeAttached();
  await messages.getByRole("switch", { name: "Sur le téléphone" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Préférence enregistrée")).toBeAttached();

  await page.reload();
  await expect(pings).toBeChecked();
  await expect(messages.getByRole("switch", { name: "Sur le téléphone" })).not.toBeChecked();
});
