import type { Page } from "@playwright/test";
import { onboardedPlayer } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

/**
 * The header's menus come after the page (decision 031, "The header's menus"): their buttons are
 * drawn and hydrated with it, their code arrives when wanted. Held back here, as a slow network
 * would, to show that a press made meanwhile is not lost.
 */
async function holdMenuCode(page: Page, chunk: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(chunk, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release: () => release(), asked };
}

test("the page names none of the menus' code: it comes once the page is idle", async ({ page }) => {
  const menuCode = page.waitForResponse(/mobile-nav-sheet-[\w-]+\.js$/);
  const response = await page.goto("/fr");
  const html = await response!.text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
  expect(preloaded.length).toBeGreaterThan(0);
  expect(preloaded.filter((href) => /mobile-nav-sheet|language-menu|theme-menu|account-menu-items/.test(href))).toEqual([]);
  // Idle: fetched before anyone reaches for it.
  await menuCode;
});

test("a tap on the phone's menu before its code has arrived opens the menu when it does", async ({ page }) => {
  const held = await holdMenuCode(page, /mobile-nav-sheet-[\w-]+\.js$/);
  await page.goto("/fr");
  const button = page.getByRole("banner").getByRole("button", { name: "Ouvrir le menu" });
  await button.click();
  await expect.poll(() => held.asked.length).toBeGreaterThan(0);
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  held.release();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Connexion" })).toBeVisible();
  // Closing gives the focus back to the button, as any dialog does.
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
});

test("a tap on the phone's menu that its code arrives in the middle of still opens the menu", async ({ page }) => {
  const held = await holdMenuCode(page, /mobile-nav-sheet-[\w-]+\.js$/);
  await page.goto("/fr");
  // The idle page asked for the code; the finger comes down on the button while it is on its way.
  await expect.poll(() => held.asked.length).toBeGreaterThan(0);
  const box = (await page.getByRole("banner").getByRole("button", { name: "Ouvrir le menu" }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  held.release();
  // The code has come and run while the finger is still down.
  await page.waitForResponse(/mobile-nav-sheet-[\w-]+\.js$/);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await page.mouse.up();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
});

test("on a wide screen, a menu reached by keyboard before its code has arrived opens and keeps the focus @desktop-only", async ({ page }) => {
  const held = await holdMenuCode(page, /language-menu-[\w-]+\.js$/);
  await page.goto("/fr/partner");
  const button = page.getByRole("banner").getByRole("button", { name: /^Changer de langue/ });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toHaveCount(0);
  held.release();
  // The menu opens with the focus in it, and the arrows walk it as in any menu.
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Français" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "English" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("banner").getByRole("button", { name: /^Changer de langue/ })).toBeFocused();
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Changer de langue/ })
    .click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/partner$/);
});

test("a player's account menu opens at the first click, before its code has arrived @desktop-only", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "menus");
  const held = await holdMenuCode(page, /account-menu-items-[\w-]+\.js$/);
  await page.goto("/fr");
  await page.getByRole("banner").getByRole("button", { name: "Mon compte" }).click();
  held.release();
  await page.getByRole("menuitem", { name: "Paramètres du compte" }).click();
  await expect(page).toHaveURL(/\/fr\/settings$/);
});

test("a menu whose code cannot come leaves the page as it is, and opens at the next tap once it can", async ({ page }) => {
  // Offline before the service worker keeps it, or a deployment that replaced it: the fetch fails.
  await page.route(/mobile-nav-sheet-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  await page.goto("/fr");
  const button = page.getByRole("banner").getByRole("button", { name: "Ouvrir le menu" });
  await button.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trouvez votre prochaine partie d'airsoft.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.unrouteAll();
  await button.click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
});
