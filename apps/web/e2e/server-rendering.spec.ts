import type { Page } from "@playwright/test";
import { createGameByApi, onboardedPlayer, registerByApi } from "./support/fixtures.ts";
import { holdEntryScript, hydrated } from "./support/first-screen.ts";
import { expect, test } from "./support/test.ts";

/** Every script the page was sent with, and the nonce its policy allows. */
function scriptsAndNonce(html: string, policy: string) {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  return { nonce, scripts };
}

/** Marks an element, to tell later whether React kept it (hydrated) or drew a new one. */
const mark = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => ((element as HTMLElement & { seen?: boolean }).seen = true));
const marked = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => (element as HTMLElement & { seen?: boolean }).seen === true);

test("each language's page arrives drawn by the server, and the app hydrates the very elements the visitor saw", async ({ page }) => {
  for (const [lang, heading] of [
    ["fr", "Devenir partenaire"],
    ["en", "Become a partner"],
    ["es", "Hazte socio"],
    ["de", "Partner werden"],
  ] as const) {
    const release = await holdEntryScript(page);
    // "commit": the held module script holds DOMContentLoaded back too; the page streams regardless.
    const response = await page.goto(`/${lang}/partner`, { waitUntil: "commit" });
    const html = await response!.text();
    expect(html).toContain(`>${heading}</h1>`);
    // Before any of the app's code has run: the page is there, in its language.
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await mark(page, "h1");
    release();
    await hydrated(page);
    // React kept the node it was given (a mismatch would have drawn a new one, and the fixture fails on it).
    expect(await marked(page, "h1")).toBe(true);
    await page.unrouteAll();
  }
});

test("every script of a page carries the nonce of its own response, which changes on each visit", async ({ page }) => {
  const seen = new Set<string>();
  for (const path of ["/fr", "/fr/search/games", "/de/toolbox"]) {
    const response = await page.request.get(path);
    const { nonce, scripts } = scriptsAndNonce(await response.text(), response.headers()["content-security-policy"] ?? "");
    expect(nonce, path).toBeTruthy();
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval|sha256-/);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
    seen.add(nonce!);
  }
  expect(seen.size).toBe(3);
});

test("after hydration the page is the app: its calculator answers and its links navigate without a reload", async ({ page }) => {
  await page.goto("/fr/toolbox");
  await page.getByLabel("Vitesse en FPS").fill("350");
  await expect(page.getByRole("status", { name: "Énergie à la bouche" })).toHaveText("1,14\u00a0J");
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "Questions fréquentes" }).click();
  await expect(page).toHaveURL(/\/fr\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a visitor without a session gets the game search drawn with its games, and the app does not ask for them again", async ({ page, browser, baseURL }) => {
  const organizer = await browser.newContext({ baseURL });
  await onboardedPlayer(organizer.request, baseURL!, "ssr-orga");
  const game = await createGameByApi(organizer.request, baseURL!, {
    address: { street: "Chemin des Bois", city: "Lyon", postalCode: "69009", country: "fr", latitude: 45.764, longitude: 4.8357 },
  });
  await organizer.close();
  const searches: string[] = [];
  page.on("request", (request) => void (request.url().includes("games.getGames") && searches.push(request.url())));
  const release = await holdEntryScript(page);
  // "commit": the held module script holds DOMContentLoaded back too; the page streams regardless.
  const response = await page.goto(`/fr/search/games?q=${encodeURIComponent(game.title)}`, { waitUntil: "commit" });
  expect(await response!.text()).toContain(game.title);
  // Before any of the app's code has run, the game is on screen.
  await expect(page.getByRole("heading", { level: 3, name: game.title })).toBeVisible();
  await mark(page, "main h3");
  release();
  await hydrated(page);
  expect(await marked(page, "main h3")).toBe(true);
  expect(searches).toEqual([]);
});

test("a signed-in player's page is drawn as theirs: their header, their registration, their game, without asking again", async ({ page, browser, baseURL }) => {
  const organizer = await browser.newContext({ baseURL });
  await onboardedPlayer(organizer.request, baseURL!, "ssr-host");
  const game = await createGameByApi(organizer.request, baseURL!);
  await organizer.close();
  const email = await onboardedPlayer(page.request, baseURL!, "ssr-player");
  await registerByApi(page.request, baseURL!, game.id);
  const asked: string[] = [];
  page.on("request", (request) => void (/games\.getGame\b|get-session/.test(request.url()) && asked.push(request.url())));
  const response = await page.goto(`/fr/games/${game.id}`);
  const html = await response!.text();
  expect(html).toContain(`>${game.title}</h1>`);
  // The session the page was drawn with is theirs (the router's state carries it to the browser).
  expect(html).toContain(email);
  await expect(page.getByRole("heading", { level: 1, name: game.title })).toBeVisible();
  expect(asked).toEqual([]);
});

test("two visitors drawn at the same moment each get their own page", async ({ browser, baseURL }) => {
  const players = await Promise.all(
    ["ssr-alpha", "ssr-bravo"].map(async (label) => {
      const context = await browser.newContext({ baseURL });
      const email = await onboardedPlayer(context.request, baseURL!, label);
      return { context, email };
    }),
  );
  const pages = await Promise.all(
    players.map(({ context }) => Promise.all(Array.from({ length: 3 }, () => context.request.get("/fr/toolbox").then((r) => r.text())))),
  );
  for (const [index, { email }] of players.entries()) {
    const other = players[1 - index]!.email;
    for (const html of pages[index]!) {
      expect(html).toContain(email);
      expect(html).not.toContain(other);
    }
  }
  await Promise.all(players.map(({ context }) => context.close()));
});
