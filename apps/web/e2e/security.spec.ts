import { expect, test } from "@playwright/test";

// Plain Playwright test, not ./support/test.ts: this journey provokes a violation on purpose, which
// the shared fixture would count as a failure.

test("the browser enforces the policy: an injected inline script does not run, and the page reports it @desktop-only", async ({ page }) => {
  const response = await page.goto("/fr");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(page.getByRole("link", { name: /Escouade/ }).first()).toBeVisible();

  const outcome = await page.evaluate(async () => {
    const reported = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), { once: true }),
    );
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.head.append(script);
    const directive = await Promise.race([reported, new Promise<string>((resolve) => setTimeout(() => resolve("none reported"), 3000))]);
    return { ran: (window as unknown as { __injected?: boolean }).__injected === true, directive };
  });
  expect(outcome).toEqual({ ran: false, directive: "script-src-elem" });
});

test("another site cannot frame the app @desktop-only", async ({ page, baseURL }) => {
  // A page of another origin (about:blank's opaque one) that frames the app: the browser refuses
  // the frame, and says so; then the frame stays empty.
  const refused = page.waitForEvent("console", (message) => /frame-ancestors/.test(message.text()));
  await page.setContent(`<iframe src="${baseURL}/fr" title="framed"></iframe>`);
  expect((await refused).text()).toContain("frame-ancestors 'none'");
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("link", { name: /Escouade/ })).toHaveCount(0);
});
