import { expect, test } from "./support/test.ts";
import { createGameByApi, expectToast, onboardedPlayer, openNotificationPanel, otherPersonPage } from "./support/fixtures.ts";

test("an organizer asks questions and approves each registration; the player answers, waits, and is let in @desktop", async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  await onboardedPlayer(page.request, baseURL!, "orga-validation");
  const game = await createGameByApi(page.request, baseURL!);

  // The organizer turns approval on and writes two questions.
  await page.goto(`/fr/games/${game.id}/edit`);
  const section = page.getByRole("group", { name: "Inscription" });
  await section.getByLabel("Valider chaque inscription moi-même").check();
  await section.getByRole("button", { name: "Ajouter une question" }).click();
  await section.getByRole("textbox", { name: "Question 1", exact: true }).fill("Barbecue le midi ?");
  await section.getByLabel("Type de réponse").selectOption("yes_no");
  await section.getByRole("listitem", { name: "Question 1" }).getByLabel("Réponse obligatoire").check();
  await section.getByRole("button", { name: "Ajouter une question" }).click();
  await section.getByRole("textbox", { name: "Question 2", exact: true }).fill("Location");
  await section.getByLabel("Type de réponse").nth(1).selectOption("choice");
  // One choice is not a choice: the form says so before anything is sent.
  await section.getByLabel("Choix proposés, un par ligne").fill("J'ai mon matériel");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(section.getByText("Proposez au moins deux choix")).toBeVisible();
  await section.getByLabel("Choix proposés, un par ligne").fill("J'ai mon matériel\n\nRéplique AEG\n");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expectToast(page, "Partie mise à jour");

  // The player asks to join, answering the questions.
  const player = await otherPersonPage(browser, testInfo, baseURL!, "demandeur");
  await player.page.goto(`/fr/games/${game.id}`);
  await expect(player.page.getByText(/Inscription sur validation/)).toBeVisible();
  await player.page.getByRole("button", { name: "Demander à s'inscrire" }).click();
  const dialog = player.page.getByRole("dialog");
  await dialog.getByLabel("Type", { exact: true }).selectOption("aeg");
  await dialog.getByLabel("FPS", { exact: true }).fill("320");
  await dialog.getByLabel(/J'ai lu et j'accepte les règles/).check();
  // A required question left blank is named.
  await dialog.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(dialog.getByRole("group", { name: "Barbecue le midi ?" }).getByRole("alert")).toHaveText("Ce champ est obligatoire");
  await dialog.getByRole("group", { name: "Barbecue le midi ?" }).getByLabel("Oui").check();
  await dialog
    .getByRole("group", { name: /Location/ })
    .getByLabel("Réplique AEG")
    .check();
  await dialog.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expectToast(player.page, /Demande envoyée/);
  await expect(player.page.getByText(/Demande envoyée : l'organisation valide chaque inscription/)).toBeVisible();

  // The organizer reads the request and its answers, and accepts it.
  await page.goto(`/fr/games/${game.id}/registrations`);
  const requests = page.getByRole("region", { name: "1 demande à valider" });
  const request = requests.getByRole("listitem").filter({ hasText: player.username });
  await expect(request).toContainText("Barbecue le midi ?");
  await expect(request).toContainText("Oui");
  await expect(request).toContainText("Réplique AEG");
  await request.getByRole("button", { name: `Accepter la demande de ${player.username}` }).click();
  await expectToast(page, `Demande acceptée : ${player.username} a une place confirmée`);
  await expect(page.getByRole("region", { name: /demande à valider/ })).toHaveCount(0);
  // The answers stay beside the player in the list.
  const row = page.getByRole("main").getByRole("listitem").filter({ hasText: player.username });
  await expect(row).toContainText("Réplique AEG");

  // The player is told, and holds a confirmed place.
  await player.page.reload();
  await expect(player.page.getByText("Votre inscription à cette partie est confirmée.")).toBeVisible();
  // The player changes an answer from the game's page, until the start.
  const mine = player.page.getByRole("region", { name: "Mes réponses aux questions de l'organisation" });
  await expect(mine).toContainText("Réplique AEG");
  await mine.getByRole("button", { name: "Modifier mes réponses" }).click();
  await mine
    .getByRole("group", { name: /Location/ })
    .getByLabel("J'ai mon matériel")
    .check();
  await mine.getByRole("button", { name: "Enregistrer mes réponses" }).click();
  await expectToast(player.page, "Réponses enregistrées");
  await expect(mine).toContainText("J'ai mon matériel");
  await expect(mine).not.toContainText("Réplique AEG");
  await expect(await openNotificationPanel(player.page, isMobile)).toContainText(/L'organisation a accepté votre demande : inscription confirmée/);
  await player.context.close();
});

test("a declined request is final: the player is told and is not offered to register again", async ({ page, browser, baseURL }, testInfo) => {
  await onboardedPlayer(page.request, baseURL!, "orga-refus");
  const game = await createGameByApi(page.request, baseURL!, { approvalRequired: true });
  const player = await otherPersonPage(browser, testInfo, baseURL!, "refuse");
  await player.page.goto(`/fr/games/${game.id}`);
  await player.page.getByRole("button", { name: "Demander à s'inscrire" }).click();
  const dialog = player.page.getByRole("dialog");
  await dialog.getByLabel("Type", { exact: true }).selectOption("aeg");
  await dialog.getByLabel("FPS", { exact: true }).fill("320");
  await dialog.getByLabel(/J'ai lu et j'accepte les règles/).check();
  await dialog.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expectToast(player.page, /Demande envoyée/);

  await page.goto(`/fr/games/${game.id}/registrations`);
  page.once("dialog", (confirm) => void confirm.accept());
  await page.getByRole("button", { name: `Refuser la demande de ${player.username}` }).click();
  await expectToast(page, "Demande refusée");
  await expect(page.getByText("Personne ne s'est encore inscrit.")).toBeVisible();

  await player.page.reload();
  await expect(player.page.getByText("L'organisation n'a pas retenu votre demande d'inscription à cette partie.")).toBeVisible();
  await expect(player.page.getByRole("button", { name: "Demander à s'inscrire" })).toHaveCount(0);
  await player.context.close();
});
