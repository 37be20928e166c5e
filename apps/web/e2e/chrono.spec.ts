import { readFileSync } from "node:fs";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import postgres from "postgres";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { createGameByApi, expectToast, onboardedAccount, onboardedPlayer } from "./support/fixtures.ts";
import { STATE_FILE, type E2eState } from "./support/state.ts";
import { expect, test } from "./support/test.ts";

/** The game started an hour ago: game day (the API only creates games in the future). */
async function startGameNow(gameId: number) {
  const { databaseUrl } = JSON.parse(readFileSync(STATE_FILE, "utf8")) as E2eState;
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`update game set starts_at = now() - interval '1 hour', ends_at = now() + interval '6 hours' where id = ${gameId}`;
  } finally {
    await sql.end();
  }
}

async function trpcPost<T>(request: APIRequestContext, baseURL: string, path: string, input: unknown): Promise<T> {
  const res = await request.post(`/trpc/${path}`, { data: { json: input }, headers: { origin: baseURL } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

test("the organizer measures a replica at the chrono: refused, re-tested with heavier BBs, passed; the log and its CSV say so", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "chrono");
  const game = await createGameByApi(page.request, baseURL!);
  const player = await playwrightRequest.newContext({ baseURL });
  const { username } = await onboardedAccount(player, baseURL!, "tireur");
  await trpcPost(player, baseURL!, "registrations.registerForGame", {
    gameId: game.id,
    replicas: [{ powerClass: "aeg", fps: 330, name: "M4 Daniel Defense" }],
    rulesAccepted: true,
    rulesVersion: 1,
  });
  const mine = await player.get("/trpc/registrations.getMyGames");
  const ticket = ((await mine.json()) as { result: { data: { json: { registered: Array<{ ticket: string }> } } } }).result.data.json.registered[0]!.ticket;
  await player.dispose();
  await startGameNow(game.id);
  // The player arrives: the organizer checks their ticket at the gate.
  await trpcPost(page.request, baseURL!, "registrations.checkIn", { gameId: game.id, code: ticket });

  await page.goto(`/fr/games/${game.id}/registrations`);
  await page.getByRole("link", { name: "Chrono" }).click();
  await expect(page.getByRole("heading", { name: "Chrono", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Joueur" }).fill(username.slice(0, 5));
  await page.getByRole("button", { name: username }).click();
  // Their only replica is picked already; 372 fps with 0.20 g BBs.
  await expect(page.getByRole("radio", { name: /M4 Daniel Defense/ })).toBeChecked();
  await page.getByLabel("Poids de la bille").selectOption({ label: "0,20 g" });
  await page.getByLabel("Vitesse (fps)").fill("372");
  const preview = page.locator("output");
  await expect(preview).toContainText("1,286 J");
  await expect(preview).toContainText("Limite : 1,138 J");
  await expect(preview).toContainText("Refusée : trop puissante");
  await page.getByRole("button", { name: "Enregistrer la mesure" }).click();
  await expectToast(page, "Mesure enregistrée : M4 Daniel Defense refusée");

  const log = page.getByRole("listitem", { name: username });
  await expect(log.getByText("Refusée : trop puissante").first()).toBeVisible();
  await expect(page.getByText("Joueurs : 1 · Répliques mesurées : 1 · Refusées : 1")).toBeVisible();

  // A re-test after a change: 0.25 g BBs at 310 fps is 1.116 J, under the 1.138 J of 350 fps at 0.20 g.
  await log.getByRole("button", { name: "Re-tester M4 Daniel Defense" }).click();
  await page.getByLabel("Poids de la bille").selectOption({ label: "0,25 g" });
  await page.getByLabel("Vitesse (fps)").fill("310");
  await expect(preview).toContainText("1,116 J");
  await expect(preview).toContainText("Conforme");
  await page.getByLabel("Remarque (facultatif)").fill("Ressort M100 posé");
  await page.getByRole("button", { name: "Enregistrer la mesure" }).click();
  await expectToast(page, "Mesure enregistrée : M4 Daniel Defense conforme");

  const history = log.getByRole("list", { name: "Mesures de M4 Daniel Defense" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText("310 fps · 0,25 g · 1,116 J");
  await expect(history.first()).toContainText("Re-test");
  await expect(history.first()).toContainText("Ressort M100 posé");
  await expect(history.nth(1)).toContainText("372 fps · 0,20 g · 1,286 J");
  await expect(history.nth(1)).not.toContainText("Re-test");
  await expect(page.getByText("Joueurs : 1 · Répliques mesurées : 1 · Refusées : 0")).toBeVisible();
  // The form filled in and the log with a refused pass in its history: readable by everyone (WCAG AA).
  await page.getByLabel("Vitesse (fps)").fill("400");
  await expect(preview).toContainText("Refusée : trop puissante");
  // Once the toasts are gone: sonner's green success toast is the shell's own (4.25:1, reported apart).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page, "the chrono page");

  // The phone remembers the BB weight of the last reading.
  await page.reload();
  await page.getByRole("searchbox", { name: "Joueur" }).fill(username);
  await page.getByRole("button", { name: username }).click();
  await expect(page.getByLabel("Poids de la bille")).toHaveValue("0.25");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporter le registre (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`escouade-game-${game.id}-chrono.csv`);
  const lines = readFileSync((await file.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  // The French page's file: semicolons, French words and decimal commas, local times.
  expect(lines[0]).toBe(
    "Joueur;Sur place;Réplique;Type;FPS;Poids de la bille (g);Joules;Joules min.;Joules max.;Verdict;Motif;Re-test;Dernière mesure;Date de mesure;Remarque",
  );
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(
      new RegExp(`^${username};Non;M4 Daniel Defense;AEG;372;0,20;1,286;;1,138;Refusée;Trop puissante;Non;Non;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};$`),
    ),
    expect.stringMatching(
      new RegExp(`^${username};Non;M4 Daniel Defense;AEG;310;0,25;1,116;;1,138;Conforme;;Oui;Oui;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};Ressort M100 posé$`),
    ),
  ]);
});
