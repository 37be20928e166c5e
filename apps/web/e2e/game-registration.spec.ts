import { readFileSync } from "node:fs";
import { request as playwrightRequest, type Page } from "@playwright/test";
import postgres from "postgres";
import { expect, test } from "./support/test.ts";
import { createGameByApi, expectToast, onboardedPlayer, registerByApi } from "./support/fixtures.ts";
import { STATE_FILE, type E2eState } from "./support/state.ts";

/** Moves a game three days back: no API may, since a game is published in the future. */
async function moveGameToThePast(gameId: number) {
  const { databaseUrl } = JSON.parse(readFileSync(STATE_FILE, "utf8")) as E2eState;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`update game set starts_at = now() - interval '3 days', ends_at = now() - interval '3 days' + interval '6 hours' where id = ${gameId}`;
  } finally {
    await sql.end();
  }
}

/** The figure under a tile's label on the registrations page. */
const tile = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd");

test("a player opens a game, sees every error at once, is refused a replica over the limit, registers, and can withdraw", async ({ page, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!, { maxPlayers: 12 });
  await onboardedPlayer(page.request, baseURL!, "joueur");

  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { name: game.title })).toBeVisible();
  await expect(page.getByText("12 places restantes sur 12")).toBeVisible();
  await expect(page.getByRole("cell", { name: "350 fps 1,14 J" }).first()).toBeVisible();

  await page.getByRole("button", { name: "S'inscrire" }).click();
  const dialog = page.getByRole("dialog");
  // Nothing is assumed: no class, no power until the player says so.
  await expect(dialog.getByLabel("Type")).toHaveValue("");
  await expect(dialog.getByLabel("FPS")).toHaveValue("");

  // An empty submit: every error at once, the summary links to each, the focus on the first.
  await dialog.getByRole("button", { name: "Confirmer mon inscription" }).click();
  const summary = dialog.getByRole("alert").filter({ hasText: "Le formulaire contient des erreurs." });
  await expect(summary.getByRole("link")).toHaveText(["Type", "FPS", "J'ai lu et j'accepte les règles de la partie."]);
  await expect(summary).toContainText("Vous devez accepter les règles de la partie");
  await expect(dialog.getByLabel("Type")).toBeFocused();
  await summary.getByRole("link", { name: "FPS" }).click();
  await expect(dialog.getByLabel("FPS")).toBeFocused();

  await dialog.getByLabel("Type").selectOption("aeg");
  await dialog.getByLabel("FPS").fill("380");
  await expect(dialog.getByText("1,34 J · Limite de la partie : 350 fps")).toBeVisible();
  await dialog.getByLabel(/J'ai lu et j'accepte les règles/).check();
  await dialog.getByRole("button", { name: "Confirmer mon inscription" }).click();
  // Refused before it leaves the phone, next to the field.
  await expect(dialog.getByLabel("FPS")).toHaveAccessibleDescription("Au-dessus de la limite de la partie pour ce type de réplique");
  await expect(summary.getByRole("link")).toHaveText(["FPS"]);

  await dialog.getByLabel("FPS").fill("330");
  await dialog.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expectToast(page, "Inscription confirmée");
  await expect(page.getByText("Votre inscription à cette partie est confirmée.")).toBeVisible();
  await expect(page.getByText("11 places restantes sur 12")).toBeVisible();

  // "My games" lists it.
  await page.goto("/fr/profile/games");
  await expect(page.getByRole("link", { name: new RegExp(game.title) })).toBeVisible();

  await page.goto(`/fr/games/${game.id}`);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Me désinscrire" }).click();
  await expectToast(page, "Désinscription confirmée");
  await expect(page.getByText("12 places restantes sur 12")).toBeVisible();
  await organizer.dispose();
});

