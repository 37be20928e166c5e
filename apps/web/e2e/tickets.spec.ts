import { request as playwrightRequest } from "@playwright/test";
import { createGameByApi, onboardedPlayer, registerByApi } from "./support/fixtures.ts";
import { waitForOfflineReady } from "./support/offline.ts";
import { expect, test } from "./support/test.ts";

// The installed app: its service worker answers the pages (the other journeys block it).
test.use({ serviceWorkers: "allow" });

test("a player's ticket shows on the game page, offline too, and in my games; the organizer's check takes it and refuses an edited one @desktop", async ({ page, context, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!);
  await onboardedPlayer(page.request, baseURL!, "billet");
  await registerByApi(page.request, baseURL!, game.id);

  await page.goto("/fr");
  await waitForOfflineReady(page);
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { name: "Mon billet" })).toBeVisible();
  await expect(page.getByRole("img", { name: `Billet pour ${game.title}` })).toBeVisible();
  const code = (await page.getByText(/^ESC1\./).textContent())!.trim();
  expect(code).toMatch(new RegExp(`^ESC1\\.${game.id}\\.\\d+\\.[\\w-]{22}$`));

  // At the field, with no network: the page and its ticket open from the phone.
  await context.setOffline(true);
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("img", { name: `Billet pour ${game.title}` })).toBeVisible();
  await expect(page.getByText(code)).toBeVisible();
  await context.setOffline(false);

  const check = (ticket: string) => organizer.get(`/trpc/registrations.verifyTicket?input=${encodeURIComponent(JSON.stringify({ json: { gameId: game.id, code: ticket } }))}`);
  const valid = await check(code);
  expect(valid.ok(), await valid.text()).toBe(true);
  const edited = await check(code.slice(0, -1) + (code.endsWith("A") ? "B" : "A"));
  expect(edited.status()).toBe(400);
  expect(await edited.text()).toContain("TICKET_INVALID");
  await organizer.dispose();

  await page.goto("/fr/profile/games");
  await page.getByRole("button", { name: `Billet pour ${game.title}` }).click();
  const dialog = page.getByRole("dialog", { name: game.title });
  await expect(dialog.getByRole("img", { name: `Billet pour ${game.title}` })).toBeVisible();
  await expect(dialog.getByText(code)).toBeVisible();
});
