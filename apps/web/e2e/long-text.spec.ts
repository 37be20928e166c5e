import { request as playwrightRequest, type Page } from "@playwright/test";
import { createGameByApi, expectToast, onboardedAccount, openConversationByApi, sendMessageByApi } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

// What players paste: a video link with its tracking, a payment page, and a word with no break.
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=3&t=42s&si=airsoft-nocturne-lyon";
const PAYMENT = "https://www.helloasso.com/associations/les-loups-du-rhone-airsoft/evenements/operation-nocturne-foret-de-chambaran-samedi-14-mars";
const LONG_WORD = "A".repeat(1000);

/** The page is no wider than the phone's screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function expectSafeLink(page: Page, href: string) {
  const link = page.locator("main").locator(`a[href="${href}"]`).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("rel", "noopener nofollow ugc");
  await expect(link).toHaveAttribute("target", "_blank");
}

test("long links and unbroken words never widen a phone's page, and web addresses become safe links", async ({ page, baseURL }) => {
  const me = await onboardedAccount(page.request, baseURL!, "longue");

  // A bio written through the editor: the sheet stays on the screen, "Enregistrer" within reach.
  await page.goto("/fr/profile/profile");
  await page.getByRole("button", { name: "Modifier le profil" }).click();
  const editor = page.getByRole("dialog", { name: "Modifier mon profil" });
  await editor.getByLabel("À propos").fill(`Ma chaîne : ${VIDEO}\n${LONG_WORD.slice(0, 900)}`);
  await expectNoSidewaysScroll(page);
  const save = editor.getByRole("button", { name: "Enregistrer" });
  await save.scrollIntoViewIfNeeded();
  const box = await save.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await save.click();
  await expectToast(page, "Profil mis à jour");
  await expectNoSidewaysScroll(page);
  await expectSafeLink(page, VIDEO);

  // Seen by another player, on the public profile.
  const otherRequest = await playwrightRequest.newContext({ baseURL });
  const other = await onboardedAccount(otherRequest, baseURL!, "lectrice");
  await page.goto(`/fr/user/${other.userId}`);
  await expectNoSidewaysScroll(page);
  await page.goto(`/fr/user/${me.userId}`);
  await expectSafeLink(page, VIDEO);
  await expectNoSidewaysScroll(page);

  // A game whose description carries the payment page and the long word.
  const game = await createGameByApi(page.request, baseURL!, { description: `Paiement : ${PAYMENT}\n${LONG_WORD}`, rules: `Règles : ${LONG_WORD}` });
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { level: 1, name: game.title })).toBeVisible();
  await expectSafeLink(page, PAYMENT);
  await expectNoSidewaysScroll(page);

  // A message with both.
  const conversationId = await openConversationByApi(page.request, baseURL!, other.userId);
  await sendMessageByApi(otherRequest, baseURL!, conversationId, `Regarde ${VIDEO} ${LONG_WORD.slice(0, 500)}`);
  await page.goto(`/fr/messages/${conversationId}`);
  await expect(page.locator("main").locator(`a[href="${VIDEO}"]`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await otherRequest.dispose();
});
