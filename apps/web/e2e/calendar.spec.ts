import { createGameByApi, expectToast, onboardedPlayer } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

test("a player adds a game to their calendar and subscribes their phone's calendar to their games @desktop", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "agenda");
  const game = await createGameByApi(page.request, baseURL!);

  await page.goto(`/fr/games/${game.id}`);
  const add = page.getByRole("link", { name: "Ajouter à mon agenda" });
  await expect(add).toHaveAttribute("href", new RegExp(`/calendar/games/${game.id}\\.ics$`));
  const file = await page.request.get((await add.getAttribute("href"))!);
  expect(file.headers()["content-type"]).toMatch(/^text\/calendar/);
  const ics = await file.text();
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain(`SUMMARY:${game.title}`);

  await page.goto("/fr/settings");
  const address = page.getByLabel("Adresse de l'agenda");
  await expect(address).toHaveValue(/\/calendar\/feed\/[\w-]+\.ics$/);
  const first = await address.inputValue();
  await expect(page.getByRole("link", { name: "S'abonner dans mon agenda" })).toHaveAttribute("href", first.replace(/^https?:/, "webcal:"));
  // A phone's calendar reads it without any session.
  const feed = await (await fetch(first)).text();
  expect(feed).toContain(`SUMMARY:${game.title}`);

  await page.getByRole("button", { name: "Nouvelle adresse" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remplacer l'adresse" }).click();
  await expectToast(page, "Nouvelle adresse créée : l'ancienne ne fonctionne plus");
  await expect(address).not.toHaveValue(first);
  expect((await fetch(first)).status).toBe(404);
  expect((await fetch(await address.inputValue())).status).toBe(200);
});
