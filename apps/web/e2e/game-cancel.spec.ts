import { request as playwrightRequest } from "@playwright/test";
import { createGameByApi, expectToast, mailsTo, onboardedPlayer, registerByApi } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

test("an organizer cancels a game with a message, is reminded of the paid places, and the players get the message by e-mail @desktop", async ({
  page,
  baseURL,
}) => {
  await onboardedPlayer(page.request, baseURL!, "annule");
  const game = await createGameByApi(page.request, baseURL!);
  const player = await playwrightRequest.newContext({ baseURL });
  const playerEmail = await onboardedPlayer(player, baseURL!, "rembourse");
  await registerByApi(player, baseURL!, game.id);
  await player.dispose();
  // The organizer marked the place as paid.
  const list = await page.request.get(`/trpc/registrations.getGameRegistrations?input=${encodeURIComponent(JSON.stringify({ json: { gameId: game.id } }))}`);
  const registrationId = ((await list.json()) as { result: { data: { json: { registrations: Array<{ id: number }> } } } }).result.data.json.registrations[0]!
    .id;
  const paid = await page.request.post("/trpc/registrations.setPaymentStatus", {
    data: { json: { registrationId, paymentStatus: "paid" } },
    headers: { origin: baseURL! },
  });
  expect(paid.ok()).toBe(true);

  await page.goto(`/fr/games/${game.id}`);
  await page.getByRole("button", { name: "Annuler la partie" }).click();
  const dialog = page.getByRole("dialog", { name: "Annuler la partie ?" });
  await expect(dialog.getByText("1 place est marquée comme payée : pensez à la rembourser, Escouade ne s'en charge pas.")).toBeVisible();
  // Changing one's mind keeps the game.
  await dialog.getByRole("button", { name: "Garder la partie" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Annuler la partie" }).click();
  await dialog.getByLabel("Message aux joueurs (facultatif)").fill("Terrain inondé : remboursement par virement cette semaine.");
  await dialog.getByRole("button", { name: "Annuler la partie" }).click();
  await expectToast(page, "Partie annulée, les inscrits ont été prévenus");
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => (await mailsTo(playerEmail)).map((mail) => mail.text).join("\n"), { timeout: 20_000 })
    .toContain("Le message de l'organisation\u00a0: Terrain inondé : remboursement par virement cette semaine.");
});
