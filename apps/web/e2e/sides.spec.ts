import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { createGameByApi, createTeamByApi, expectToast, joinTeamByApi, onboardedAccount, otherPersonPage, registerByApi } from "./support/fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

test("the organizer defines two sides, a player picks one on the game page, and the balance keeps the team together @desktop", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await onboardedAccount(page.request, baseURL!, "orga");
  const game = await createGameByApi(page.request, baseURL!);

  // A team of three and a player alone register, each from their own session.
  const contexts: APIRequestContext[] = [];
  const account = async (label: string) => {
    const context = await playwrightRequest.newContext({ baseURL });
    contexts.push(context);
    return { context, ...(await onboardedAccount(context, baseURL!, label)) };
  };
  const leader = await account("chef");
  const team = await createTeamByApi(leader.context, baseURL!);
  const teammates = [leader, await account("equipier"), await account("equipiere")];
  for (const mate of teammates.slice(1)) await joinTeamByApi(leader.context, mate.context, baseURL!, team.id);
  const alone = await account("solo");
  for (const player of [...teammates, alone]) await registerByApi(player.context, baseURL!, game.id);

  // The organizer reaches the sides screen from the registrations page and keeps the two suggested camps.
  await page.goto(`/fr/games/${game.id}/registrations`);
  await page.getByRole("link", { name: "Camps", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Camps" })).toBeVisible();
  await expect(page.getByLabel("Nom du camp 1")).toHaveValue("Rouges");
  await expect(page.getByLabel("Nom du camp 2")).toHaveValue("Bleus");
  await page.getByRole("button", { name: "Enregistrer les camps" }).click();
  await expectToast(page, "Camps enregistrés");
  await expect(page.getByText("4 joueurs confirmés · 4 sans camp")).toBeVisible();

  // A player who registers now picks the blue side on the game page.
  const picker = await otherPersonPage(browser, testInfo, baseURL!, "choix");
  await registerByApi(picker.page.request, baseURL!, game.id);
  await picker.page.goto(`/fr/games/${game.id}`);
  const card = picker.page.getByRole("region", { name: "Camps" });
  await expect(card.getByText("Rouges")).toBeVisible();
  await card.getByRole("button", { name: "Rejoindre Bleus" }).click();
  await expectToast(picker.page, "Vous êtes dans le camp Bleus");
  await expect(card.getByText("Votre camp")).toBeVisible();
  await expect(card.getByText("1 joueur", { exact: true })).toBeVisible();
  // The side's name on its colour, and the rest of the card, read well in both themes.
  for (const colorScheme of ["light", "dark"] as const) {
    await picker.page.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(picker.page, `the game page with its sides (${colorScheme})`);
  }
  await picker.context.close();

  // The organizer balances, keeping that choice: the preview first, then the lists.
  await page.reload();
  await page.getByRole("button", { name: "Équilibrer les camps" }).click();
  const preview = page.getByRole("dialog", { name: "Aperçu de l'équilibrage" });
  await expect(preview.getByText("4 joueurs changent de camp.")).toBeVisible();
  await expect(preview.getByText("3 joueurs")).toHaveCount(1);
  await expect(preview.getByText("2 joueurs")).toHaveCount(1);
  await preview.getByRole("button", { name: "Appliquer" }).click();
  await expectToast(page, "Camps équilibrés");
  await expect(page.getByText("5 joueurs confirmés", { exact: true })).toBeVisible();

  // The three teammates are listed together, under their team, on one side; the picker kept blue.
  const teamBlock = page.locator("section").filter({ has: page.getByText(`Équipe ${team.name}`) });
  await expect(teamBlock).toHaveCount(1);
  for (const mate of teammates) await expect(teamBlock.getByText(mate.username, { exact: true })).toBeVisible();
  await expect(page.getByLabel(`Camp de ${picker.username}`)).toHaveValue(/\d+/);
  const blue = await page.getByLabel(`Camp de ${picker.username}`).inputValue();
  await expect(page.getByLabel(`Camp de ${picker.username}`).locator("option:checked")).toHaveText("Bleus");
  const teamSide = await teamBlock.getByLabel(`Camp de ${leader.username}`).inputValue();
  expect(teamSide).not.toBe(blue);

  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousViolations(page, `the sides screen (${colorScheme})`);
  }

  // A move by hand, with the select of a player.
  await page.getByLabel(`Camp de ${alone.username}`).selectOption({ label: "Rouges" });
  await expect(page.getByLabel(`Camp de ${alone.username}`).locator("option:checked")).toHaveText("Rouges");

  // The CSV has every player with their side.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporter en CSV" }).click();
  const file = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  const csv = await readFile(file, "utf8");
  expect(csv).toContain(`Bleus;${picker.username};`);
  expect(csv.trim().split("\r\n")).toHaveLength(6);

  for (const context of contexts) await context.dispose();
});
