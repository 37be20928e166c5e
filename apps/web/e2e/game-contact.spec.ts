import { request as playwrightRequest } from "@playwright/test";
import { createGameByApi, onboardedAccount, onboardedPlayer, registerByApi } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

test("a registered player contacts the organizer from the game page, and the message lands in the organizer's inbox", async ({ page, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  const orga = await onboardedAccount(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!);
  await onboardedPlayer(page.request, baseURL!, "question");

  // Not registered: no such button, only the public ways in.
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { level: 1, name: game.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Contacter l'organisation" })).toHaveCount(0);

  await registerByApi(page.request, baseURL!, game.id);
  await page.reload();
  await page.getByRole("button", { name: "Contacter l'organisation" }).click();
  await expect(page).toHaveURL(/\/fr\/messages\/\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: orga.username })).toBeVisible();
  const body = "Bonjour, le parking est-il accessible dès 7 h ?";
  await page.getByRole("textbox", { name: "Votre message" }).fill(body);
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByRole("log", { name: "Messages de la conversation" }).getByText(body)).toBeVisible();

  const folder = async (name: "inbox" | "requests") => {
    const res = await organizer.get(`/trpc/messages.getConversations?input=${encodeURIComponent(JSON.stringify({ json: { folder: name, limit: 20 } }))}`);
    return ((await res.json()) as { result: { data: { json: { items: Array<{ lastMessage: { excerpt: string } | null }> } } } }).result.data.json.items;
  };
  await expect.poll(async () => (await folder("inbox")).map((item) => item.lastMessage?.excerpt)).toEqual([body]);
  expect(await folder("requests")).toEqual([]);
  await organizer.dispose();
});
