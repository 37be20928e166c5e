import { expect, test } from "./support/test.ts";
import { createGameByApi, createTeamByApi, joinTeamByApi, onboardedAccount, otherPersonPage, registerByApi } from "./support/fixtures.ts";
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

/* The team's and the game's channels: written from their pages, read live by the other members. */

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
