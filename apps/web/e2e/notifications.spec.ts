import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, friendActionByApi, onboardedPlayer, PASSWORD, userIdOf } from "./support/fixtures.ts";

/**
 * Where the unread count shows without opening anything: the bell in the desktop header, the
 * menu button on a phone (the bell itself is a row inside the menu there).
 */
function unreadIndicator(page: Page, isMobile: boolean) {
  return page.getByRole("banner").getByRole("button", { name: isMobile ? /^Ouvrir le menu/ : /^Notifications/ });
}

async function expectUnread(page: Page, isMobile: boolean, count: number) {
  const indicator = unreadIndicator(page, isMobile);
  const s = count > 1 ? "s" : "";
  const name = isMobile ? `Ouvrir le menu${count ? `, ${count} notification${s} non lue${s}` : ""}` : `Notifications${count ? `, ${count} non lue${s}` : ""}`;
  // Spaces around the screen-reader-only parts vary with how they are laid out: compare words.
  await expect(indicator).toHaveAccessibleName(new RegExp(`^${name.replace(/[ ,]+/g, "[ ,]+")}$`));
  if (count > 0) await expect(indicator.getByText(count > 9 ? "9+" : String(count), { exact: true })).toBeVisible();
  else await expect(indicator.getByText(/^\d\+?$/)).toHaveCount(0);
}

/** Opens the panel from the bell (through the menu on a phone) and returns it. */
async function openPanel(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: /^Notifications/ })
      .click();
  } else {
    await unreadIndicator(page, isMobile).click();
  }
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel).toBeVisible();
  // Focus moves into the sheet (and stays there until it closes).
  await expect(panel.getByRole("button", { name: "Fermer les notifications" })).toBeFocused();
  return panel;
}

/** Closes the panel with Esc, focus going back where it came from; on a phone the menu is closed too. */
async function closePanel(page: Page, isMobile: boolean) {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Notifications" })).toHaveCount(0);
  if (isMobile) {
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: /^Notifications/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  } else {
    await expect(unreadIndicator(page, isMobile)).toBeFocused();
  }
}

