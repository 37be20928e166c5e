import { request as playwrightRequest, type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { createGameByApi, expectToast, onboardedPlayer } from "./support/fixtures.ts";
import { waitForOfflineReady } from "./support/offline.ts";

// The installed app: its service worker answers the pages (the other journeys block it).
test.use({ serviceWorkers: "allow" });

const banner = (page: Page) => page.getByRole("status").filter({ hasText: "Vous êtes hors ligne." });
const errorView = (page: Page) => page.getByRole("heading", { name: "Oups, quelque chose s'est mal passé" });

test("a visitor who never signed in opens the toolbox and the FAQ offline", async ({ page, context }) => {
  await page.goto("/fr");
  await waitForOfflineReady(page);
  await expect(banner(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.goto("/fr/toolbox");
  await expect(page.getByRole("heading", { level: 1, name: "Boîte à outils" })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  // The glossary works without the server.
  await page.getByLabel("Chercher un terme").fill("hop");
  await expect(page.getByTestId("glossary-terms").getByRole("term").first()).toHaveText("Hop-up");
  // Signed-out shell: no session could be checked, none is invented.
  await page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Connexion" })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Se déconnecter" })).toHaveCount(0);

  await page.goto("/fr/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Questions fréquentes" })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect(errorView(page)).toHaveCount(0);

  // In another language, the same, in its words.
  await page.goto("/de/legal-notice");
  await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Du bist offline." })).toBeVisible();
});

test("a player reopens a game seen before offline; a page never seen says it needs the network, then comes back online", async ({ page, context, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!);
  await organizer.dispose();
  await onboardedPlayer(page.request, baseURL!, "horsligne");

  await page.goto("/fr");
  await waitForOfflineReady(page);
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { name: game.title })).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { name: game.title })).toBeVisible();
  await expect(page.getByText("Chemin des Bois").first()).toBeVisible();
  await expect(banner(page)).toBeVisible();

  // Never opened on this device: said in place, inside the shell, no error view.
  await page.goto("/fr/search/games");
  const needsNetwork = page.getByRole("heading", { level: 1, name: "Cette page a besoin du réseau" });
  await expect(needsNetwork).toBeVisible();
  await expect(page.getByText("Vous êtes hors ligne et cette page n'a pas encore été consultée sur cet appareil.")).toBeVisible();
  await expect(errorView(page)).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Escouade, accueil" })).toBeVisible();
  // What still opens meanwhile: the player's games and tickets first.
  const stillAvailable = page.getByRole("region", { name: "Cette page a besoin du réseau" }).getByRole("listitem");
  await expect(stillAvailable).toHaveText([
    "Mes parties et mes billets (déjà ouverts sur cet appareil)",
    "Les pages de parties déjà ouvertes sur cet appareil",
    "La boîte à outils",
    "Les questions fréquentes",
  ]);
  await expect(stillAvailable.getByRole("link", { name: "Mes parties et mes billets" })).toHaveAttribute("href", "/fr/profile/games");

  // Back online: the page loads by itself and the banner goes.
  await context.setOffline(false);
  await expect(needsNetwork).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Trouver une partie" })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("signing out erases the offline copies of what the account saw", async ({ page, context, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!);
  await organizer.dispose();
  await onboardedPlayer(page.request, baseURL!, "depart");

  await page.goto(`/fr/games/${game.id}`);
  await waitForOfflineReady(page);
  await expect(page.getByRole("heading", { name: game.title })).toBeVisible();
  // The copies the account owns; a signed-out visitor may keep copies of public pages (owner null).
  const accountCopies = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith("escouade-offline-"))
        // The persister's buster is the owner: empty for a signed-out visitor.
        .filter((key) => (JSON.parse(localStorage.getItem(key)!) as { buster: string }).buster !== "")
        .map((key) => key.replace(/^escouade-offline-/, "")),
    );
  await expect.poll(async () => (await accountCopies()).some((key) => key.includes("getGame"))).toBe(true);

  await page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expectToast(page, "Déconnexion effectuée");
  await expect.poll(accountCopies).toEqual([]);

  // Offline, the game is neither shown nor an error: the signed-out visitor is asked to sign in.
  await context.setOffline(true);
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
  await expect(page.getByRole("heading", { name: game.title })).toHaveCount(0);
  await expect(errorView(page)).toHaveCount(0);
});

test("the server out of reach with the network up: said so, and 'retry' loads the page once it answers", async ({ page }) => {
  await page.goto("/fr");
  await waitForOfflineReady(page);
  // Online, but no answer from the API (a dead zone that still claims a connection, a server restarting).
  await page.route("**/trpc/**", (route) => route.abort("connectionrefused"));
  await page.goto("/fr/search/games");
  const needsNetwork = page.getByRole("region", { name: "Cette page a besoin du réseau" });
  await expect(needsNetwork).toBeVisible();
  await expect(needsNetwork).toContainText("Connexion impossible, vérifiez votre connexion internet");
  await expect(errorView(page)).toHaveCount(0);
  // Not offline: no list of what works without the network.
  await expect(needsNetwork.getByRole("listitem")).toHaveCount(0);

  await page.unroute("**/trpc/**");
  await needsNetwork.getByRole("button", { name: "Réessayer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Trouver une partie" })).toBeVisible();
  await expect(needsNetwork).toHaveCount(0);
});
