import { expect, test } from "./support/test.ts";
import { createGameByApi, onboardedPlayer } from "./support/fixtures.ts";

// The organizer's computer is in London; the game is near Lyon, an hour ahead of it.
test.use({ timezoneId: "Europe/London" });

/** "09:00": a moment on a zone's clock. */
const clockIn = (moment: Date, timeZone: string) => new Intl.DateTimeFormat("fr-FR", { timeZone, hour: "2-digit", minute: "2-digit" }).format(moment);

test("a game's times are its field's clock: labelled for a reader in another zone, typed in it by the organizer, unlabelled at home @desktop", async ({
  page,
  browser,
  baseURL,
}) => {
  await onboardedPlayer(page.request, baseURL!, "orga-londres");
  // Ten days ahead at 08:00 UTC: 09:00 near Lyon in winter, 10:00 in summer; 08:00 or 09:00 in London.
  const startsAt = new Date(Date.now() + 10 * 24 * 3600 * 1000);
  startsAt.setUTCHours(8, 0, 0, 0);
  const { id } = await createGameByApi(page.request, baseURL!, {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 8 * 3600 * 1000).toISOString(),
  });
  const field = clockIn(startsAt, "Europe/Paris");
  const london = clockIn(startsAt, "Europe/London");

  // In London: the field's time, said to be local, and the reader's own beneath it.
  await page.goto(`/fr/games/${id}`);
  const when = page.getByText(/heure locale/).first();
  await expect(when).toContainText(field);
  await expect(page.getByText(`à votre heure`)).toContainText(london);

  // The form shows and takes the field's clock: the organizer moves the start to 10:30 there.
  await page.goto(`/fr/games/${id}/edit`);
  const start = page.getByLabel("Début", { exact: true });
  await expect(start).toHaveValue(new RegExp(`T${field}$`));
  await expect(page.getByText("Heure locale du terrain").first()).toBeVisible();
  const day = (await start.inputValue()).slice(0, 10);
  await start.fill(`${day}T10:30`);
  await page.getByRole("button", { name: /Enregistrer/ }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/games/${id}$`));
  await expect(page.getByText(/heure locale/).first()).toContainText("10:30");

  // A visitor whose phone is set to Paris (the shared link's teaser) reads the same time, with nothing added.
  const paris = await browser.newContext({ baseURL, timezoneId: "Europe/Paris", locale: "fr-FR", serviceWorkers: "block" });
  const reader = await paris.newPage();
  await reader.goto(`/fr/games/${id}`);
  await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(reader.getByText(/10:30/).first()).toBeVisible();
  await expect(reader.getByText(/heure locale/)).toHaveCount(0);
  await paris.close();
});
