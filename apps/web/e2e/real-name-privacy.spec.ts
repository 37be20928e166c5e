import type { APIRequestContext, Browser, TestInfo } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import {
  expectToast,
  friendActionByApi,
  onboardByApi,
  randomClientAddress,
  signUpByApi,
  uniqueEmail,
  uniqueUsername,
  userIdOf,
  verifyByApi,
} from "./support/fixtures.ts";

/** An onboarded player with a username and a real name of their own, in the request context's browser. */
async function player(request: APIRequestContext, baseURL: string, label: string) {
  const email = uniqueEmail(label);
  const username = uniqueUsername(label);
  const realName = { firstName: "Maëlys", lastName: `Kerbrat${Math.random().toString(36).slice(2, 7)}` };
  await signUpByApi(request, baseURL, email);
  await verifyByApi(request, baseURL, email);
  await onboardByApi(request, baseURL, username, realName);
  return { username, ...realName, id: await userIdOf(request) };
}

/** Another person's phone, on a connection of its own. */
async function otherPhone(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale: "fr-FR", serviceWorkers: "block" });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomClientAddress() });
  return context;
}

test("a player shows their real name to friends only: a stranger sees the call-sign, a friend the name", async ({ page, browser, baseURL }, testInfo) => {
  const alpha = await player(page.request, baseURL!, "alpha");
  const fullName = `${alpha.firstName} ${alpha.lastName}`;
  const friendContext = await otherPhone(browser, testInfo, baseURL!);
  const friendPage = await friendContext.newPage();
  await player(friendPage.request, baseURL!, "bravo");
  const strangerContext = await otherPhone(browser, testInfo, baseURL!);
  const strangerPage = await strangerContext.newPage();
  await player(strangerPage.request, baseURL!, "charlie");
  await friendActionByApi(friendPage.request, baseURL!, "sendFriendRequest", alpha.id);
  await friendActionByApi(page.request, baseURL!, "acceptFriendRequest", await userIdOf(friendPage.request));

  // Alpha's own profile says nobody else sees the name yet (the default); the editor lets it go to friends.
  await page.goto("/fr/profile/profile");
  await expect(page.getByText(fullName).first()).toBeVisible();
  await page.getByRole("button", { name: "Modifier le profil" }).click();
  const editor = page.getByRole("dialog", { name: "Modifier mon profil" });
  const nameChoice = editor.getByRole("group", { name: "Qui voit vos nom et prénom" });
  await expect(nameChoice.getByRole("radio", { name: "Personne", exact: true })).toBeChecked();
  await expect(editor.getByRole("group", { name: "Qui voit votre âge" }).getByRole("radio", { name: "Personne", exact: true })).toBeChecked();
  await expect(editor.getByText(/organisent les parties auxquelles vous vous inscrivez voient toujours vos nom et prénom/)).toBeVisible();
  const friendsOnly = nameChoice.getByRole("radio", { name: "Vos amis et votre équipe" });
  // A finger can hit it: the whole row is the target.
  expect((await nameChoice.locator("label", { hasText: "Vos amis et votre équipe" }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await friendsOnly.check();
  await editor.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Profil mis à jour");
  await expect(editor).toHaveCount(0);
  await expect(page.getByText("Vos amis et votre équipe")).toBeVisible();

  // A stranger: the call-sign, no name, no age; and searching the last name finds nobody.
  await strangerPage.goto(`/fr/user/${alpha.id}/profile`);
  await expect(strangerPage.getByRole("heading", { level: 1, name: alpha.username })).toBeVisible();
  await expect(strangerPage.locator("main")).not.toContainText(alpha.lastName);
  await expect(strangerPage.locator("main")).not.toContainText(/\d+ ans/);
  await strangerPage.goto(`/fr/search/players?q=${alpha.lastName}`);
  await expect(strangerPage.getByText("Aucun joueur ne correspond à votre recherche.")).toBeVisible();

  // A friend: the name under the call-sign; the age stays Alpha's.
  await friendPage.goto(`/fr/user/${alpha.id}/profile`);
  await expect(friendPage.getByRole("heading", { level: 1, name: alpha.username })).toBeVisible();
  await expect(friendPage.getByText(fullName)).toBeVisible();
  await expect(friendPage.locator("main")).not.toContainText(/\d+ ans/);
  await friendContext.close();
  await strangerContext.close();
});
