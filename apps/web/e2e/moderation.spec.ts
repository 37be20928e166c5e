import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";
import {
  expectToast,
  insertFailedJob,
  onboardedAccount,
  openConversationByApi,
  otherPersonPage,
  PASSWORD,
  randomClientAddress,
  sendMessageByApi,
  setSiteRole,
} from "./support/fixtures.ts";

/*
 * The moderators' side (docs/product.md §8): a reported message reaches the queue, a moderator warns its
 * author, who reads the warning in their notifications; a moderator suspends a player, who is
 * signed out at once and told at sign-in until when.
 */

async function report(request: APIRequestContext, baseURL: string, target: { kind: string; id: string | number }) {
  const res = await request.post("/trpc/reports.report", {
    data: { json: { target, reason: "harassment", details: "Insultes" } },
    headers: { origin: baseURL },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** A third person who reports, on a connection of their own. */
async function reporterContext(baseURL: string) {
  const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() } });
  return { request, ...(await onboardedAccount(request, baseURL, "temoin")) };
}

/** The moderator's menu entry: the account menu on a desktop, the menu sheet on a phone. */
async function openModerationFromMenu(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Modération" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Mon compte" }).click();
    await page.getByRole("menuitem", { name: "Modération" }).click();
  }
  await expect(page.getByRole("heading", { name: "Signalements", level: 1 })).toBeVisible();
}

test("a moderator warns the author of a reported message, who sees the warning @desktop", async ({ page, baseURL, browser }, testInfo) => {
  const isMobile = Boolean(testInfo.project.use.isMobile);
  const author = await otherPersonPage(browser, testInfo, baseURL!, "auteur");
  const reporter = await reporterContext(baseURL!);
  const conversationId = await openConversationByApi(author.page.request, baseURL!, reporter.userId);
  const body = `Tu vas voir dimanche ${Date.now().toString(36)}`;
  const messageId = await sendMessageByApi(author.page.request, baseURL!, conversationId, body);
  await report(reporter.request, baseURL!, { kind: "message", id: messageId });

  const moderator = await onboardedAccount(page.request, baseURL!, "modo");
  await setSiteRole(moderator.email, "moderator");
  await page.goto("/fr");
  await openModerationFromMenu(page, isMobile);
  await page.getByLabel("Type").selectOption({ label: "Message" });
  await expect(page).toHaveURL(/kind=message/);

  // The message in its context, the reported one marked; the author's record beside it.
  await page.goto(`/fr/moderation/target/message/${messageId}`);
  const content = page.getByRole("region", { name: "Contenu signalé" });
  await expect(content.getByText(body)).toBeVisible();
  await expect(content.getByText("Message signalé")).toBeVisible();
  await expect(content.getByRole("link", { name: author.username })).toBeVisible();
  await expect(page.getByRole("region", { name: "1 signalement à traiter" })).toContainText("Harcèlement ou insultes");
  await expectNoSeriousViolations(page, "a reported message");

  // A warning needs its reason: the author reads it.
  await page.getByRole("button", { name: "Avertir l'auteur" }).click();
  await expect(page.getByText("Indiquez la raison : l'auteur la lira.")).toBeVisible();
  await page.getByLabel("Raison (transmise à l'auteur)").fill("Les menaces n'ont pas leur place ici.");
  await page.getByRole("button", { name: "Avertir l'auteur" }).click();
  await expectToast(page, "Avertissement envoyé");
  await expect(page.getByRole("heading", { name: "Signalements", level: 1 })).toBeVisible();

  // The author's notifications.
  await author.page.goto("/fr");
  if (isMobile) {
    await author.page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
    await author.page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: /^Notifications/ })
      .click();
  } else {
    await author.page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications/ })
      .click();
  }
  const panel = author.page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText("Les menaces n'ont pas leur place ici.")).toBeVisible();
  await expect(panel).toContainText("Avertissement de la modération");

  // Then removed: it keeps its place in the thread, without its words.
  await page.goto(`/fr/moderation/target/message/${messageId}`);
  await page.getByLabel("Raison (transmise à l'auteur)").fill("Menace envers un joueur.");
  await page.getByRole("button", { name: "Retirer le contenu" }).click();
  await page.getByRole("alertdialog", { name: "Retirer ce contenu ?" }).getByRole("button", { name: "Retirer" }).click();
  await expectToast(page, "Contenu retiré");
  await author.page.goto(`/fr/messages/${conversationId}`);
  await expect(author.page.getByText("Message supprimé par la modération")).toBeVisible();
  await expect(author.page.getByText(body)).toHaveCount(0);
  await author.context.close();
  await reporter.request.dispose();
});

