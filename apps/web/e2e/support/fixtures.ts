import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { STATE_FILE } from "./state.ts";

const mailApi = () => (JSON.parse(readFileSync(STATE_FILE, "utf8")) as { mailApi: string }).mailApi;

export const PASSWORD = "Tir-groupe-2025";

export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@escouade.test`;
}

export function uniqueUsername(label: string) {
  return `${label}${Math.random().toString(36).slice(2, 8)}`;
}

/** Waits for the newest mail to `to` (after `after` mails) at the real SMTP sink and returns its code. */
export async function readCode(to: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${mailApi()}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as Array<{ text: string }>;
        code = mails.length > after ? mails[mails.length - 1]!.text.match(/\b(\d{6})\b/)?.[1] : undefined;
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

export async function mailCount(to: string): Promise<number> {
  const res = await fetch(`${mailApi()}/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as unknown[]).length;
}

/** Creates an account through the auth API in the page's browser context (the cookie lands there). */
export async function signUpByApi(request: APIRequestContext, baseURL: string, email: string) {
  const res = await request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: email.split("@")[0], lang: "fr" },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBeTruthy();
}

export async function verifyByApi(request: APIRequestContext, baseURL: string, email: string) {
  const otp = await readCode(email);
  const res = await request.post("/api/auth/email-otp/verify-email", { data: { email, otp }, headers: { origin: baseURL } });
  expect(res.ok()).toBeTruthy();
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

/** Completes onboarding through the real tRPC endpoint (superjson body), as the form would. */
export async function onboardByApi(request: APIRequestContext, baseURL: string, username: string) {
  const res = await request.post("/trpc/profiles.completeOnboarding", {
    data: {
      json: {
        username,
        firstName: "Alex",
        lastName: "Morel",
        phone: "+33 6 98 76 54 32",
        birthDate: "1990-03-21",
        country: "fr",
        city: "Nantes",
        postalCode: "44000",
        languages: ["fr"],
        termsAccepted: true,
      },
    },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBeTruthy();
}
