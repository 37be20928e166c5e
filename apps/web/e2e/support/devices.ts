import { expect, type Browser } from "@playwright/test";
import { PASSWORD, randomClientAddress } from "./fixtures.ts";

export const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
export const WINDOWS_EDGE = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0";

/** The same account signed in on another device: its own browser context, user agent and address. */
export async function signedInElsewhere(browser: Browser, baseURL: string, email: string, userAgent: string) {
  const context = await browser.newContext({ baseURL, userAgent });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": randomClientAddress() });
  const response = await context.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers: { origin: baseURL } });
  expect(response.ok(), await response.text()).toBe(true);
  const signedIn = async () => ((await (await context.request.get("/api/auth/get-session")).json()) as unknown) !== null;
  return { context, signedIn };
}
