import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, onboardByApi, randomClientAddress, signUpByApi, uniqueEmail, uniqueUsername, verifyByApi } from "./support/fixtures.ts";

/** An onboarded player (in Nantes, as the fixtures onboard everyone) whose username the test knows. */
async function player(request: APIRequestContext, baseURL: string, label: string) {
  const email = uniqueEmail(label);
  const username = uniqueUsername(label);
  await signUpByApi(request, baseURL, email);
  await verifyByApi(request, baseURL, email);
  await onboardByApi(request, baseURL, username);
  return { email, username };
}

/** Another person's browser, the same kind of device as this test's, on a connection of its own. */
async function otherPerson(browser: Browser, testInfo: TestInfo, baseURL: string, label: string) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale: "fr-FR", serviceWorkers: "block" });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomClientAddress() });
  const page = await context.newPage();
  return { context, page, ...(await player(page.request, baseURL, label)) };
}

async function pickCity(page: Page, city: string) {
  await page.getByRole("combobox", { name: "Rechercher une ville" }).fill(city);
  await page
    .getByRole("listbox", { name: "Villes" })
    .getByRole("option")
    .filter({ hasText: new RegExp(`^${city}`) })
    .first()
    .click();
}

function memberRow(page: Page, username: string) {
  return page.getByTestId("team-member").filter({ has: page.getByRole("link", { name: username, exact: true }) });
}

test("a team is founded, recruits near its city, grows, and changes hands @desktop", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const owner = await player(page.request, baseURL!, "chef");
  const recruit = await otherPerson(browser, testInfo, baseURL!, "recrue");
  const third = await otherPerson(browser, testInfo, baseURL!, "renfort");
  const teamName = `Renards ${Math.random().toString(36).slice(2, 7)}`;

  // The founder creates the team from /teams, in Nantes.
  await page.goto("/fr/teams");
  await expect(page.getByRole("heading", { level: 1, name: "Mon équipe" })).toBeVisible();
  await page.getByLabel("Nom de l'équipe").fill(teamName);
  await pickCity(page, "Nantes");
  await page.getByRole("button", { name: "Créer l'équipe" }).click();
  await expectToast(page, "Équipe créée");
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(memberRow(page, owner.username)).toContainText("Chef d'équipe");

  // A player finds it around Nantes among the teams that recruit, and applies with a message.
  const r = recruit.page;
  await r.goto("/fr/search/teams");
  await expect(r.getByRole("heading", { name: "Trouver une équipe" })).toBeVisible();
  if (testInfo.project.name === "phone") await r.getByRole("button", { name: /Filtres/ }).click();
  await pickCity(r, "Nantes");
  await expect(r).toHaveURL(/place=Nantes/);
  await r.getByLabel("Seulement les équipes qui recrutent").click();
  await expect(r).toHaveURL(/recruiting=true/);
  await expect(r.getByLabel("Seulement les équipes qui recrutent")).toBeChecked();
  await r.getByRole("article").getByRole("link", { name: teamName, exact: true }).click();
  await expect(r.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await r.getByRole("button", { name: "Postuler" }).click();
  await r.getByLabel("Votre message").fill("Joueur assaut, dispo tous les dimanches.");
  await r.getByRole("button", { name: "Envoyer ma candidature" }).click();
  await expectToast(r, "Candidature envoyée");
  await expect(r.getByRole("button", { name: "Annuler ma candidature" })).toBeVisible();

  // The founder, still on the team page, sees the application arrive live and accepts it from the notification.
  const isMobile = testInfo.project.name === "phone";
  await expect(
    page.getByRole("banner").getByRole("button", { name: isMobile ? /^Ouvrir le menu[ ,]+1 notification/ : /^Notifications[ ,]+1 non lue/ }),
  ).toBeVisible();
  if (isMobile) {
    await page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("button", { name: /^Notifications/ })
      .click();
  } else {
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications/ })
      .click();
  }
  const notification = page.getByRole("dialog", { name: "Notifications" }).getByRole("listitem").filter({ hasText: recruit.username });
  await notification.getByRole("button", { name: "Accepter" }).click();
  await expectToast(page, `${recruit.username} a rejoint l'équipe`);
  await expect(notification.getByText("Acceptée")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Notifications" })).toHaveCount(0);
  if (isMobile) {
    // On a phone the bell is a row of the menu, which closes in turn.
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: /^Notifications/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  }

  // The team page follows: the newcomer is a member, whom the founder makes an admin.
  await expect(page.getByTestId("team-application")).toHaveCount(0);
  await memberRow(page, recruit.username)
    .getByRole("button", { name: `Gérer ${recruit.username}` })
    .click();
  await page.getByRole("dialog").getByLabel("Rôle dans l'équipe").selectOption("admin");
  await page.getByRole("dialog").getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Membre mis à jour");
  await expect(memberRow(page, recruit.username)).toContainText("Responsable");

  // The new admin invites a third player, who accepts from /teams.
  await r.goto("/fr/teams");
  await expect(r.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await r.getByLabel("Rechercher un joueur à inviter").fill(third.username);
  const found = r.getByRole("listitem").filter({ hasText: third.username });
  await found.getByRole("button", { name: "Inviter" }).click();
  await expectToast(r, `Invitation envoyée à ${third.username}`);

  const t = third.page;
  await t.goto("/fr/teams");
  await t
    .getByTestId("team-invitation")
    .filter({ hasText: teamName })
    .getByRole("button", { name: `Rejoindre ${teamName}` })
    .click();
  await expectToast(t, "Bienvenue dans l'équipe !");
  await expect(t.getByRole("heading", { level: 1, name: teamName })).toBeVisible();

  // The founder cannot simply leave: they hand the team over to the admin, then leave.
  await page.goto("/fr/teams");
  await expect(page.getByText("Pour quitter l'équipe, transmettez-la d'abord")).toBeVisible();
  await memberRow(page, recruit.username)
    .getByRole("button", { name: `Gérer ${recruit.username}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Transmettre l'équipe" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Transmettre" }).click();
  await expectToast(page, `Équipe transmise à ${recruit.username}`);
  await expect(memberRow(page, recruit.username)).toContainText("Chef d'équipe");
  await page.getByRole("button", { name: "Quitter l'équipe" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Quitter" }).click();
  await expectToast(page, "Vous avez quitté l'équipe");
  await expect(page.getByRole("heading", { level: 1, name: "Mon équipe" })).toBeVisible();

  await recruit.context.close();
  await third.context.close();
});