test("friend requests, acceptances and pings arrive live; read ones can be deleted and all cleared @desktop", async ({ page, browser, baseURL, isMobile }) => {
  // Bravo is this test's browser (phone or desktop); Alpha has a browser of their own.
  await onboardedPlayer(page.request, baseURL!, "bravo");
  const bravoId = await userIdOf(page.request);
  const alphaContext = await browser.newContext({ baseURL });
  const alphaPage = await alphaContext.newPage();
  await onboardedPlayer(alphaPage.request, baseURL!, "alpha");

  const liveStreams: string[] = [];
  page.on("request", (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname === "/live" || pathname.includes("onNotification")) liveStreams.push(pathname);
  });
  await page.goto("/fr");
  await expectUnread(page, isMobile, 0);

  // A friend request reaches Bravo's open page without a reload, through the tab's one stream.
  await friendActionByApi(alphaPage.request, baseURL!, "sendFriendRequest", bravoId);
  await expectUnread(page, isMobile, 1);
  expect(liveStreams).toEqual(["/live"]);

  let panel = await openPanel(page, isMobile);
  const request = panel.getByRole("link", { name: /vous a envoyé une demande d'ami/ });
  await expect(request).toHaveAccessibleName(/\(non lue\)$/);
  await expect(request).toContainText(/maintenant|il y a/);
  await request.click();
  await expect(page).toHaveURL(/\/fr\/profile\/friends\?type=requests$/);
  await expect(page.getByRole("dialog", { name: "Notifications" })).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  // Closing the panel marked it seen: no badge, and the card is no longer flagged.
  await expectUnread(page, isMobile, 0);
  panel = await openPanel(page, isMobile);
  await expect(panel.getByRole("link", { name: /vous a envoyé une demande d'ami/ })).not.toHaveAccessibleName(/\(non lue\)/);
  await closePanel(page, isMobile);

  // Bravo accepts from the requests view the notification led to; Alpha, on a page of their own, sees it arrive.
  await alphaPage.goto("/fr");
  await expectUnread(alphaPage, isMobile, 0);
  await page.getByRole("button", { name: "Accepter" }).click();
  await expectToast(page, "Demande d'ami acceptée");
  await expectUnread(alphaPage, isMobile, 1);
  panel = await openPanel(alphaPage, isMobile);
  await expect(panel.getByRole("link", { name: /a accepté votre demande d'ami.*\(non lue\)$/ })).toBeVisible();
  await closePanel(alphaPage, isMobile);
  await expectUnread(alphaPage, isMobile, 0);

  // Alpha pings Bravo: Bravo's count rises again.
  await friendActionByApi(alphaPage.request, baseURL!, "pingFriend", bravoId);
  await expectUnread(page, isMobile, 1);

  // The actions fit on one line, even on a phone: "mark all read" in words, the deleting ones in a menu.
  panel = await openPanel(page, isMobile);
  await expect(panel.getByRole("listitem")).toHaveCount(2);
  const markAll = panel.getByRole("button", { name: "Tout marquer comme lu" });
  const moreActions = panel.getByRole("button", { name: "Autres actions" });
  const [markAllBox, moreBox] = [await markAll.boundingBox(), await moreActions.boundingBox()];
  expect(markAllBox!.height).toBeLessThanOrEqual(48);
  expect(Math.abs(markAllBox!.y - moreBox!.y)).toBeLessThan(2);
  // "Delete read ones" keeps the unseen ping; "clear all" asks first, then empties the list.
  await moreActions.click();
  await page.getByRole("menuitem", { name: "Supprimer les lues" }).click();
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  await expect(panel.getByRole("link", { name: /vous a pingé.*\(non lue\)$/ })).toBeVisible();
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Effacer la notification ? C'est définitif.");
    void dialog.accept();
  });
  await moreActions.click();
  await page.getByRole("menuitem", { name: "Tout effacer (1)" }).click();
  await expect(panel.getByText("Aucune notification pour le moment.")).toBeVisible();
  await expect(moreActions).toBeDisabled();
  await closePanel(page, isMobile);
  await expectUnread(page, isMobile, 0);
  await alphaContext.close();
});

test("signing out and in as someone else in the same tab never shows the previous account's notifications @desktop", async ({
  page,
  browser,
  baseURL,
  isMobile,
}) => {
  await onboardedPlayer(page.request, baseURL!, "bravo");
  const bravoId = await userIdOf(page.request);
  const alpha = await browser.newContext({ baseURL });
  const alphaEmail = await onboardedPlayer(alpha.request, baseURL!, "alpha");
  await friendActionByApi(alpha.request, baseURL!, "sendFriendRequest", bravoId);
  await alpha.close();

  // Not the home page: signing out leads there, and that navigation is what closes the phone menu.
  await page.goto("/fr/search/games");
  await expectUnread(page, isMobile, 1);
  if (isMobile) await page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
  else await page.getByRole("button", { name: "Mon compte" }).click();
  await page.getByRole(isMobile ? "button" : "menuitem", { name: "Se déconnecter" }).click();
  await expectToast(page, "Déconnexion effectuée");

  // Within the app, no reload: what the tab remembers is what is under test.
  if (isMobile) await page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
  await page.getByRole("link", { name: "Connexion" }).click();
  await page.getByLabel("Adresse e-mail").fill(alphaEmail);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expectToast(page, "Connexion réussie");
  await expectUnread(page, isMobile, 0);
  const panel = await openPanel(page, isMobile);
  await expect(panel.getByText("Aucune notification pour le moment.")).toBeVisible();
});

test("anonymous visitors have no bell @desktop", async ({ page, isMobile }) => {
  await page.goto("/fr");
  if (isMobile) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Connexion" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: /^Notifications/ })).toHaveCount(0);
  } else {
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: /^Notifications/ })).toHaveCount(0);
  }
});
