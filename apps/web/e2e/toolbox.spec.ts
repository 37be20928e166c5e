import { expect, test } from "./support/test.ts";

test("a visitor on a phone computes joules from FPS, changes the BB, reads the engagement distance and searches the glossary", async ({ page }) => {
  await page.goto("/fr/toolbox");
  await expect(page.getByRole("heading", { level: 1, name: "Boîte à outils" })).toBeVisible();
  await expect(page).toHaveTitle("Boîte à outils airsoft : calculateurs et glossaire — Escouade");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Convertissez FPS, m\/s et joules/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Boîte à outils airsoft : calculateurs et glossaire — Escouade");

  const weight = page.getByLabel("Poids de bille");
  const fps = page.getByLabel("Vitesse en FPS");
  const joules = page.getByLabel("Énergie en joules");
  const energy = page.getByRole("status", { name: "Énergie à la bouche" });
  await expect(weight).toHaveValue("0.2");

  // 350 fps at 0.20 g: ½ × 0.0002 × (350 × 0.3048)² = 1.138 J.
  await fps.fill("350");
  await expect(energy).toHaveText("1,14\u00a0J");
  await expect(joules).toHaveValue("1,14");
  await expect(page.getByLabel("Vitesse en m/s")).toHaveValue("106,7");

  // A heavier BB keeps the replica's energy and leaves the barrel slower: 350 × √(0.20 / 0.25) = 313 fps.
  await weight.selectOption("0.25");
  await expect(joules).toHaveValue("1,14");
  await expect(fps).toHaveValue("313");
  await expect(energy).toHaveText("1,14\u00a0J");
  // The field classes now show the FPS at 0.25 g beside those at 0.20 g.
  await expect(page.getByRole("row", { name: /AEG/ })).toContainText("313");

  // 1.14 J needs no minimum distance; the band is the one highlighted.
  const highlighted = page.locator('tr[aria-current="true"]');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText("jusqu'à 1,2\u00a0J");
  await expect(highlighted).toContainText("Aucune");

  // A DMR at 450 fps with 0.20 g BBs: 1.88 J, so 15 m.
  await weight.selectOption("0.2");
  await fps.fill("450");
  await expect(energy).toHaveText("1,88\u00a0J");
  await expect(highlighted).toContainText("15\u00a0m");
  await expect(page.getByRole("status", { name: "Distance minimale d'engagement" })).toHaveText("15\u00a0m");

  // Battery: 1200 mAh at 20 C gives 24 A; 11.1 V is a 3S pack.
  await page.getByLabel("Tension", { exact: true }).fill("11,1");
  await page.getByLabel("Capacité").fill("1200");
  await page.getByLabel("Taux de décharge").fill("20");
  await expect(page.getByRole("definition").filter({ hasText: "nominale" })).toHaveText("3S 11,1\u00a0V nominale, 12,6\u00a0V en pleine charge");
  await expect(page.getByText("24\u00a0A", { exact: true })).toBeVisible();

  // The glossary: all its terms, then "hop" finds Hop-up.
  const terms = page.getByTestId("glossary-terms");
  await expect(page.getByText(/^\d+ termes$/)).toHaveText(/^(6\d|[7-9]\d) termes$/);
  await page.getByLabel("Chercher un terme").fill("hop");
  await expect(terms.getByRole("term").first()).toHaveText("Hop-up");
  await expect(terms).toContainText("Système qui donne à la bille un effet rétro");
});

test("in English, the glossary is English through and through", async ({ page }) => {
  await page.goto("/en/toolbox");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const terms = page.getByTestId("glossary-terms");
  await expect(terms).toContainText("Gives the BB backspin (the Magnus effect)");
  await expect(terms).toContainText("Eye protection, compulsory and never removed during play.");
  // Nothing of the French glossary is left.
  await expect(terms).not.toContainText(/\b(bille|réplique|les|des|une|avec)\b/i);
});
