import { request as playwrightRequest, type Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { friendActionByApi, messageBodiesByApi, onboardedAccount, openConversationByApi, otherPersonPage, sendMessageByApi } from "./support/fixtures.ts";
import {
  COPY,
  collectErrors,
  composer,
  conversationList,
  expectSameDocument,
  expectUnreadMessages,
  markDocument,
  openMessages,
  send,
  thread,
} from "./support/messages.ts";

/* Conversations between two players: a live chat between friends, a failed send, a stranger's first message in the requests. */

const folders = (page: Page) => page.getByRole("navigation", { name: "Dossiers" });

/**
 * What a page fetches once the browser is idle: the toasts' code and the service worker's
 * registration. The journey cuts the network once the page is whole, as a player losing signal
 * mid-conversation would, not during its first second.
 */
async function waitForIdleDownloads(page: Page) {
  await expect(page.getByRole("region", { name: "Notifications alt+T" })).toBeAttached();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("pwa-register")))).toBe(true);
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
