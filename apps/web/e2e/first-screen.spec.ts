import { onboardedPlayer } from "./support/fixtures.ts";
import { adopted, holdEntryScript } from "./support/first-screen.ts";
import { expect, test } from "./support/test.ts";

test("each language's public page arrives written, and the app adopts the very elements the visitor saw", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  for (const [lang, heading] of [
    ["fr", "Devenir partenaire"],
    ["en", "Become a partner"],
    ["es", "Hazte socio"],
    ["de", "Partner werden"],
  ] as const) {
    const release = await holdEntryScript(page);
    const response = await page.goto(`/${lang}/partner`, { waitUntil: "domcontentloaded" });
    // Sent written, with no script to run before it paints: the loader starts them after.
    const sent = (await response!.text()).replace(/<script id="deferred-modules"[^>]*>.*?<\/script>/s, "");
    expect(sent).toContain(`>${heading}</h1>`);
    expect(sent).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // Before any of the app's code has run: the page is there, in its language.
    const h1 = page.getByRole("heading", { level: 1, name: heading });
    await expect(h1).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("#root")).toHaveAttribute("data-prerendered", "");
    await h1.evaluate((element) => ((element as HTMLElement & { seen?: boolean }).seen = true));
    release();
    await adopted(page);
    // React kept the node it was given (a mismatch would have drawn a new one, and said so).
    expect(await h1.evaluate((element) => (element as HTMLElement & { seen?: boolean }).seen)).toBe(true);
    await page.unrouteAll();
  }
  expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});

test("after adoption the written page is the app: its calculator answers and its links navigate without a reload", async ({ page }) => {
  await page.goto("/fr/toolbox");
  await adopted(page);
  await page.getByLabel("Vitesse en FPS").fill("350");
  await expect(page.getByRole("status", { name: "Énergie à la bouche" })).toHaveText("1,14\u00a0J");
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "Questions fréquentes" }).click();
  await expect(page).toHaveURL(/\/fr\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a signed-in player gets the app's own page, with their header, never a stranger's written one", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "first-screen");
  await page.goto("/fr/toolbox");
  await expect(page.getByRole("heading", { level: 1, name: "Boîte à outils" })).toBeVisible();
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered");
  await expect(page.getByRole("link", { name: "Créer un compte gratuit" })).toHaveCount(0);
});

test("a tap on the menu before the app has started opens it once the app is there", async ({ page }) => {
  // A slow phone: the menu's code then often arrives after the page above it has changed, and
  // React draws the menu again rather than adopting it; the tap must survive either way.
  await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const release = await holdEntryScript(page);
  await page.goto("/fr", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  // Nothing answers yet; the tap is not lost.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Parties" })).toBeVisible();
});

test("@desktop-only a click on the language menu before the app has started opens it, and switches the page's language", async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto("/fr/toolbox", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: /Changer de langue/ }).click();
  release();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/toolbox$/);
  await expect(page.getByRole("heading", { level: 1, name: "Toolbox" })).toBeVisible();
});

test("a page scrolled before the app has started stays where the player left it once the app has adopted it", async ({ page }) => {
  // The router used to restore the scroll on adoption: the page went back to its top under the
  // player's finger, and a tap that straddled the adoption landed elsewhere and was lost.
  const release = await holdEntryScript(page);
  await page.goto("/fr/contact", { waitUntil: "domcontentloaded" });
  const send = page.getByRole("button", { name: "Envoyer le message" });
  await send.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await adopted(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await send.click();
  await expect(page.getByRole("alert").filter({ hasText: "Le formulaire contient des erreurs." })).toContainText("Ce champ est obligatoire");
});

test("a header menu whose code comes after the page is adopted is adopted as written, then shows this device's theme", async ({ page }) => {
  // Written for any visitor, the menu shows the system theme; this device chose the dark one.
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "dark"));
  await page.route(/\/assets\/desktop-controls-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/fr/toolbox");
  await adopted(page);
  // Adopted as written (the fixture fails on a mismatch), then drawn with the device's theme.
  await expect(page.locator("header .lucide-moon")).toHaveCount(1);
  await expect(page.locator("header .lucide-monitor")).toHaveCount(0);
});