test("a player registers with the replicas of their equipment, the ones over the limit left unticked", async ({ page, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!, { maxPlayers: 12 });
  await onboardedPlayer(page.request, baseURL!, "equipe");
  for (const replica of [
    { name: "M4 CQB", powerClass: "aeg", fps: 330 },
    { name: "SR-25", powerClass: "dmr", fps: 480 },
  ]) {
    const res = await page.request.post("/trpc/equipment.addEquipment", {
      data: { json: { kind: "replica", notes: "", ...replica } },
      headers: { origin: baseURL! },
    });
    expect(res.ok()).toBe(true);
  }

  await page.goto(`/fr/games/${game.id}`);
  await page.getByRole("button", { name: "S'inscrire" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("checkbox", { name: /M4 CQB/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /SR-25/ })).not.toBeChecked();
  await expect(dialog.getByText("DMR · 480 fps · 2,14 J")).toBeVisible();
  await expect(dialog.getByText("Au-dessus de la limite de la partie (450 fps)")).toBeVisible();
  // No empty line to fill in: the gear says it all.
  await expect(dialog.getByLabel("FPS", { exact: true })).toHaveCount(0);

  // Ticking the DMR is refused at once, beside it.
  await dialog.getByRole("checkbox", { name: /SR-25/ }).check();
  await dialog.getByLabel(/J'ai lu et j'accepte les règles/).check();
  await dialog.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(dialog.getByRole("checkbox", { name: /SR-25/ })).toBeFocused();
  await expect(dialog.getByRole("checkbox", { name: /SR-25/ })).toHaveAccessibleDescription("Au-dessus de la limite de la partie pour ce type de réplique");

  await dialog.getByRole("checkbox", { name: /SR-25/ }).uncheck();
  await dialog.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expectToast(page, "Inscription confirmée");
  await organizer.dispose();
});

test("a full game says so and offers the waitlist", async ({ page, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!, { maxPlayers: 2 });
  for (const label of ["alpha", "bravo"]) {
    const player = await playwrightRequest.newContext({ baseURL });
    await onboardedPlayer(player, baseURL!, label);
    await registerByApi(player, baseURL!, game.id);
    await player.dispose();
  }
  await onboardedPlayer(page.request, baseURL!, "charlie");
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByText("Complet", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Rejoindre la liste d'attente" }).click();
  await page.getByRole("dialog").getByLabel("Type").selectOption("aeg");
  await page.getByRole("dialog").getByLabel("FPS").fill("320");
  await page
    .getByRole("dialog")
    .getByLabel(/J'ai lu et j'accepte les règles/)
    .check();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expectToast(page, "vous êtes sur liste d'attente");
  await organizer.dispose();
});

test("a finished game says so as a plain fact, not as an error", async ({ page, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!);
  await moveGameToThePast(game.id);
  await onboardedPlayer(page.request, baseURL!, "curieux");

  await page.goto(`/fr/games/${game.id}`);
  const title = page.getByRole("heading", { name: game.title });
  const notice = page.getByRole("status").filter({ hasText: "Cette partie est terminée." });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // In the page's own text colour, not the destructive red of a cancelled game.
  await expect(notice).toHaveCSS("color", await title.evaluate((heading) => getComputedStyle(heading).color));
  await expect(page.getByRole("button", { name: "S'inscrire" })).toHaveCount(0);
  await organizer.dispose();
});

test("a player who took part rates the finished game: an empty submit says what is missing, then the rating is published", async ({ page, baseURL }) => {
  const organizer = await playwrightRequest.newContext({ baseURL });
  await onboardedPlayer(organizer, baseURL!, "orga");
  const game = await createGameByApi(organizer, baseURL!);
  await onboardedPlayer(page.request, baseURL!, "venu");
  await registerByApi(page.request, baseURL!, game.id);
  await moveGameToThePast(game.id);

  await page.goto(`/fr/games/${game.id}`);
  await page.getByRole("button", { name: "Publier mon avis" }).click();
  const stars = page.getByRole("radiogroup", { name: "Votre note" });
  await expect(stars).toHaveAccessibleDescription("Choisissez une note de 1 à 5 étoiles.");
  await expect(stars.getByRole("radio").first()).toBeFocused();
  await stars.getByRole("radio").nth(3).check({ force: true });
  await page.getByLabel("Commentaire (facultatif)").fill("Bonne orga, briefing clair.");
  await page.getByRole("button", { name: "Publier mon avis" }).click();
  await expectToast(page, "Merci pour votre avis !");
  await expect(page.getByText("Bonne orga, briefing clair.")).toBeVisible();
  await organizer.dispose();
});

test("the organizer manages registrations and exports them @desktop", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "orga");
  const game = await createGameByApi(page.request, baseURL!, { maxPlayers: 5 });
  for (const label of ["delta", "echo"]) {
    const player = await playwrightRequest.newContext({ baseURL });
    await onboardedPlayer(player, baseURL!, label);
    await registerByApi(player, baseURL!, game.id);
    await player.dispose();
  }

  await page.goto(`/fr/games/${game.id}`);
  await page.getByRole("link", { name: "Gérer les inscriptions" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/games/${game.id}/registrations$`));
  await expect(page.getByRole("heading", { name: "Inscriptions" })).toBeVisible();
  await expect(tile(page, "Confirmés")).toHaveText("2 / 5");
  await expect(tile(page, "Non payés")).toHaveText("2");
  const registrant = (label: string) => page.getByRole("listitem").filter({ hasText: label }).getByRole("combobox");
  await registrant("delta").selectOption("paid");
  await expect(tile(page, "Payés")).toHaveText("1");
  // An exempted player counts too: paid, unpaid, exempted and refunded add up to the confirmed.
  await registrant("echo").selectOption("exempt");
  await expect(tile(page, "Exemptés")).toHaveText("1");
  await expect(tile(page, "Non payés")).toHaveText("0");
  await expect(tile(page, "Remboursés")).toHaveText("0");
  await expect(page.getByRole("heading", { name: "Paiement des 2 joueurs confirmés" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporter en CSV" }).click();
  expect((await download).suggestedFilename()).toBe(`escouade-game-${game.id}-registrations.csv`);

  for (const left of [1, 0]) {
    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Retirer" }).first().click();
    await expectToast(page, "Joueur retiré");
    await expect(page.getByRole("button", { name: "Retirer" })).toHaveCount(left);
  }
  await expect(page.getByText("Personne ne s'est encore inscrit.")).toBeVisible();
});
