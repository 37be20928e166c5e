import { expect, type Page } from "@playwright/test";

/** Waits until the service worker is active and its precache holds the app's page and the language chunks. */
export async function waitForOfflineReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          if (registration?.active?.state !== "activated") return "not active";
          const names = await caches.keys();
          const precache = names.find((name) => name.includes("precache"));
          if (!precache) return "no precache";
          const urls = (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname);
          return urls.includes("/index.html") && urls.some((url) => url.endsWith(".js")) ? "ready" : "precaching";
        }),
      { timeout: 30_000 },
    )
    .toBe("ready");
}
