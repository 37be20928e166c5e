import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectToast, onboardedAccount, openConversationByApi, sendMessageByApi } from "./support/fixtures.ts";
import { COPY, thread } from "./support/messages.ts";

/* Reporting a message to the moderators. */

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
