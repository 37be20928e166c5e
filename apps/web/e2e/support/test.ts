import { test as base, type Page } from "@playwright/test";
import { randomClientAddress } from "./fixtures.ts";

/**
 * Every test is a different person on a different connection: the browser context sends its own
 * X-Forwarded-For (trusted by the e2e server), so per-address rate limits apply per test, as in life.
 * And no journey passes while the app throws: an uncaught error in any of the test's pages fails it,
 * and so does anything the Content-Security-Policy refused (the server enforces it, as in production),
 * and a prerendered page the app could not adopt as it was written.
 */
export const test = base.extend<{ clientAddress: string; pageErrors: void }>({
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
          // A prerendered page React could not adopt as it was written (decision 025).
          if (message.type() === "error" && /hydrat/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
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
      await use();
      if (errors.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The app threw ${errors.length} uncaught error(s) or policy violation(s):\n${errors.join("\n")}`);
      }
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
