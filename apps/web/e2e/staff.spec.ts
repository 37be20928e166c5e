import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { createGameByApi, expectToast, onboardedPlayer, otherPersonPage, registerByApi } from "./support/fixtures.ts";

const HOUR = 3600 * 1000;

test("a player offers to marshal, the organizer accepts, and the marshal lets a player in at the gate without seeing contacts @desktop", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await onboardedPlayer(page.request, baseURL!, "orga-staff");
  // The game's day: the gate is open.
  const startsAt = new Date(Date.now() + 2 * HOUR);
  const game = await createGameByApi(page.request, baseURL!, {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 6 * HOUR).toISOString(),
  });
  const arriving = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(arriving, baseURL!, "arrivant");
  await registerByApi(arriving, baseURL!, game.id);
  const mine = await arriving.get("/trpc/registrations.getMyGames");
  const ticket = ((await mine.json()) as { result: { data: { json: { registered: Array<{ ticket: string }> } } } }).result.data.json.registered[0]!.ticket;
  await arriving.dispose();

  // The volunteer registers and ticks "I can marshal".
  const volunteer = await otherPersonPage(browser, testInfo, baseURL!, "volontaire");
  await volunteer.page.goto(`/fr/games/${game.id}`);
  await volunteer.page.getByRole("button", { name: "S'inscrire" }).click();
  const dialog = volunteer.page.getByRole("dialog");
  await dialog.getByLabel("Type", { exact: true }).selectOption("aeg");
  await dialog.getByLabel("FPS", { exact: true }).fill("320");
  await dialog.getByLabel(/J'ai lu et j'accepte les règles/).check();
  await dialog.getByLabel("Je peux être marshal").check();
  await dialog.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expectToast(volunteer.page, "Inscription confirmée");

  // The organizer accepts the offer.
  await page.goto(`/fr/games/${game.id}/registrations`);
  const offer = page.getByRole("listitem").filter({ hasText: "Se propose comme marshal" });
  await expect(offer).toContainText(volunteer.username);
  await offer.getByRole("button", { name: "Accepter" }).click();
  await expectToast(page, "Staff mis à jour");
  await expect(page.getByText("Se propose comme marshal")).toBeHidden();

  // The marshal's game page: the badge, and the way to the gate.
  await volunteer.page.goto(`/fr/games/${game.id}`);
  await expect(volunteer.page.getByText("Staff · Marshal").first()).toBeVisible();
  await expect(volunteer.page.getByText(/1 membre du staff/)).toBeVisible();
  await volunteer.page.getByRole("link", { name: "Accueil des joueurs" }).click();
  await expect(volunteer.page).toHaveURL(new RegExp(`/fr/games/${game.id}/registrations$`));
  // The gate's view: no export, no contacts, no payment to change.
  await expect(volunteer.page.getByRole("button", { name: "Exporter en CSV" })).toHaveCount(0);
  await expect(volunteer.page.getByText(/@escouade\.test/)).toHaveCount(0);
  await expect(volunteer.page.getByRole("combobox", { name: /^Paiement de / })).toHaveCount(0);
  await volunteer.page.getByLabel("Code du billet").fill(ticket);
  await volunteer.page.getByRole("button", { name: "Valider l'arrivée" }).click();
  await expectToast(volunteer.page, /^Arrivée de .* validée$/);

  // The organizer sees who let the player in.
  await page.reload();
  await expect(page.getByText(new RegExp(`notée par ${volunteer.username}`))).toBeVisible();
  await volunteer.context.close();
});
