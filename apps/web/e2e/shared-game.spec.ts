import { PASSWORD, createGameByApi, expectToast, onboardedPlayer, readCode, uniqueEmail, uniqueUsername } from "./support/fixtures.ts";
import { preview } from "./support/preview.ts";
import { expect, test } from "./support/test.ts";

test("a shared link to a public game shows a stranger its teaser, with a preview, and keeps the link through sign-up, code and onboarding", async ({
  page,
  browser,
  baseURL,
}) => {
  const host = await browser.newContext({ baseURL });
  await onboardedPlayer(host.request, baseURL!, "share-host");
  const game = await createGameByApi(host.request, baseURL!, { priceCents: 1200 });
  await host.close();

  // What a messenger or a Facebook group shows of the link.
  const card = await preview(page.request, `/fr/games/${game.id}`);
  expect(card.status).toBe(200);
  expect(card.meta("og:title")).toBe(`${game.title} — Escouade`);
  expect(card.meta("og:description")).toContain("Lyon");
  expect(card.meta("twitter:card")).toBe("summary");
  expect(card.jsonLd).toMatchObject({
    "@type": "Event",
    name: game.title,
    location: { address: { addressLocality: "Lyon" } },
    offers: { price: "12.00", priceCurrency: "EUR" },
  });

  // The teaser, drawn on the server, with no red toast.
  await page.goto(`/fr/games/${game.id}`);
  await expect(page.getByRole("heading", { level: 1, name: game.title })).toBeVisible();
  await expect(page.getByText("Lyon")).toBeVisible();
  await expect(page.getByText("12\u00a0€")).toBeVisible();
  await expect(page.getByText("20 places restantes")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Connectez-vous ou créez un compte pour vous inscrire" })).toBeVisible();
  await expect(page.getByText("Connectez-vous pour accéder à cette page")).toHaveCount(0);
  // Nothing of what the game's page keeps for players: no description, no registration.
  await expect(page.getByText("Une opération de jour en forêt")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "S'inscrire" })).toHaveCount(0);

  // Sign-up, code and onboarding, then on to the game.
  const email = uniqueEmail("share-guest");
  await page.getByRole("link", { name: "Créer un compte" }).click();
  await expect(page).toHaveURL(/\/fr\/auth\/signup\?redirect=/);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmer le mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page).toHaveURL(/\/fr\/auth\/email-verification-otp\?.*redirect=/);
  await page.getByLabel("Code de vérification").fill(await readCode(email));
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expectToast(page, "Adresse e-mail vérifiée");
  await expect(page).toHaveURL(/\/fr\/register\?redirect=/);
  await page.getByLabel("Pseudo").fill(uniqueUsername("Invite"));
  await page.getByLabel("Prénom").fill("Lou");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
  await page.getByLabel("Date de naissance").fill("1996-02-03");
  await page.getByLabel("Ville").fill("Lyon");
  await page.getByLabel("Code postal").fill("69003");
  await page.getByLabel(/J'accepte les conditions/).check();
  await page.getByRole("button", { name: "Terminer mon inscription" }).click();
  await expectToast(page, "Inscription terminée");
  await expect(page).toHaveURL(new RegExp(`/fr/games/${game.id}$`));
  await expect(page.getByRole("button", { name: "S'inscrire" })).toBeVisible();
});

test("a friends-only, a private and an unknown game look the same to a stranger: nothing of themselves", async ({ page, browser, baseURL }) => {
  const host = await browser.newContext({ baseURL });
  await onboardedPlayer(host.request, baseURL!, "share-secret");
  const friends = await createGameByApi(host.request, baseURL!, { visibility: "friends" });
  const secret = await createGameByApi(host.request, baseURL!, { visibility: "private" });
  await host.close();

  const pages = await Promise.all([friends.id, secret.id, 999_999_999].map((id) => preview(page.request, `/fr/games/${id}`)));
  for (const [index, card] of pages.entries()) {
    expect(card.status, String(index)).toBe(200);
    expect(card.meta("og:title"), String(index)).toBe("Une partie d'airsoft — Escouade");
    expect(card.jsonLd, String(index)).toBeNull();
  }
  expect(pages[0]!.html).not.toContain(friends.title);
  expect(pages[1]!.html).not.toContain(secret.title);
  // The same page whatever the id: its main part and its head, once the id itself is set aside.
  const bare = (html: string, id: number) =>
    [/<main[\s\S]*<\/main>/.exec(html)?.[0], /<head>[\s\S]*<\/head>/.exec(html)?.[0]]
      .join("")
      // Only where a page names its game (its links): a small id is also an SVG's stroke width.
      .replace(new RegExp(`(?<=games/|games%2F)${id}(?![\\w.-])`, "g"), "ID");
  const unknown = bare(pages[2]!.html, 999_999_999);
  expect(unknown).toContain("Une partie d&#x27;airsoft");
  expect(bare(pages[0]!.html, friends.id)).toBe(unknown);
  expect(bare(pages[1]!.html, secret.id)).toBe(unknown);

  await page.goto(`/fr/games/${secret.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Une partie d'airsoft" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", `/fr/auth?redirect=${encodeURIComponent(`/fr/games/${secret.id}`)}`);
});

test("the sitemap lists the public pages in four languages and upcoming public games, and robots.txt points to it", async ({ page, browser, baseURL }) => {
  const host = await browser.newContext({ baseURL });
  await onboardedPlayer(host.request, baseURL!, "share-map");
  const listed = await createGameByApi(host.request, baseURL!);
  const hidden = await createGameByApi(host.request, baseURL!, { visibility: "private" });
  await host.close();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  for (const lang of ["fr", "en", "es", "de"]) {
    expect(sitemap).toContain(`/${lang}/search/games</loc>`);
    expect(sitemap).toContain(`/${lang}/games/${listed.id}</loc>`);
  }
  expect(sitemap).not.toContain(`/games/${hidden.id}<`);
  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});
