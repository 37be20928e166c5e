import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, onboardByApi, randomClientAddress, signUpByApi, uniqueEmail, uniqueUsername, verifyByApi } from "./support/fixtures.ts";

/** An onboarded player whose username and e-mail the test knows (onboardedPlayer keeps them to itself). */
async function player(request: APIRequestContext, baseURL: string, label: string) {
  const email = uniqueEmail(label);
  const username = uniqueUsername(label);
  await signUpByApi(request, baseURL, email);
  await verifyByApi(request, baseURL, email);
  await onboardByApi(request, baseURL, username);
  return { email, username };
}

async function userIdOf(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/auth/get-session");
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** A second person's browser, the same kind of device as this test's, on a connection of its own. */
async function secondBrowser(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, locale: "fr-FR", serviceWorkers: "block" });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomClientAddress() });
  return context;
}

/** The signed-in player's picture in the app's header: the account menu's button, or the phone menu's "my profile". */
async function expectAccountAvatar(page: Page, isMobile: boolean, src: string) {
  if (isMobile) {
    await page.getByRole("button", { name: /^Ouvrir le menu/ }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Mon profil" }).locator(`img[src$="${src}"]`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
  } else {
    await expect(page.getByRole("banner").getByRole("button", { name: "Mon compte" }).locator(`img[src$="${src}"]`)).toBeVisible();
  }
}

function card(page: Page, username: string) {
  return page.getByRole("article").filter({ has: page.getByRole("link", { name: username, exact: true }) });
}

test("two players become friends, ping each other once an hour, and part ways", async ({ page, browser, baseURL }, testInfo) => {
  const alpha = await player(page.request, baseURL!, "alpha");
  const bravoContext = await secondBrowser(browser, testInfo, baseURL!);
  const bravoPage = await bravoContext.newPage();
  const bravo = await player(bravoPage.request, baseURL!, "bravo");

  // Alpha finds Bravo by name and asks to be friends from the profile.
  await page.goto("/fr/search/players");
  await expect(page.getByRole("heading", { name: "Trouver des joueurs" })).toBeVisible();
  await page.getByLabel("Rechercher un joueur").fill(bravo.username);
  await expect(page).toHaveURL(new RegExp(`q=${bravo.username}`));
  await card(page, bravo.username).getByRole("link", { name: bravo.username }).click();
  await expect(page).toHaveURL(/\/fr\/user\/[^/]+\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: bravo.username })).toBeVisible();
  await page.getByRole("button", { name: "Ajouter en ami" }).click();
  await expectToast(page, "Demande envoyée");
  await expect(page.getByRole("button", { name: "Annuler la demande" })).toBeVisible();

  // Bravo answers from the requests view (where the notification leads).
  await bravoPage.goto("/fr/profile/friends?type=requests");
  await expect(bravoPage.getByRole("link", { name: "Demandes reçues" })).toHaveAttribute("aria-current", "page");
  await card(bravoPage, alpha.username).getByRole("button", { name: "Accepter" }).click();
  await expectToast(bravoPage, "Demande d'ami acceptée");
  await expect(card(bravoPage, alpha.username)).toHaveCount(0);
  // Alpha, still on Bravo's profile, sees the answer live: no request to cancel any more.
  await expect(page.getByRole("button", { name: "Annuler la demande" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pinger" })).toBeVisible();

  // Alpha sees Bravo among friends and pings; a second ping within the hour is refused.
  await page.goto("/fr/profile/friends");
  const bravoCard = card(page, bravo.username);
  await bravoCard.getByRole("button", { name: "Pinger" }).click();
  await expectToast(page, "Ping envoyé");
  await bravoCard.getByRole("button", { name: "Pinger" }).click();
  await expectToast(page, "Vous avez déjà pingé ce joueur il y a moins d'une heure");

  // Removing says so in words (not a bare red icon), and asks first.
  const remove = bravoCard.getByRole("button", { name: "Retirer des amis" });
  await expect(remove).toHaveText("Retirer des amis");
  await expect(remove).not.toHaveClass(/text-destructive|bg-destructive/);
  await remove.click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Retirer ${bravo.username} de vos amis ?`);
  await confirm.getByRole("button", { name: "Retirer" }).click();
  await expectToast(page, "Ami retiré");
  await expect(page.getByText("Vous n'avez pas encore d'amis.")).toBeVisible();
  await bravoContext.close();
});

test("a player dresses up their profile and gear, and others see it without any private detail @desktop", async ({
  page,
  browser,
  baseURL,
  isMobile,
}, testInfo) => {
  const charlie = await player(page.request, baseURL!, "charlie");
  const bio = "Sniper patient, toujours partant pour une opération de nuit.";

  await page.goto("/fr/profile/profile");
  await page.getByRole("button", { name: "Modifier le profil" }).click();
  const editor = page.getByRole("dialog", { name: "Modifier mon profil" });
  await editor.getByRole("radio", { name: "Avatar 7" }).check();
  await editor.getByLabel("À propos").fill(bio);
  await expect(editor.getByText(new RegExp(`^${bio.length} / 1\\s?000$`))).toBeVisible();
  await editor.getByRole("radio", { name: "Indisponible" }).check();
  await editor.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Profil mis à jour");
  await expect(editor).toHaveCount(0);
  const header = page.locator("section").filter({ has: page.getByRole("heading", { level: 1, name: charlie.username }) });
  await expect(header.getByText("Indisponible")).toBeVisible();
  // The app's header shows the chosen avatar, not the initial: at once, and on a fresh page (the page's session).
  await expectAccountAvatar(page, isMobile, "/avatars/7.svg");
  await page.reload();
  await expectAccountAvatar(page, isMobile, "/avatars/7.svg");

  // A replica, with its energy worked out as the FPS is typed.
  await page.locator("main nav").getByRole("link", { name: "Équipement" }).click();
  await page.getByRole("button", { name: "Ajouter un équipement" }).click();
  const gear = page.getByRole("dialog", { name: "Ajouter un équipement" });
  await gear.getByLabel("Nom de l'équipement").fill("Tokyo Marui VSR-10");
  await gear.getByLabel("Classe").selectOption("dmr");
  await gear.getByLabel("FPS").fill("420");
  await expect(gear.getByText("Soit 1,64 J avec une bille de 0,20 g")).toBeVisible();
  await gear.getByRole("button", { name: "Enregistrer" }).click();
  await expectToast(page, "Équipement ajouté");
  await expect(page.getByText("DMR · 420 fps · 1,64 J")).toBeVisible();

  // The owner's actions are on the profile tab (a phone shows a one-line header on the others).
  await page.locator("main nav").getByRole("link", { name: "Profil", exact: true }).click();
  await page.getByRole("link", { name: "Voir mon profil public" }).click();
  await expect(page).toHaveURL(/\/fr\/user\/[^/]+\/profile$/);
  const publicUrl = page.url();

  // Someone else opens it: what Charlie chose is there, and nothing private anywhere.
  const deltaContext = await secondBrowser(browser, testInfo, baseURL!);
  const delta = await deltaContext.newPage();
  await player(delta.request, baseURL!, "delta");
  await delta.goto(publicUrl);
  await expect(delta.getByRole("heading", { level: 1, name: charlie.username })).toBeVisible();
  await expect(delta.getByText(bio)).toBeVisible();
  await expect(delta.locator('img[src$="/avatars/7.svg"]').first()).toBeVisible();
  await expect(delta.getByText("Indisponible").first()).toBeVisible();
  await expect(delta.getByRole("button", { name: "Ajouter en ami" })).toBeVisible();
  const tabs = delta.locator("main nav");
  for (const tab of ["Profil", "Statistiques", "Parties", "Amis", "Équipement", "Badges"]) {
    await tabs.getByRole("link", { name: tab, exact: true }).click();
    await expect(tabs.getByRole("link", { name: tab, exact: true })).toHaveAttribute("aria-current", "page");
    const text = await delta.locator("main").innerText();
    expect(text).not.toContain(charlie.email);
    expect(text).not.toMatch(/98\s?76\s?54\s?32/);
    expect(text).not.toContain("1990");
  }
  await tabs.getByRole("link", { name: "Équipement", exact: true }).click();
  await expect(delta.getByText("Tokyo Marui VSR-10")).toBeVisible();
  await expect(delta.getByText("DMR · 420 fps · 1,64 J")).toBeVisible();
  await deltaContext.close();
});

test("a profile reads in English, badges included", async ({ page, baseURL }) => {
  const echo = await player(page.request, baseURL!, "echo");
  const userId = await userIdOf(page.request);

  await page.goto(`/en/user/${userId}/profile`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: echo.username })).toBeVisible();
  const tabs = page.locator("main nav");
  const count = await tabs.getByRole("link").count();
  expect(count).toBe(6);
  for (let index = 0; index < count; index++) {
    await tabs.getByRole("link").nth(index).click();
    await expect(tabs.getByRole("link").nth(index)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: echo.username })).toBeVisible();
    // On a phone the full header is the profile tab's; the others show one line, their content in view.
    if (index === 0) await expect(page.getByText(/^Member since/)).toBeVisible();
    else {
      await expect(page.getByText(/^Member since/)).toHaveCount(0);
      expect((await page.locator("main section").first().boundingBox())!.height).toBeLessThan(80);
      expect((await tabs.boundingBox())!.y).toBeLessThan(260);
    }
  }
  await expect(page).toHaveURL(new RegExp(`/en/user/${userId}/badges$`));
  // Ten badges, none earned yet, and not a word of French among them.
  await expect(page.locator("main li h3")).toHaveCount(10);
  await expect(page.locator("main")).not.toContainText(
    /Pas encore obtenu|obtenus? sur|Obtenu le|Baptême du feu|Pilier du terrain|Légende du terrain|Premier briefing|Organisation rodée|Première pierre|dans l'Escouade|Belle bande|exemplaire|Parties appréciées|A joué|A organisé|A fondé|Membre depuis|Compte 10|Noté|Ses parties/,
  );
});
