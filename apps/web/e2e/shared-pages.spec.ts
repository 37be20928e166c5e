import { request as playwrightRequest } from "@playwright/test";
import { createTeamByApi, onboardedPlayer, setSiteRole, trpcMutation } from "./support/fixtures.ts";
import { preview } from "./support/preview.ts";
import { expect, test } from "./support/test.ts";

test("a team's link shows a stranger what the team shows the world, with a preview, and its whole page once signed in", async ({ page, browser, baseURL }) => {
  const leader = await browser.newContext({ baseURL });
  await onboardedPlayer(leader.request, baseURL!, "chef");
  const team = await createTeamByApi(leader.request, baseURL!, {
    description: "Milsim le week-end autour de Nantes.",
    recruiting: true,
    recruitingText: "Nous cherchons un infirmier.",
  });
  const input = encodeURIComponent(JSON.stringify({ json: { slug: team.slug } }));
  const whole = (await (await leader.request.get(`/trpc/teams.getTeam?input=${input}`)).json()) as {
    result: { data: { json: { members: { username: string }[] } } };
  };
  const username = whole.result.data.json.members[0]!.username;
  // Signed in: the whole page, its members by name.
  const leaderPage = await leader.newPage();
  await leaderPage.goto(`/fr/teams/${team.slug}`);
  await expect(leaderPage.getByRole("heading", { level: 1, name: team.name })).toBeVisible();
  await expect(leaderPage.getByRole("link", { name: username }).first()).toBeVisible();
  await leader.close();

  // What a Discord server or a club's site shows of the link, and what a search engine reads.
  const card = await preview(page.request, `/fr/teams/${team.slug}`);
  expect(card.status).toBe(200);
  expect(card.meta("og:title")).toBe(`${team.name} — Escouade`);
  expect(card.meta("og:url")).toMatch(new RegExp(`/fr/teams/${team.slug}$`));
  expect(card.meta("og:description")).toContain("Nantes");
  expect(card.jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "SportsTeam",
    name: team.name,
    sport: "Airsoft",
    location: { address: { addressLocality: "Nantes", addressCountry: "FR" } },
  });

  // The public face, drawn on the server: no login wall, no member's name.
  await page.goto(`/fr/teams/${team.slug}`);
  await expect(page).toHaveURL(new RegExp(`/fr/teams/${team.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: team.name })).toBeVisible();
  await expect(page.getByText("1 membre")).toBeVisible();
  await expect(page.getByText("Recrute", { exact: true })).toBeVisible();
  await expect(page.getByText("Nous cherchons un infirmier.")).toBeVisible();
  await expect(page.getByText("Milsim le week-end autour de Nantes.")).toBeVisible();
  await expect(page.getByText(username)).toHaveCount(0);
  await expect(page.getByText("Connectez-vous pour accéder à cette page")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Connectez-vous pour voir ses membres et la rejoindre" })).toBeVisible();
  // The way in brings the visitor back to the team.
  await expect(page.getByRole("link", { name: "Se connecter" })).toHaveAttribute(
    "href",
    new RegExp(`redirect=${encodeURIComponent(`/fr/teams/${team.slug}`)}`),
  );

  // An unknown team is not found, with nothing for a preview.
  const unknown = await preview(page.request, "/fr/teams/personne-ici");
  expect(unknown.status).toBe(404);
  expect(unknown.jsonLd).toBeNull();
});

test("a field's page tells a search engine what and where it is", async ({ page, baseURL }) => {
  const moderator = await playwrightRequest.newContext({ baseURL });
  await setSiteRole(await onboardedPlayer(moderator, baseURL!, "modo"), "moderator");
  const name = `Terrain ${Math.random().toString(36).slice(2, 7)}`;
  const address = { street: "Chemin des Crêtes", city: "Lyon", postalCode: "69009", country: "fr", latitude: 45.7801, longitude: 4.8057 };
  const { id } = await trpcMutation<{ id: number }>(moderator, baseURL!, "shops.reportShop", {
    name,
    type: "field",
    address,
    website: "https://terrain.example",
    comment: "",
  });
  await trpcMutation(moderator, baseURL!, "shops.moderateShop", { shopId: id, decision: "approved" });
  await moderator.dispose();

  const card = await preview(page.request, `/en/shops/${id}`);
  expect(card.status).toBe(200);
  expect(card.meta("og:title")).toBe(`${name} — Escouade`);
  expect(card.meta("og:url")).toMatch(new RegExp(`/en/shops/${id}$`));
  expect(card.jsonLd).toMatchObject({
    "@type": "SportsActivityLocation",
    name,
    address: { streetAddress: "Chemin des Crêtes", addressLocality: "Lyon", postalCode: "69009", addressCountry: "FR" },
    geo: { latitude: 45.7801, longitude: 4.8057 },
    sameAs: ["https://terrain.example"],
  });
  // Nobody has rated it yet: no rating is claimed.
  expect(card.jsonLd).not.toHaveProperty("aggregateRating");
});
