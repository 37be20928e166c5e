import { request as playwrightRequest } from "@playwright/test";
import { createGameByApi, expectToast, onboardedPlayer, registerByApi } from "./support/fixtures.ts";
import { waitForOfflineReady } from "./support/offline.ts";
import { expect, test } from "./support/test.ts";

// The installed app: its service worker answers the pages (the other journeys block it).
test.use({ serviceWorkers: "allow" });

test("a player's ticket shows on the game page, offline too, and in my games; the organizer's check takes it and refuses an edited one @desktop", async ({
  page,
  context,
  baseURL,
}) => {
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

  const check = (ticket: string) =>
    organizer.get(`/trpc/registrations.verifyTicket?input=${encodeURIComponent(JSON.stringify({ json: { gameId: game.id, code: ticket } }))}`);
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

test("the organizer lets a player in with their ticket's code, once, and only on the game's day @desktop", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "accueil");
  // Days away (the fixture's default), and one starting in two hours: its day has begun.
  const early = await createGameByApi(page.request, baseURL!);
  const startsAt = new Date(Date.now() + 2 * 3600_000);
  const game = await createGameByApi(page.request, baseURL!, {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 6 * 3600_000).toISOString(),
  });
  const player = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(player, baseURL!, "arrivant");
  await registerByApi(player, baseURL!, early.id);
  await registerByApi(player, baseURL!, game.id);
  const mine = await player.get("/trpc/registrations.getMyGames");
  const tickets = ((await mine.json()) as { result: { data: { json: { registered: Array<{ game: { id: number }; ticket: string | null }> } } } }).result.data
    .json.registered;
  const ticketOf = (gameId: number) => tickets.find((r) => r.game.id === gameId)!.ticket!;
  const ticket = ticketOf(game.id);
  await player.dispose();

  // Days early, the gate says when it opens and lets no one in.
  await page.goto(`/fr/games/${early.id}/registrations`);
  await expect(page.getByText(/^Les billets se valident le jour de la partie, à partir du /)).toBeVisible();
  await page.getByLabel("Code du billet").fill(ticketOf(early.id));
  await page.getByRole("button", { name: "Valider l'arrivée" }).click();
  await expectToast(page, /^Trop tôt : les billets se valident à partir du /);
  await expect(page.getByText("0 arrivée sur 1")).toBeVisible();

  await page.goto(`/fr/games/${game.id}/registrations`);
  await expect(page.getByText("0 arrivée sur 1")).toBeVisible();
  await page.getByLabel("Code du billet").fill(ticket);
  await page.getByRole("button", { name: "Valider l'arrivée" }).click();
  await expectToast(page, /Arrivée de .+ validée$/);
  await expect(page.getByText("1 arrivée sur 1")).toBeVisible();
  await expect(page.getByText(/^Arrivée à \d{2}:\d{2}, notée par /)).toBeVisible();

  // The same ticket again: said, not counted twice.
  await page.getByLabel("Code du billet").fill(ticket);
  await page.getByRole("button", { name: "Valider l'arrivée" }).click();
  await expectToast(page, /déjà validée, à \d{2}:\d{2}/);
  await expect(page.getByText("1 arrivée sur 1")).toBeVisible();

  await page.getByLabel("Code du billet").fill(ticket.slice(0, -1) + (ticket.endsWith("A") ? "B" : "A"));
  await page.getByRole("button", { name: "Valider l'arrivée" }).click();
  await expectToast(page, "Billet non valable : ce code n'a pas été émis par Escouade ou a été modifié");
});
