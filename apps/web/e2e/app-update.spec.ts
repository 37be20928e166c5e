import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { deployNewServiceWorker } from "./support/deploy.ts";
import { waitForOfflineReady } from "./support/offline.ts";

// The installed app: its service worker is what updates.
test.use({ serviceWorkers: "allow" });

const updatePrompt = (page: Page) => page.getByRole("status").filter({ hasText: "Nouvelle version disponible" });
const OFFLINE_READY = "L'application est prête : elle s'ouvrira aussi sans réseau.";

/** Every toast the page showed, even one gone before the test looks (sonner removes them). */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenToasts: seen });
    new MutationObserver(() => {
      document.querySelectorAll("[data-sonner-toast]").forEach((toast) => {
        const text = toast.textContent ?? "";
        if (!seen.includes(text)) seen.push(text);
      });
    }).observe(document, { childList: true, subtree: true });
  });
}
const seenToasts = (page: Page) => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);

/** The browser's own check for a new version (it also runs on navigations, and hourly in the app). */
async function checkForUpdate(page: Page) {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
}
/** Set on the page: gone only if the page reloaded (a reload under way destroys the page asked). */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { samePage: true }));
const isSamePage = (page: Page) => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true).catch(() => false);

test("the app says once that it works offline, not on every visit", async ({ page }) => {
  await recordToasts(page);
  await page.goto("/fr");
  await waitForOfflineReady(page);
  await expect.poll(() => seenToasts(page)).toContain(OFFLINE_READY);

  await page.goto("/fr/toolbox");
  await expect(page.getByRole("heading", { level: 1, name: "Boîte à outils" })).toBeVisible();
  // The app registered its worker again on this visit: a new version reaches it through that registration.
  const undeploy = deployNewServiceWorker();
  try {
    await checkForUpdate(page);
    await expect(updatePrompt(page)).toBeVisible({ timeout: 20_000 });
  } finally {
    undeploy();
  }
  expect(await seenToasts(page)).not.toContain(OFFLINE_READY);
});

test("a new version is offered, never forced: a form being filled stays until the player taps update", async ({ page, context }) => {
  await page.goto("/fr/toolbox");
  await waitForOfflineReady(page);
  const other = await context.newPage();
  await other.goto("/fr/faq");
  await expect(other.getByRole("heading", { level: 1, name: "Questions fréquentes" })).toBeVisible();

  const search = page.getByLabel("Chercher un terme");
  await search.fill("hop");
  await markPage(page);
  await markPage(other);

  const undeploy = deployNewServiceWorker();
  try {
    await checkForUpdate(page);
    await expect(updatePrompt(page)).toBeVisible({ timeout: 20_000 });
    await expect(updatePrompt(page).getByRole("button", { name: "Mettre à jour" })).toBeVisible();
    // Installed and waiting: the page goes on as it was.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting?.state)).toBe("installed");
    expect(await isSamePage(page)).toBe(true);
    await expect(search).toHaveValue("hop");

    // "Later": out of the way, still nothing reloaded.
    await updatePrompt(page).getByRole("button", { name: "Plus tard" }).click();
    await expect(updatePrompt(page)).toHaveCount(0);
    expect(await isSamePage(page)).toBe(true);

    // The other tab was told too; the player updates from it.
    await expect(updatePrompt(other)).toBeVisible();
    await updatePrompt(other).getByRole("button", { name: "Mettre à jour" }).click();
    await expect.poll(() => isSamePage(other)).toBe(false);
    await expect(other.getByRole("heading", { level: 1, name: "Questions fréquentes" })).toBeVisible();
    await expect(updatePrompt(other)).toHaveCount(0);
    await expect.poll(() => other.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();

    // This tab runs the old code under the new worker: it asks, and its form is still there.
    const reloadPrompt = page.getByRole("status").filter({ hasText: "L'application a été mise à jour" });
    await expect(reloadPrompt).toBeVisible();
    expect(await isSamePage(page)).toBe(true);
    await expect(search).toHaveValue("hop");
    await reloadPrompt.getByRole("button", { name: "Recharger la page" }).click();
    await expect.poll(() => isSamePage(page)).toBe(false);
    await expect(page.getByRole("heading", { level: 1, name: "Boîte à outils" })).toBeVisible();
    await expect(reloadPrompt).toHaveCount(0);
  } finally {
    undeploy();
  }
});

test("a version left waiting is offered again on the next visit, and updating reloads into it @desktop", async ({ page }) => {
  await page.goto("/fr/faq");
  await waitForOfflineReady(page);
  const undeploy = deployNewServiceWorker();
  try {
    await checkForUpdate(page);
    await expect(updatePrompt(page)).toBeVisible({ timeout: 20_000 });
    await updatePrompt(page).getByRole("button", { name: "Plus tard" }).click();

    await page.reload();
    await expect(updatePrompt(page)).toBeVisible({ timeout: 20_000 });
    await markPage(page);
    await updatePrompt(page).getByRole("button", { name: "Mettre à jour" }).click();
    await expect.poll(() => isSamePage(page)).toBe(false);
    await expect(page.getByRole("heading", { level: 1, name: "Questions fréquentes" })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller?.state };
        }),
      )
      .toEqual({ waiting: null, controlled: "activated" });
    await expect(updatePrompt(page)).toHaveCount(0);
  } finally {
    undeploy();
  }
});
