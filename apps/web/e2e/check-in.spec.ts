import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { IPHONE, signedInElsewhere } from "./support/devices.ts";
import { createGameByApi, expectToast, onboardedPlayer, registerByApi } from "./support/fixtures.ts";
import { waitForOfflineReady } from "./support/offline.ts";
import { expect, test } from "./support/test.ts";

// The installed app at the field: its service worker answers the pages (the other journeys block it).
test.use({ serviceWorkers: "allow" });

const HOUR = 3600_000;

/** A game starting in two hours (its day has begun: walk-ins are open) and one player's ticket. */
async function gameDayWithTicket(organizer: APIRequestContext, baseURL: string) {
  const startsAt = new Date(Date.now() + 2 * HOUR);
  const game = await createGameByApi(organizer, baseURL, { startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 6 * HOUR).toISOString() });
  return { game, ticket: await ticketOf(baseURL, game.id) };
}

/** A new player's ticket for the game. */
async function ticketOf(baseURL: string, gameId: number) {
  const player = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(player, baseURL, "arrivant");
  await registerByApi(player, baseURL, gameId);
  const mine = await player.get("/trpc/registrations.getMyGames");
  const ticket = ((await mine.json()) as { result: { data: { json: { registered: Array<{ ticket: string | null }> } } } }).result.data.json.registered[0]!
    .ticket!;
  await player.dispose();
  return ticket;
}

test("with no network the check-in waits on the phone, is sent once when the network returns, and a second phone cannot count it again", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const email = await onboardedPlayer(page.request, baseURL!, "portier");
  const { game, ticket } = await gameDayWithTicket(page.request, baseURL!);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("registrations.checkIn")) sent.push(request.url());
  });

  await page.goto("/fr");
  await waitForOfflineReady(page);
  await page.goto(`/fr/games/${game.id}/registrations`);
  await expect(page.getByText("0 arrivée sur 1")).toBeVisible();

  // At the gate, no signal: the page opens again from the phone, the list as last loaded.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("0 arrivée sur 1")).toBeVisible();
  await expect(page.getByText("Hors ligne : les arrivées sont notées sur ce téléphone")).toBeVisible();
  // The phone checks what it can and keeps the arrival.
  await page.getByLabel("Code du billet").fill(ticket);
  await page.getByRole("button", { name: "Valider l'arrivée" }).click();
  await expectToast(page, "arrivée notée sur ce téléphone, en attente d'envoi");
  await expect(page.getByText("1 arrivée en attente d'envoi")).toBeVisible();
  await expect(page.getByText("Arrivée notée, en attente d'envoi")).toBeVisible();
  // The same ticket again, still offline: already noted, not queued twice.
  await page.getByLabel("Code du billet").fill(ticket);
  await page.getByRole("button", { name: "Valider l'arrivée" }).click();
  await expectToast(page, /déjà validée, à \d{2}:\d{2}/);
  await expect(page.getByText("1 arrivée en attente d'envoi")).toBeVisible();
  // A ticket of another game is refused on the spot.
  await page.getByLabel("Code du billet").fill(ticket.replace(`ESC1.${game.id}.`, `ESC1.${game.id + 1000}.`));
  await page.getByRole("button", { name: "Valider l'arrivée" }).click();
  await expectToast(page, "Ce billet est celui d'une autre partie");
  expect(sent).toHaveLength(0);

  // The network returns: sent once, and the player shows as arrived.
  await context.setOffline(false);
  await expect(page.getByText("1 arrivée sur 1")).toBeVisible();
  await expect(page.getByText("1 arrivée en attente d'envoi")).toBeHidden();
  await expect(page.getByText(/^Arrivée à \d{2}:\d{2}, notée par /)).toBeVisible();
  await page.reload();
  await expect(page.getByText("1 arrivée sur 1")).toBeVisible();
  expect(sent).toHaveLength(1);

  // A second organizer phone checks the same ticket: already in, still counted once.
  const second = await signedInElsewhere(browser, baseURL!, email, IPHONE);
  const phone = await second.context.newPage();
  await phone.goto(`/fr/games/${game.id}/registrations`);
  await phone.getByLabel("Code du billet").fill(ticket);
  await phone.getByRole("button", { name: "Valider l'arrivée" }).click();
  await expectToast(phone, /déjà validée, à \d{2}:\d{2}/);
  await expect(phone.getByText("1 arrivée sur 1")).toBeVisible();
  await second.context.close();

  // Who has arrived and who has not.
  await page.getByRole("button", { name: "Pas encore là (0)", exact: true }).click();
  await expect(page.getByText("Tous les joueurs confirmés sont arrivés.")).toBeVisible();
  await page.getByRole("button", { name: "Déjà là (1)", exact: true }).click();
  await expect(page.getByText(/^Arrivée à \d{2}:\d{2}, notée par /)).toBeVisible();
});

