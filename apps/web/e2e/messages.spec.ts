import { request as playwrightRequest, type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import {
  createGameByApi,
  createTeamByApi,
  expectToast,
  friendActionByApi,
  joinTeamByApi,
  liveStreamOpened,
  messageBodiesByApi,
  onboardedAccount,
  openConversationByApi,
  otherPersonPage,
  registerByApi,
  sendMessageByApi,
} from "./support/fixtures.ts";

/*
 * Messages (docs/product.md §6): conversations between two players, a stranger's first message in the
 * requests, the team's and the game's channels, failed sends, reports. Every arrival is checked
 * on a page that stays open (the tab's one live stream), never after a reload.
 */

/** The app's words this journey looks for, in one place. */
const COPY = {
  sending: "Envoi en cours…",
  notSent: "Message non envoyé.",
  offline: "Connexion impossible, vérifiez votre connexion internet",
  emptyInbox: /^Aucune conversation pour l'instant/,
  emptyThread: "Aucun message pour l'instant : écrivez le premier.",
  requestBanner: (name: string) => `${name} ne fait pas partie de vos amis et souhaite vous écrire.`,
  writeToParticipants: "Écrire aux participants",
  reported: "Merci ! Le message a été signalé aux modérateurs.",
  alreadyReported: "Vous avez déjà signalé ce contenu : les modérateurs l'examinent",
  reasonRequired: "Choisissez un motif",
};

const composer = (page: Page) => page.getByRole("textbox", { name: "Votre message" });
const thread = (page: Page) => page.getByRole("log", { name: "Messages de la conversation" });
const conversationList = (page: Page) => page.getByRole("region", { name: "Messages", exact: true });
const folders = (page: Page) => page.getByRole("navigation", { name: "Dossiers" });

/** Sends what the composer holds as one would on this device: Enter on a computer, the button on a touch screen. */
async function send(page: Page, isMobile: boolean, body: string) {
  await composer(page).fill(body);
  if (isMobile) await page.getByRole("button", { name: "Envoyer" }).click();
  else await composer(page).press("Enter");
  await expect(composer(page)).toHaveValue("");
  // Sent, not merely shown: the "sending" line is gone once the server has it.
  await expect(thread(page).getByText(body)).toBeVisible();
  await expect(thread(page).getByText(COPY.sending)).toHaveCount(0);
}

/**
 * The unread messages where they show without opening anything: the "Messages" entry of the
 * desktop header, the menu button on a phone (whose name may also count notifications).
 */
async function expectUnreadMessages(page: Page, isMobile: boolean, count: number) {
  const words = count ? `[ ,]+${count} messages? non lus?` : "";
  if (isMobile) {
    const button = page.getByRole("banner").getByRole("button", { name: /^Ouvrir le menu/ });
    await expect(button).toHaveAccessibleName(new RegExp(`^Ouvrir le menu(?:[ ,]+\\d+ notifications? non lues?)?${words}$`));
  } else {
    const entry = page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: /^Messages/ });
    await expect(entry).toHaveAccessibleName(new RegExp(`^Messages${words}$`));
    if (count) await expect(entry.getByText(count > 9 ? "9+" : String(count), { exact: true })).toBeVisible();
    else await expect(entry.getByText(/^\d\+?$/)).toHaveCount(0);
  }
}

/** Opens /fr/messages and waits for its live stream: what is sent from now on reaches the page. */
async function openMessages(page: Page) {
  const live = liveStreamOpened(page);
  await page.goto("/fr/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await live;
}

/** Marks the document, to tell later that what arrived came without a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
}

/**
 * What a page fetches once the browser is idle: the toasts' code and the service worker's
 * registration. The journey cuts the network once the page is whole, as a player losing signal
 * mid-conversation would, not during its first second.
 */
async function waitForIdleDownloads(page: Page) {
  await expect(page.getByRole("region", { name: "Notifications alt+T" })).toBeAttached();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("pwa-register")))).toBe(true);
}

