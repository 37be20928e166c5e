import { PAGE_STATE_ELEMENT_ID } from "@escouade/contracts/prerender";
import type { BrowserContext, Page } from "@playwright/test";
import { createGameByApi, onboardedPlayer, registerByApi } from "./support/fixtures.ts";
import { adopted, holdEntryScript } from "./support/first-screen.ts";
import { expect, test } from "./support/test.ts";

// A 1x1 transparent PNG: map tiles are answered locally, nothing leaves the machine.
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

// Six hours from Paris: the page is written in Paris time (decision 026) and must end in the device's.
test.use({ timezoneId: "America/Toronto" });

test.beforeEach(async ({ page }) => {
  await page.route("**/tile.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: PNG_1X1 }));
});

interface SentGame {
  title: string;
  startsAt: string;
}

/** The games a page was sent with: its answers block (superjson: the dates travel as ISO strings). */
function gamesSentWith(html: string): SentGame[] {
  const block = new RegExp(`<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">(.*?)</script>`, "s").exec(html);
  if (!block) return [];
  type Answer = { pages: { items: SentGame[] }[] } | { items: SentGame[] };
  const state = JSON.parse(block[1]!) as { json: { queries: { state: { data: Answer } }[] } };
  // The search's answer comes in pages; the home's in one.
  return state.json.queries.flatMap(({ state: { data } }) => ("pages" in data ? data.pages.flatMap((page) => page.items) : data.items));
}

/** At least one public game to find, whatever the other journeys left. */
async function aGameExists(page: Page, baseURL: string) {
  const organizer = await page.context().browser()!.newContext({ baseURL });
  await onboardedPlayer(organizer.request, baseURL, "ssr-orga");
  await createGameByApi(organizer.request, baseURL);
  await organizer.close();
}

test("a visitor without a session gets the games written with the page, and the app adopts them without asking again", async ({ page, baseURL }) => {
  await aGameExists(page, baseURL!);
  // The page may be up to ten seconds old (one render serves every visitor of that interval).
  await expect(async () => {
    const sent = await (await page.request.get("/fr/search/games")).text();
    expect(gamesSentWith(sent).length).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });

  const searches: string[] = [];
  page.on("request", (request) => void (request.url().includes("games.getGames") && searches.push(request.url())));
  const release = await holdEntryScript(page);
  const response = await page.goto("/fr/search/games", { waitUntil: "domcontentloaded" });
  const sent = gamesSentWith(await response!.text());
  const first = sent[0]!;
  // Before any of the app's code has run, the games are on screen.
  const firstTitle = page.getByRole("heading", { level: 3, name: first.title }).first();
  await expect(firstTitle).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(sent.length);
  await firstTitle.evaluate((element) => ((element as HTMLElement & { seen?: boolean }).seen = true));
  release();
  await adopted(page);
  // Adopted, not drawn again, and not asked again: the answers came with the page.
  expect(await firstTitle.evaluate((element) => (element as HTMLElement & { seen?: boolean }).seen)).toBe(true);
  expect(searches).toEqual([]);
  // Written in Paris time, shown in the device's own once adopted.
  const torontoTime = new Intl.DateTimeFormat("fr", { hour: "2-digit", minute: "2-digit", timeZone: "America/Toronto" }).format(new Date(first.startsAt));
  const firstCard = page.getByRole("article").filter({ has: firstTitle });
  await expect(firstCard.locator("time")).toContainText(torontoTime);
  await expect(firstCard.locator("time")).toHaveAttribute("datetime", first.startsAt);

  // The page is the app's now: a search asks the API and the URL says so.
  await page.getByPlaceholder("Titre, ville, description...").fill(first.title);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole("heading", { level: 3, name: first.title }).first()).toBeVisible();
  await expect.poll(() => searches.length).toBeGreaterThan(0);
});

