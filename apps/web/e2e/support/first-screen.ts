import { expect, type Page } from "@playwright/test";

/** The app has hydrated the page the server drew (the root layout marks `<html data-hydrated>`, decision 031). */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/** Holds the app's entry script back, as a slow phone would, until the returned function is called. */
export async function holdEntryScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}
