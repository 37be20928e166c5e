import { test as base, type Page } from "@playwright/test";
import { randomClientAddress } from "./fixtures.ts";

/**
 * Every test is a different person on a different connection: the browser context sends its own
 * X-Forwarded-For (trusted by the e2e server), so per-address rate limits apply per test, as in life.
 * And no journey passes while the app throws: an uncaught error in any of the test's pages fails it,
 * and so does anything the Content-Security-Policy refused (the server enforces it, as in production),
 * and a page the app could not hydrate as the server wrote it.
 */
export const test = base.extend<{ clientAddress: string; pageErrors: void }, { hydrationAware: void }>({
  // The pages of contexts a journey opens itself (another player's phone) wait for hydration too.
  hydrationAware: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const context = await newContext(...args);
        context.on("page", waitForHydration);
        return context;
      };
      await use();
    },
    { auto: true, scope: "worker" },
  ],
  clientAddress: [
    async ({ context }, use) => {
      const address = randomClientAddress();
      await context.setExtraHTTPHeaders({ "x-forwarded-for": address });
      await use(address);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
        page.on("console", (message) => {
          if (/Content Security Policy/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
          // A page React could not hydrate as the server wrote it (in production React reports it as
          // an uncaught error too, numbered 418-425).
          if (message.type() === "error" && /hydrat|react\.dev\/errors\/4(1[89]|2[0-5])/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
        });
      };
      // A refusal the page caught (zod's try at `new Function`) prints nothing: the event says it.
      await context.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`Content Security Policy refused ${event.effectiveDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
        ),
      );
      context.pages().forEach(watch);
      context.on("page", watch);
      context.pages().forEach(waitForHydration);
      context.on("page", waitForHydration);
      await use();
      if (errors.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The app threw ${errors.length} uncaught error(s) or policy violation(s):\n${errors.join("\n")}`);
      }
    },
    { auto: true },
  ],
});

/**
 * A page the server drew shows before it answers taps: a journey, like a player, acts once the
 * app has hydrated it (the root marks `<html data-hydrated>`, decision 031). Nothing holds taps
 * made earlier: links are links, and a button waits for the app.
 */
function waitForHydration(page: Page) {
  for (const method of ["goto", "reload"] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      // A journey that asks for an earlier moment (the page before its scripts) takes it as it is.
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
      const early = options?.waitUntil === "commit";
      if (!early && response?.headers()["content-type"]?.includes("text/html")) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
  }
}

export { expect } from "@playwright/test";
