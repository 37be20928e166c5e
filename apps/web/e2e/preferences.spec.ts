import { expect, test } from "./support/test.ts";

test("switching to English changes the URL and the texts @desktop", async ({ page, isMobile }) => {
  await page.goto("/fr/auth");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  if (isMobile) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("button", { name: "English" }).click();
  } else {
    await page.getByRole("button", { name: /^Changer de langue/ }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
  }
  await expect(page).toHaveURL(/\/en\/auth$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The choice is remembered: the bare root now leads to English.
  await page.goto("/");
  await expect(page).toHaveURL(/\/en$/);
});

test("the theme can be switched and survives a reload @desktop", async ({ page, isMobile }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/fr");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  if (isMobile) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("button", { name: "Sombre" }).click();
  } else {
    await page.getByRole("button", { name: "Changer de thème" }).click();
    await page.getByRole("menuitem", { name: "Sombre" }).click();
  }
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("the app is installable: manifest and service worker are served", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.display).toBe("standalone");
  expect(manifest.start_url).toBe("/");
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === "maskable")).toBe(true);
  const sw = await request.get("/sw.js");
  expect(sw.ok()).toBe(true);
  expect(await sw.text()).toContain("precache");
});
