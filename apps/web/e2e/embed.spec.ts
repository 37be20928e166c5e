import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createGameByApi, onboardedPlayer } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

/** A club's own website, on another origin: one page holding what the organizer pasted. */
async function clubSite(snippet: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!DOCTYPE html><html lang="en"><head><title>Airsoft Club</title></head><body><h1>Our club</h1>${snippet}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/`, server };
}

test("an organizer copies the widget from the settings; a club's site on another origin shows their games, in its language, with a way to register @desktop", async ({
  page,
  context,
  baseURL,
}) => {
  await onboardedPlayer(page.request, baseURL!, "club");
  const game = await createGameByApi(page.request, baseURL!, { title: `Widget ${Math.random().toString(36).slice(2, 7)}`, maxPlayers: 20 });
  const hidden = await createGameByApi(page.request, baseURL!, { title: "Entre amis seulement", visibility: "friends" });

  await page.goto("/fr/settings");
  const card = page.getByRole("region", { name: "Vos parties sur votre site" });
  await card.getByLabel("Langue").selectOption("en");
  await card.getByLabel("Thème").selectOption("dark");
  const snippet = await card.getByLabel("Code à coller").inputValue();
  expect(snippet).toMatch(new RegExp(`^<iframe src="${baseURL}/embed/organizer/[^"?]+\\?lang=en&amp;theme=dark"`));

  const site = await clubSite(snippet);
  try {
    const visitor = await context.newPage();
    // Not one of our pages: nothing to wait for but its load (the helper's "commit" skips the app's hydration).
    await visitor.goto(site.url, { waitUntil: "commit" });
    await visitor.waitForLoadState("load");
    const widget = visitor.frameLocator("iframe");
    await expect(widget.getByRole("heading", { level: 1 })).toContainText("Upcoming games");
    await expect(widget.getByText(game.title)).toBeVisible();
    await expect(widget.getByText("20 places left")).toBeVisible();
    await expect(widget.getByText(hidden.title)).toHaveCount(0);
    const register = widget.getByRole("link", { name: "Register" });
    await expect(register).toHaveAttribute("href", `${baseURL}/en/games/${game.id}`);
    await expect(register).toHaveAttribute("target", "_blank");
    await visitor.close();
  } finally {
    site.server.close();
  }

  // Small, with nothing of the app in it: no script, no stylesheet to fetch.
  const src = /src="([^"]+)"/.exec(snippet)![1]!.replace(/&amp;/g, "&");
  const response = await page.request.get(src, { headers: { cookie: "" } });
  const html = await response.text();
  expect(response.headers()["set-cookie"]).toBeUndefined();
  expect(html).not.toContain("<script");
  expect(html).not.toContain("<link");
  expect(Buffer.byteLength(html)).toBeLessThan(30_000);
});
