import { expect, test } from "./support/test.ts";
import { createGameByApi, onboardedPlayer } from "./support/fixtures.ts";

test("an organizer duplicates a game a week later, images and rules kept; another organizer's copy starts empty @desktop", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "orga-copie");
  const { id, title } = await createGameByApi(page.request, baseURL!, { rules: "Semi en intérieur, 10 m minimum pour les DMR, pas de tir aveugle." });

  await page.goto(`/fr/games/${id}`);
  await page.getByRole("link", { name: "Dupliquer la partie" }).click();
  await expect(page.getByRole("heading", { name: `Dupliquer « ${title} »` })).toBeVisible();
  await expect(page.getByLabel("Titre")).toHaveValue(title);
  await expect(page.getByLabel("Règles")).toHaveValue("Semi en intérieur, 10 m minimum pour les DMR, pas de tir aveugle.");
  await expect(page.getByLabel("Ville", { exact: true })).toHaveValue("Lyon");
  // A week later, same hour on the field's clock.
  const start = await page.getByLabel("Début", { exact: true }).inputValue();
  const original = await (await page.request.get(`/trpc/games.getGame?input=${encodeURIComponent(JSON.stringify({ json: { gameId: id } }))}`)).json();
  const originalStart = new Date(original.result.data.json.startsAt as string);
  const wall = (d: Date) => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris", dateStyle: "short", timeStyle: "short" }).format(d).replace(" ", "T");
  expect(start).toBe(wall(new Date(originalStart.getTime() + 7 * 24 * 3600 * 1000)));

  await page.getByLabel(/J'accepte les conditions d'utilisation/).check();
  await page.getByRole("button", { name: "Publier la partie" }).click();
  await expect(page).toHaveURL(/\/fr\/games\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/games/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Someone else's game is not copied: the form starts empty.
  await onboardedPlayer(page.request, baseURL!, "autre-orga");
  await page.goto(`/fr/games/create?from=${id}`);
  await expect(page.getByRole("heading", { name: "Publier une partie" })).toBeVisible();
  await expect(page.getByLabel("Titre")).toHaveValue("");
});
