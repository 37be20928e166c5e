import { expect, test } from "./support/test.ts";
import { expectToast, onboardedPlayer } from "./support/fixtures.ts";

test("a player turns a kind of notification off and on again, by keyboard and by touch: the choice is kept @desktop", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "reglages");
  await page.goto("/fr/settings");

  const pings = page.getByRole("group", { name: "Pings" });
  const inApp = pings.getByRole("switch", { name: "Dans l'application" });
  const byEmail = pings.getByRole("switch", { name: "Par e-mail" });
  // The defaults: everything in the app, pings not by e-mail, friend requests by e-mail.
  await expect(inApp).toBeChecked();
  await expect(byEmail).not.toBeChecked();
  await expect(page.getByRole("group", { name: "Amis" }).getByRole("switch", { name: "Par e-mail" })).toBeChecked();

  // Off from the keyboard, and e-mails on with a tap on the switch's line.
  await inApp.focus();
  await page.keyboard.press("Space");
  await expect(inApp).not.toBeChecked();
  await expect(page.getByText("Préférence enregistrée")).toBeAttached();
  await pings
    .locator("label")
    .filter({ has: page.getByRole("switch", { name: "Par e-mail" }) })
    .click();
  await expect(byEmail).toBeChecked();
  await expect(page.getByText("Préférence enregistrée")).toBeAttached();

  await page.reload();
  await expect(inApp).not.toBeChecked();
  await expect(byEmail).toBeChecked();
  await expect(page.getByRole("group", { name: "Mes parties" }).getByRole("switch", { name: "Dans l'application" })).toBeChecked();

  // Back on.
  await pings
    .locator("label")
    .filter({ has: page.getByRole("switch", { name: "Dans l'application" }) })
    .click();
  await expect(inApp).toBeChecked();
  await expect(page.getByText("Préférence enregistrée")).toBeAttached();
  await page.reload();
  await expect(inApp).toBeChecked();
  await expect(byEmail).toBeChecked();
});

test("a change the server does not take goes back, with a message @desktop", async ({ page, baseURL }) => {
  await onboardedPlayer(page.request, baseURL!, "reglages-echec");
  await page.goto("/fr/settings");
  const shopsByEmail = page.getByRole("group", { name: "Boutiques et lieux gérés" }).getByRole("switch", { name: "Par e-mail" });
  await expect(shopsByEmail).not.toBeChecked();

  await page.route("**/trpc/notifications.setPreference*", (route) => route.abort());
  await shopsByEmail.focus();
  await page.keyboard.press("Space");
  await expectToast(page, "Connexion impossible, vérifiez votre connexion internet");
  await expect(shopsByEmail).not.toBeChecked();

  await page.unrouteAll();
  await page.reload();
  await expect(shopsByEmail).not.toBeChecked();
});
