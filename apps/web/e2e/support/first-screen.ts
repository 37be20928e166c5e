import { ADOPTED_ATTRIBUTE } from "@escouade/contracts/prerender";
import { expect, type Page } from "@playwright/test";

/** The app has adopted the written page (the root layout marks it once committed: decisions 025, 026). */
export async function adopted(page: Page) {
  await expect(page.locator("#root")).toHaveAttribute(ADOPTED_ATTRIBUTE, "");
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