/** The other people's pages are not the test's context: their uncaught errors are collected here. */
function collectErrors(...pages: Page[]) {
  const errors: string[] = [];
  for (const page of pages) page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test("two friends chat live: a link is a link, HTML stays text, the unread badge follows @desktop", async ({ page, browser, baseURL, isMobile }, testInfo) => {
  test.setTimeout(90_000);
  // Bravo is this test's browser; Alpha has a browser of their own, the same kind of device.
  const bravo = await onboardedAccount(page.request, baseURL!, "bravo");
  const alpha = await otherPersonPage(browser, testInfo, baseURL!, "alpha");
  const alphaErrors = collectErrors(alpha.page);
  await friendActionByApi(page.request, baseURL!, "sendFriendRequest", alpha.userId);
  await friendActionByApi(alpha.page.request, baseURL!, "acceptFriendRequest", bravo.userId);

  // Alpha waits on the messages page: nothing yet.
  await openMessages(alpha.page);
  await expect(conversationList(alpha.page).getByText(COPY.emptyInbox)).toBeVisible();
  await expectUnreadMessages(alpha.page, isMobile, 0);
  await markDocument(alpha.page);

  // Bravo writes from Alpha's profile.
  await page.goto(`/fr/user/${alpha.userId}`);
  const messageButton = page.getByRole("button", { name: `Message à ${alpha.username}` });
  await expect(messageButton).toHaveText("Message");
  await messageButton.click();
  await expect(page).toHaveURL(/\/fr\/messages\/\d+$/);
  const conversationId = Number(new URL(page.url()).pathname.split("/").at(-1));
  await expect(page.getByRole("heading", { level: 2, name: alpha.username })).toBeVisible();
  await expect(thread(page).getByText(COPY.emptyThread)).toBeVisible();

  const url = "https://escouade.example/terrain/plan";
  const firstLine = `Salut ! Le plan du terrain : ${url}`;
  const secondLine = "<b>gras</b> ou pas ?";
  const body = `${firstLine}\n${secondLine}`;
  await composer(page).fill(firstLine);
  if (isMobile) {
    // On a touch screen Enter is a new line: nothing leaves.
    await composer(page).press("Enter");
    await expect(composer(page)).toHaveValue(`${firstLine}\n`);
    await expect(thread(page).getByText(COPY.emptyThread)).toBeVisible();
    await page.keyboard.insertText(secondLine);
    await expect(composer(page)).toHaveValue(body);
    await page.getByRole("button", { name: "Envoyer" }).click();
  } else {
    // On a computer Shift+Enter is the new line and Enter sends.
    await composer(page).press("Shift+Enter");
    await page.keyboard.insertText(secondLine);
    await expect(composer(page)).toHaveValue(body);
    await composer(page).press("Enter");
  }
  await expect(composer(page)).toHaveValue("");
  await expect(thread(page).getByText(secondLine)).toBeVisible();
  await expect(thread(page).getByText(COPY.sending)).toHaveCount(0);
  // One's own message cannot be reported.
  await expect(thread(page).getByRole("button", { name: "Actions sur ce message" })).toHaveCount(0);

  // Alpha's list and badge follow without a reload.
  const row = conversationList(alpha.page).getByRole("link", { name: new RegExp(bravo.username) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Salut ! Le plan du terrain");
  await expect(row).toHaveAccessibleName(/1 message non lu/);
  await expectUnreadMessages(alpha.page, isMobile, 1);
  await expectSameDocument(alpha.page);

  // Opening it: the address is a real link that opens apart, the HTML is the text it was.
  await row.click();
  await expect(alpha.page).toHaveURL(new RegExp(`/fr/messages/${conversationId}$`));
  const alphaThread = thread(alpha.page);
  const link = alphaThread.getByRole("link", { name: url });
  await expect(link).toHaveAttribute("href", url);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
  await expect(alphaThread.getByText(secondLine)).toBeVisible();
  await expect(alphaThread.locator("b")).toHaveCount(0);
  // Read: the badge is gone, and so is the row's count (on a phone the list is another screen).
  await expectUnreadMessages(alpha.page, isMobile, 0);
  if (!isMobile) await expect(row).not.toHaveAccessibleName(/non lu/);

  // Alpha answers; Bravo, still in the thread, sees it arrive and has nothing unread.
  const reply = "Bien reçu, à samedi !";
  await send(alpha.page, isMobile, reply);
  await expect(thread(page).getByText(reply)).toBeVisible();
  await expect(thread(page).getByRole("button", { name: "Actions sur ce message" })).toHaveCount(1);
  await expectUnreadMessages(page, isMobile, 0);
  expect(alphaErrors).toEqual([]);
  await alpha.context.close();
});

test("a message that could not leave is sent once on retry, even after a reload @desktop", async ({ page, context, baseURL, isMobile }) => {
  await onboardedAccount(page.request, baseURL!, "bravo");
  const alphaRequest = await playwrightRequest.newContext({ baseURL });
  const alpha = await onboardedAccount(alphaRequest, baseURL!, "alpha");
  const conversationId = await openConversationByApi(page.request, baseURL!, alpha.userId);

  await page.goto(`/fr/messages/${conversationId}`);
  await expect(page.getByRole("heading", { level: 2, name: alpha.username })).toBeVisible();
  const body = "Rendez-vous à 9 h au parking du terrain.";
  const bubbles = thread(page).getByText(body, { exact: true });
  await waitForIdleDownloads(page);

  await context.setOffline(true);
  await composer(page).fill(body);
  if (isMobile) await page.getByRole("button", { name: "Envoyer" }).click();
  else await composer(page).press("Enter");
  const failed = thread(page).getByRole("alert").filter({ hasText: COPY.notSent });
  await expect(failed).toContainText(COPY.offline);
  await expect(bubbles).toHaveCount(1);

  await context.setOffline(false);
  await failed.getByRole("button", { name: "Réessayer" }).click();
  await expect(failed).toHaveCount(0);
  await expect(thread(page).getByText(COPY.sending)).toHaveCount(0);
  await expect(bubbles).toHaveCount(1);
  // The server holds it once, and so does the thread read again from it.
  await expect.poll(() => messageBodiesByApi(alphaRequest, conversationId)).toEqual([body]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: alpha.username })).toBeVisible();
  await expect(bubbles).toHaveCount(1);
  await alphaRequest.dispose();
});

test("a stranger's first message waits in the requests until accepted, then the conversation is in the inbox @desktop", async ({ page, baseURL, isMobile }) => {
  const bravo = await onboardedAccount(page.request, baseURL!, "bravo");
  const charlieRequest = await playwrightRequest.newContext({ baseURL });
  const charlie = await onboardedAccount(charlieRequest, baseURL!, "charlie");
  const deltaRequest = await playwrightRequest.newContext({ baseURL });
  const delta = await onboardedAccount(deltaRequest, baseURL!, "delta");

  // Charlie, who is not Bravo's friend, writes first.
  const first = "Salut, tu joues à Nantes dimanche ? Il nous manque un sniper.";
  const conversationId = await openConversationByApi(charlieRequest, baseURL!, bravo.userId);
  await sendMessageByApi(charlieRequest, baseURL!, conversationId, first);

  // The requests tab counts it; the inbox and the unread badge do not.
  await openMessages(page);
  const requestsTab = folders(page).getByRole("link", { name: /^Demandes/ });
  await expect(requestsTab).toHaveAccessibleName(/^Demandes\s*\(1 en attente\)$/);
  await expect(conversationList(page).getByText(COPY.emptyInbox)).toBeVisible();
  await expectUnreadMessages(page, isMobile, 0);

  await requestsTab.click();
  await expect(page).toHaveURL(/\/fr\/messages\?folder=requests$/);
  const charlieRow = conversationList(page).getByRole("link", { name: new RegExp(charlie.username) });
  await expect(charlieRow).toContainText(first);

  // Another stranger writes while Bravo looks at the requests: the folder and its count follow live.
  // (Not right after the page opened: a message arriving then is lost, see the report on messages-overlays.tsx.)
  await markDocument(page);
  const second = "Bonjour, tu vends encore ta réplique ?";
  await sendMessageByApi(deltaRequest, baseURL!, await openConversationByApi(deltaRequest, baseURL!, bravo.userId), second);
  const deltaRow = conversationList(page).getByRole("link", { name: new RegExp(delta.username) });
  await expect(deltaRow).toContainText(second);
  await expect(requestsTab).toHaveAccessibleName(/^Demandes\s*\(2 en attente\)$/);
  await expectSameDocument(page);

  await charlieRow.click();
  await expect(page).toHaveURL(new RegExp(`/fr/messages/${conversationId}\\?folder=requests$`));
  // The banner: the part of the thread that holds its words and its three buttons.
  const banner = page
    .getByRole("region", { name: charlie.username })
    .locator("div")
    .filter({ hasText: COPY.requestBanner(charlie.username) })
    .last();
  await expect(banner).toContainText(COPY.requestBanner(charlie.username));
  await expect(banner.getByRole("button", { name: "Refuser" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Bloquer" })).toBeVisible();
  await expect(thread(page).getByText(first)).toBeVisible();

  await banner.getByRole("button", { name: "Accepter" }).click();
  await expect(banner).toHaveCount(0);

  // Back to the list (its own screen on a phone): only Delta's request is left, the inbox has Charlie.
  const back = page.getByRole("link", { name: "Retour aux conversations" });
  if (isMobile) await back.click();
  else await expect(back).toBeHidden();
  await expect(requestsTab).toHaveAccessibleName(/^Demandes\s*\(1 en attente\)$/);
  await expect(deltaRow).toBeVisible();
  await expect(charlieRow).toHaveCount(0);
  await folders(page).getByRole("link", { name: "Boîte de réception" }).click();
  await expect(page).toHaveURL(/\/fr\/messages$/);
  await expect(deltaRow).toHaveCount(0);
  await charlieRow.click();
  await expect(page).toHaveURL(new RegExp(`/fr/messages/${conversationId}$`));
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: charlie.username })).toBeVisible();

  const reply = "Oui, je serai là, merci pour l'invitation !";
  await send(page, isMobile, reply);
  await expect.poll(() => messageBodiesByApi(charlieRequest, conversationId)).toEqual([first, reply]);
  await charlieRequest.dispose();
  await deltaRequest.dispose();
});

test("the team's channel: a leader writes from the team page, a member sees it arrive with the leader's name @desktop", async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  const leader = await onboardedAccount(page.request, baseURL!, "chef");
  const team = await createTeamByApi(page.request, baseURL!);
  const member = await otherPersonPage(browser, testInfo, baseURL!, "membre");
  const memberErrors = collectErrors(member.page);
  await joinTeamByApi(page.request, member.page.request, baseURL!, team.id);

  await openMessages(member.page);
  await expect(conversationList(member.page).getByText(COPY.emptyInbox)).toBeVisible();
  await markDocument(member.page);

  await page.goto("/fr/teams");
  await expect(page.getByRole("heading", { level: 1, name: team.name })).toBeVisible();
  await page.getByRole("button", { name: "Discussion de l'équipe" }).click();
  await expect(page).toHaveURL(/\/fr\/messages\/\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: team.name })).toBeVisible();
  await expect(page.getByText("Discussion de l'équipe · 2 participants")).toBeVisible();
  await expect(composer(page)).toHaveAttribute("placeholder", "Écrire à l'équipe…");
  const first = "Entraînement samedi à 9 h, tenue verte.";
  await send(page, isMobile, first);

  // The member's list shows the channel, by the team's name and its kind.
  const row = conversationList(member.page).getByRole("link", { name: new RegExp(team.name) });
  await expect(row).toContainText("Discussion de l'équipe");
  await expect(row).toContainText(first);
  await expectUnreadMessages(member.page, isMobile, 1);
  await expectSameDocument(member.page);

  await row.click();
  const memberThread = thread(member.page);
  // Others' messages in a channel say who wrote them.
  const senderName = memberThread.getByText(leader.username, { exact: true });
  await expect(senderName).toBeVisible();
  await expect(
    memberThread
      .locator("div")
      .filter({ has: member.page.getByText(leader.username, { exact: true }) })
      .filter({ hasText: first })
      .last(),
  ).toBeVisible();
  await expect(memberThread.getByRole("button", { name: "Actions sur ce message" })).toHaveCount(1);

  // A second message while the thread is open arrives there; the name is written once for the run.
  const second = "Pensez aux batteries chargées.";
  await send(page, isMobile, second);
  await expect(memberThread.getByText(second)).toBeVisible();
  await expect(senderName).toHaveCount(1);
  await expectUnreadMessages(member.page, isMobile, 0);
  expect(memberErrors).toEqual([]);
  await member.context.close();
});