test("check-ins kept on the phone are sent from whatever page of the app is open when the network returns", async ({ page, context, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "portail");
  const { game, ticket } = await gameDayWithTicket(page.request, baseURL!);
  const checkedIn = async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { gameId: game.id } }));
    const answer = await page.request.get(`/trpc/registrations.getGameRegistrations?input=${input}`);
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { result: { data: { json: { summary: { checkedIn: number } } } } }).result.data.json.summary.checkedIn;
  };
  await page.goto("/fr");
  await waitForOfflineReady(page);
  await page.goto(`/fr/games/${game.id}/registrations`);
  await expect(page.getByText("0 arrivée sur 1")).toBeVisible();

  await context.setOffline(true);
  await page.getByLabel("Code du billet").fill(ticket);
  await page.getByRole("button", { name: "Valider l'arrivée" }).click();
  await expect(page.getByText("1 arrivée en attente d'envoi")).toBeVisible();
  // The organizer moves on to another page, still without network: the arrival stays on the phone.
  await page.goto("/fr/toolbox");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await checkedIn()).toBe(0);
  await context.setOffline(false);

  // The network returns while the toolbox is open: sent from there, and nothing is left waiting.
  await expect.poll(checkedIn).toBe(1);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `escouade-check-in:${game.id}`)).toBeNull();
  await page.goto(`/fr/games/${game.id}/registrations`);
  await expect(page.getByText("1 arrivée sur 1")).toBeVisible();
  await expect(page.getByText(/arrivées? en attente d'envoi/)).toBeHidden();
});

test("what the server says of queued check-ins is shown: another phone let the player in first, an altered ticket refused after all", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const email = await onboardedPlayer(page.request, baseURL!, "gardien");
  const { game, ticket } = await gameDayWithTicket(page.request, baseURL!);
  const latecomer = await ticketOf(baseURL!, game.id);
  // Shaped right, with the signature altered: only the server can tell.
  const altered = latecomer.slice(0, -1) + (latecomer.endsWith("A") ? "B" : "A");
  await page.goto("/fr");
  await waitForOfflineReady(page);
  await page.goto(`/fr/games/${game.id}/registrations`);
  await expect(page.getByText("0 arrivée sur 2")).toBeVisible();

  // The other phone, online, lets the first player in while this one has lost the network.
  await context.setOffline(true);
  const second = await signedInElsewhere(browser, baseURL!, email, IPHONE);
  const checked = await second.context.request.post("/trpc/registrations.checkIn", {
    data: { json: { gameId: game.id, code: ticket } },
    headers: { origin: baseURL! },
  });
  expect(checked.ok(), await checked.text()).toBe(true);
  await second.context.close();

  for (const code of [ticket, altered]) {
    await page.getByLabel("Code du billet").fill(code);
    await page.getByRole("button", { name: "Valider l'arrivée" }).click();
  }
  await expect(page.getByText("2 arrivées en attente d'envoi")).toBeVisible();

  await context.setOffline(false);
  const review = page.getByRole("region", { name: "Arrivées à vérifier" });
  await expect(review.getByText(/Arrivée de .+ déjà notée à \d{2}:\d{2} par un autre téléphone : comptée une seule fois\./)).toBeVisible();
  await expect(review.getByText(/refusée par le serveur : Billet non valable/)).toBeVisible();
  await expect(page.getByText("1 arrivée sur 2")).toBeVisible();
  await expect(page.getByText(/arrivées? en attente d'envoi/)).toBeHidden();
  await review.getByRole("button", { name: "Masquer" }).first().click();
  await review.getByRole("button", { name: "Masquer" }).click();
  await expect(review).toBeHidden();
});

test("a player who turns up without an account is added on the spot, takes a place and is arrived", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "accueil");
  const { game } = await gameDayWithTicket(page.request, baseURL!);
  await page.goto(`/fr/games/${game.id}/registrations`);
  await expect(page.getByText("0 arrivée sur 1")).toBeVisible();

  await page.getByRole("button", { name: "Ajouter un joueur sur place" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter un joueur sur place" });
  // No name: said, nothing sent.
  await dialog.getByRole("button", { name: "Ajouter et valider l'arrivée" }).click();
  await expect(
    dialog
      .getByRole("alert")
      .filter({ hasText: /obligatoire/i })
      .first(),
  ).toBeVisible();
  await dialog.getByLabel("Nom du joueur").fill("Marius du village");
  await dialog.getByRole("button", { name: "Ajouter une réplique" }).click();
  await dialog.getByLabel("Type").selectOption({ label: "AEG" });
  await dialog.getByLabel("FPS").fill("330");
  await dialog.getByRole("button", { name: "Ajouter et valider l'arrivée" }).click();
  await expectToast(page, "Marius du village : ajout et arrivée enregistrés");

  await expect(page.getByText("1 arrivée sur 2")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: "Marius du village" });
  await expect(row.getByText("Sur place")).toBeVisible();
  await expect(row.getByText(/^Arrivée à \d{2}:\d{2}, notée par /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Déjà là (1)", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Pas encore là (1)", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Marius du village" })).toBeHidden();

  // This browser has no camera: the scanner says so, and the typed code remains.
  await page.getByRole("button", { name: "Scanner", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Scanner les billets" }).getByRole("alert")).toContainText(/caméra/);
  await page.getByRole("button", { name: "Fermer", exact: true }).click();
  await expect(page.getByLabel("Code du billet")).toBeEditable();
});