test("the home is written with the next games, and the app adopts them without asking again", async ({ page, baseURL }) => {
  await aGameExists(page, baseURL!);
  await expect(async () => {
    expect(gamesSentWith(await (await page.request.get("/fr")).text()).length).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  const asked: string[] = [];
  page.on("request", (request) => void (request.url().includes("games.getGames") && asked.push(request.url())));
  const release = await holdEntryScript(page);
  const response = await page.goto("/fr", { waitUntil: "domcontentloaded" });
  const first = gamesSentWith(await response!.text())[0]!;
  const upcoming = page.getByRole("region", { name: "Prochaines parties" });
  const firstGame = upcoming.getByRole("link").filter({ hasText: first.title }).first();
  // Before the app has started: the games, not their placeholders.
  await expect(firstGame).toBeVisible();
  await expect(upcoming.getByRole("list")).toHaveAttribute("aria-busy", "false");
  release();
  await adopted(page);
  const torontoTime = new Intl.DateTimeFormat("fr", { hour: "2-digit", minute: "2-digit", timeZone: "America/Toronto" }).format(new Date(first.startsAt));
  await expect(firstGame).toContainText(torontoTime);
  expect(asked).toEqual([]);
});

test("a tap on the map toggle before the app has started shows the map once it has", async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto("/fr/search/shops", { waitUntil: "domcontentloaded" });
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered", "");
  await expect(page.getByRole("heading", { level: 1, name: "Boutiques et terrains" })).toBeVisible();
  await page.getByRole("button", { name: "Carte" }).click();
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  release();
  await expect(page.getByRole("button", { name: "Carte" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".leaflet-container")).toBeVisible();
});

test("each language's search is written in that language, and a signed-in player gets the app's own page", async ({ page, baseURL }) => {
  for (const [lang, heading] of [
    ["en", "Shops and fields"],
    ["es", "Tiendas y campos"],
    ["de", "Shops und Spielfelder"],
  ] as const) {
    const sent = await (await page.request.get(`/${lang}/search/shops`)).text();
    expect(sent, lang).toContain(`<html lang="${lang}"`);
    expect(sent, lang).toContain(heading);
    expect(sent, lang).toContain(PAGE_STATE_ELEMENT_ID);
  }
  await onboardedPlayer(page.request, baseURL!, "ssr-player");
  const signedIn = await (await page.request.get("/fr/search/shops")).text();
  expect(signedIn).not.toContain(PAGE_STATE_ELEMENT_ID);
  expect(signedIn).not.toContain("data-prerendered");
});

test("a signed-in player's game page is written as theirs, with its data, and the app adopts it without asking again", async ({ page, browser, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "ssr-visitor");
  // With an avatar: the organizer's page is written with an image (React writes a hint for it
  // ahead of the page, which the browser's adoption must not take for the page).
  const profile = { bio: "", avatar: 3, bannerKey: null, availability: "available", languages: ["fr"] };
  const updated = await page.request.post("/trpc/profiles.updateProfile", { data: { json: profile }, headers: { origin: baseURL! } });
  expect(updated.ok(), await updated.text()).toBe(true);
  const organizer = await browser.newContext({ baseURL });
  await onboardedPlayer(organizer.request, baseURL!, "ssr-host");
  const game = await createGameByApi(organizer.request, baseURL!, { visibility: "private" });
  const token = await shareTokenOf(organizer, game.id);
  const shareLink = `/fr/games/${game.id}?share=${token}`;
  await registerByApi(page.request, baseURL!, game.id, token);

  const asked: string[] = [];
  page.on("request", (request) => void (/games\.getGame\b|auth\/get-session/.test(request.url()) && asked.push(request.url())));
  const release = await holdEntryScript(page);
  const response = await page.goto(shareLink, { waitUntil: "domcontentloaded" });
  const sent = await response!.text();
  expect(sent).toContain(PAGE_STATE_ELEMENT_ID);
  expect(response!.headers()["cache-control"]).toBe("private, no-cache");
  // Before any of the app's code has run: the game, and the player's own place in it.
  const title = page.getByRole("heading", { level: 1, name: game.title });
  await expect(title).toBeVisible();
  await expect(page.getByText("Vous êtes inscrit à cette partie.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Me désinscrire" })).toBeVisible();
  await title.evaluate((element) => ((element as HTMLElement & { seen?: boolean }).seen = true));
  release();
  await adopted(page);
  expect(await title.evaluate((element) => (element as HTMLElement & { seen?: boolean }).seen)).toBe(true);
  expect(asked).toEqual([]);
  // The map only a browser draws comes once adopted, and as the player scrolls near it: below
  // the fold on a phone, it weighs nothing on the page's first seconds.
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  await page.getByRole("link", { name: "Ouvrir dans OpenStreetMap" }).scrollIntoViewIfNeeded();
  await expect(page.locator(".leaflet-container")).toBeVisible();

  // The organizer's page hands out the link, written with the site's address.
  const host = await organizer.newPage();
  const hostRelease = await holdEntryScript(host);
  await host.goto(`/fr/games/${game.id}`, { waitUntil: "domcontentloaded" });
  await expect(host.getByLabel("Lien de la partie", { exact: true })).toHaveValue(`${baseURL}${shareLink}`);
  hostRelease();
  await adopted(host);
  await organizer.close();
});

test("a game page is written only for who may see it: the shell for a guess at a private game, and for a visitor without a session", async ({ page, browser, baseURL }) => {
  const organizer = await browser.newContext({ baseURL });
  await onboardedPlayer(organizer.request, baseURL!, "ssr-private");
  const game = await createGameByApi(organizer.request, baseURL!, { visibility: "private" });
  await organizer.close();

  const anonymous = await (await page.request.get(`/fr/games/${game.id}`)).text();
  expect(anonymous).not.toContain("data-prerendered");
  expect(anonymous).not.toContain(game.title);

  await onboardedPlayer(page.request, baseURL!, "ssr-guess");
  const guessed = await (await page.request.get(`/fr/games/${game.id}`)).text();
  expect(guessed).not.toContain("data-prerendered");
  expect(guessed).not.toContain(game.title);
  expect(guessed).not.toContain(PAGE_STATE_ELEMENT_ID);
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
});

/** A private game's link token, as its organizer's page hands it out. */
async function shareTokenOf(organizer: BrowserContext, gameId: number): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ json: { gameId } }));
  const response = await organizer.request.get(`/trpc/games.getGame?input=${input}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { result: { data: { json: { shareToken: string } } } }).result.data.json.shareToken;
}