test("the organizer writes to the game's registrants, who see it arrive and answer in the game's channel @desktop", async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(90_000);
  const organizer = await onboardedAccount(page.request, baseURL!, "orga");
  const game = await createGameByApi(page.request, baseURL!);
  const registrant = await otherPersonPage(browser, testInfo, baseURL!, "inscrit");
  const registrantErrors = collectErrors(registrant.page);
  await registerByApi(registrant.page.request, baseURL!, game.id);

  await openMessages(registrant.page);
  await expect(conversationList(registrant.page).getByText(COPY.emptyInbox)).toBeVisible();
  await markDocument(registrant.page);

  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { name: game.title })).toBeVisible();
  await page.getByRole("button", { name: COPY.writeToParticipants }).click();
  await expect(page).toHaveURL(/\/fr\/messages\/\d+$/);
  const conversationId = Number(new URL(page.url()).pathname.split("/").at(-1));
  await expect(page.getByRole("heading", { level: 2, name: game.title })).toBeVisible();
  await expect(page.getByText("Discussion de la partie · 2 participants")).toBeVisible();
  await expect(composer(page)).toHaveAttribute("placeholder", "Écrire aux participants…");
  const announcement = "Nouveau point de rendez-vous : parking nord, 8 h 30.";
  await send(page, isMobile, announcement);

  const row = conversationList(registrant.page).getByRole("link", { name: new RegExp(game.title) });
  await expect(row).toContainText("Discussion de la partie");
  await expect(row).toContainText(announcement);
  await expectUnreadMessages(registrant.page, isMobile, 1);
  await expectSameDocument(registrant.page);

  // The registrant reaches the same channel from the game page, and reads the organizer's name over it.
  await registrant.page.goto(`/fr/games/${game.id}`);
  await expect(registrant.page.getByRole("button", { name: COPY.writeToParticipants })).toHaveCount(0);
  await registrant.page.getByRole("button", { name: "Discussion de la partie" }).click();
  await expect(registrant.page).toHaveURL(new RegExp(`/fr/messages/${conversationId}$`));
  const registrantThread = thread(registrant.page);
  await expect(registrantThread.getByText(organizer.username, { exact: true })).toBeVisible();
  await expect(
    registrantThread
      .locator("div")
      .filter({ has: registrant.page.getByText(organizer.username, { exact: true }) })
      .filter({ hasText: announcement })
      .last(),
  ).toBeVisible();
  await expectUnreadMessages(registrant.page, isMobile, 0);

  // The answer reaches the organizer's open thread, under the registrant's name.
  const answer = "Bien noté, merci !";
  await send(registrant.page, isMobile, answer);
  await expect(thread(page).getByText(answer)).toBeVisible();
  await expect(thread(page).getByText(registrant.username, { exact: true })).toBeVisible();
  expect(registrantErrors).toEqual([]);
  await registrant.context.close();
});

