import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// The system Chromium when there is one (Debian's here); otherwise Playwright's own build.
const chromiumPath = process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
// The journeys are French players in France: the browsers and the tests' own date arithmetic share
// the clock of the games they publish (a reader elsewhere is e2e/venue-time.spec.ts's own journey).
process.env.TZ = "Europe/Paris";

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  // One server, one database: tests use their own accounts, so they could run in parallel,
  // but the machine has two cores and the server needs one.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // On CI a journey that fails once is run again and reported as flaky in the list, so that one
  // unlucky timing on a loaded machine does not hold the whole change back; locally a failure
  // stops at once, to be looked at.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // The service worker would answer navigations from its cache; the journeys test the live app.
    serviceWorkers: "block",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath || undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "phone",
      // Desktop layouts (side-by-side panes) have no phone counterpart to check.
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    {
      name: "desktop",
      grep: /@desktop/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