test("a suspended player is signed out at once and told at sign-in until when @desktop", async ({ page, baseURL, browser }, testInfo) => {
  const victim = await otherPersonPage(browser, testInfo, baseURL!, "fautif");
  const reporter = await reporterContext(baseURL!);
  await report(reporter.request, baseURL!, { kind: "player", id: victim.userId });
  await victim.page.goto("/fr/profile/profile");
  await expect(victim.page.getByRole("heading", { name: victim.username })).toBeVisible();

  const moderator = await onboardedAccount(page.request, baseURL!, "modo");
  await setSiteRole(moderator.email, "moderator");
  await page.goto(`/fr/moderation/target/player/${victim.userId}`);
  await page.getByLabel("Raison (transmise à l'auteur)").fill("Harcèlement répété d'autres joueurs.");
  await page.getByLabel("Durée de la suspension").selectOption({ label: "7 jours" });
  await page.getByRole("button", { name: "Suspendre" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Suspendre ce compte ?" });
  await expect(confirm).toContainText("pendant 7 jours");
  await confirm.getByRole("button", { name: "Suspendre" }).click();
  await expectToast(page, "Compte suspendu");
  await expect(page.getByText(/^Compte suspendu jusqu'au /)).toBeVisible();

  // Every session of theirs ended: the next page sends them to sign in, where they are refused.
  await victim.page.reload();
  await expect(victim.page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await victim.page.getByLabel("Adresse e-mail").fill(victim.email);
  await victim.page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await victim.page.getByRole("button", { name: "Se connecter" }).click();
  const end = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  await expectToast(victim.page, new RegExp(`Votre compte est suspendu jusqu'au ${end.getDate()} `));
  await expect(victim.page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await victim.context.close();
  await reporter.request.dispose();
});

test("an admin names a moderator by username, and the log shows it @desktop", async ({ page, baseURL }) => {
  const candidateRequest = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": randomClientAddress() } });
  const candidate = await onboardedAccount(candidateRequest, baseURL!, "recrue");
  const admin = await onboardedAccount(page.request, baseURL!, "admin");
  await setSiteRole(admin.email, "admin");

  await page.goto("/fr/moderation/moderators");
  await page.getByLabel("Pseudo du joueur").fill("personne-de-ce-nom");
  await page.getByRole("button", { name: "Nommer modérateur" }).click();
  await expect(page.getByText("Aucun joueur ne porte ce pseudo")).toBeVisible();
  await page.getByLabel("Pseudo du joueur").fill(candidate.username);
  await page.getByRole("button", { name: "Nommer modérateur" }).click();
  await expectToast(page, `Droits de modération accordés à ${candidate.username}`);

  await page.getByRole("link", { name: "Journal" }).click();
  await page.getByRole("link", { name: admin.username }).first().click();
  await expect(page).toHaveURL(/moderatorId=/);
  const entry = page.getByRole("list", { name: "Actions de modération" }).getByRole("listitem").filter({ hasText: candidate.username });
  await expect(entry).toContainText("Nomination à la modération");
  await candidateRequest.dispose();
});

test("an admin sees the background jobs that failed their last attempt @desktop", async ({ page, baseURL }) => {
  const admin = await onboardedAccount(page.request, baseURL!, "admin");
  await setSiteRole(admin.email, "admin");
  const error = `550 5.1.1 mailbox unavailable ${Date.now()}`;
  await insertFailedJob("notification-email", error);

  await page.goto("/fr/moderation");
  await page.getByRole("link", { name: "Tâches en échec" }).click();
  await expect(page.getByRole("heading", { name: "Tâches en échec", level: 1 })).toBeVisible();
  const job = page.getByRole("list", { name: "Tâches en échec" }).getByRole("listitem").filter({ hasText: error });
  await expect(job).toContainText("E-mail de notification");
  await expect(job).toContainText("9 tentatives");
  await expectNoSeriousViolations(page, "the failed background jobs");
});