test("a message is reported with a reason, once @desktop", async ({ page, baseURL }) => {
  const bravo = await onboardedAccount(page.request, baseURL!, "bravo");
  const spammerRequest = await playwrightRequest.newContext({ baseURL });
  await onboardedAccount(spammerRequest, baseURL!, "vendeur");
  const conversationId = await openConversationByApi(spammerRequest, baseURL!, bravo.userId);
  const spam = "Billes pas chères, livraison gratuite : www.billes-discount.example";
  await sendMessageByApi(spammerRequest, baseURL!, conversationId, spam);

  await page.goto(`/fr/messages/${conversationId}`);
  await expect(thread(page).getByText(spam)).toBeVisible();

  const openReport = async () => {
    await thread(page).getByRole("button", { name: "Actions sur ce message" }).click();
    await page.getByRole("menuitem", { name: "Signaler ce message" }).click();
    const dialog = page.getByRole("dialog", { name: "Signaler ce message" });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  // Without a reason: refused, said next to the reasons.
  let dialog = await openReport();
  await dialog.getByRole("button", { name: "Signaler", exact: true }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: COPY.reasonRequired })).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Motif" })).toHaveAttribute("aria-invalid", "true");

  await dialog.getByRole("radio", { name: "Spam ou publicité" }).check();
  await dialog.getByRole("button", { name: "Signaler", exact: true }).click();
  await expectToast(page, COPY.reported);
  await expect(dialog).toHaveCount(0);

  // A second report of the same message is refused, in words.
  dialog = await openReport();
  await dialog.getByRole("radio", { name: "Spam ou publicité" }).check();
  await dialog.getByRole("button", { name: "Signaler", exact: true }).click();
  await expectToast(page, COPY.alreadyReported);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toHaveCount(0);
  await spammerRequest.dispose();
});
