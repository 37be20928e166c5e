import { readFileSync } from "node:fs";
import { createGameByApi, expectToast, onboardedPlayer } from "./support/fixtures.ts";
import { STATE_FILE, type E2eState } from "./support/state.ts";
import { expect, test } from "./support/test.ts";

interface ReceivedPost {
  body: { embeds?: { title?: string; url?: string; author?: { name: string } }[] };
}

/** The local Discord the server posts to (test-support/discord-server.ts): a channel's webhook, and what it received. */
function localDiscord() {
  const { discordApi } = JSON.parse(readFileSync(STATE_FILE, "utf8")) as E2eState;
  return {
    async createWebhook(name: string) {
      const response = await fetch(`${discordApi}/__control/webhooks`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
      const { id, token } = (await response.json()) as { id: string; token: string };
      return { id, url: `https://discord.com/api/webhooks/${id}/${token}` };
    },
    async posts(id: string) {
      return (await (await fetch(`${discordApi}/__control/webhooks/${id}/messages`)).json()) as ReceivedPost[];
    },
  };
}

test("an organizer connects a Discord channel from the settings: a wrong address is pointed out, the test post arrives, a new game is announced in the channel's language, and disconnecting stops it @desktop", async ({
  page,
  baseURL,
}) => {
  const discord = localDiscord();
  await onboardedPlayer(page.request, baseURL!, "discord");
  const webhook = await discord.createWebhook("annonces-parties");

  await page.goto("/fr/settings");
  const card = page.getByRole("region", { name: "Annonces sur Discord" });
  const address = card.getByLabel("Adresse du webhook du salon");
  await address.fill("https://example.com/api/webhooks/123/abc");
  await card.getByRole("button", { name: "Connecter et publier un message d'essai" }).click();
  await expect(address).toHaveAccessibleDescription(/Collez l'adresse d'un webhook Discord/);

  await address.fill(webhook.url);
  await card.getByLabel("Langue des annonces").selectOption("en");
  await card.getByRole("checkbox", { name: "Places libérées sur une partie complète" }).uncheck();
  await card.getByRole("button", { name: "Connecter et publier un message d'essai" }).click();
  await expectToast(page, "« annonces-parties » est connecté : un message d'essai vient d'y être publié.");
  await expect(card.getByRole("listitem")).toContainText("Mes nouvelles parties · Modifications et annulations");
  await expect(address).toHaveValue("");
  expect((await discord.posts(webhook.id)).map((post) => post.body.embeds?.[0]?.title)).toEqual(["Escouade is connected"]);

  const game = await createGameByApi(page.request, baseURL!, { title: `Discord ${Math.random().toString(36).slice(2, 7)}` });
  await expect.poll(async () => (await discord.posts(webhook.id)).length).toBe(2);
  const [, announced] = await discord.posts(webhook.id);
  expect(announced!.body.embeds![0]).toMatchObject({ author: { name: "New game" }, title: game.title, url: `${baseURL}/en/games/${game.id}` });

  await card.getByRole("button", { name: "Déconnecter" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Déconnecter" }).click();
  await expectToast(page, "Salon déconnecté : plus rien n'y sera publié.");
  await expect(card.getByRole("listitem")).toHaveCount(0);
  await createGameByApi(page.request, baseURL!, { title: "Après la déconnexion" });
  // The game after it went nowhere: the channel still holds its two posts once the queue had time.
  await page.waitForTimeout(1500);
  expect(await discord.posts(webhook.id)).toHaveLength(2);
});
