import { test as base } from "@playwright/test";
import { randomClientAddress } from "./fixtures.ts";

/**
 * Every test is a different person on a different connection: the browser context sends its own
 * X-Forwarded-For (trusted by the e2e server), so per-address rate limits apply per test, as in life.
 */
export const test = base.extend<{ clientAddress: string }>({
  clientAddress: [
    async ({ context }, use) => {
      const address = randomClientAddress();
      await context.setExtraHTTPHeaders({ "x-forwarded-for": address });
      await use(address);
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
