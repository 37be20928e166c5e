import type { OnboardingInput } from "@escouade/contracts/profile";
import { expect } from "vitest";
import { type Client, uniqueEmail, uniqueUsername } from "./app.ts";
import { extractCode, type ReceivedMail } from "./mail.ts";

export const GOOD_PASSWORD = "Cible-Mouvante-42";

/** A complete, valid onboarding form; override what a test is about. */
export function onboardingInput(overrides: Partial<Record<keyof OnboardingInput, unknown>> = {}): OnboardingInput {
  return {
    username: uniqueUsername(),
    firstName: "Jeanne",
    lastName: "Dupont",
    phone: "+33 6 12 34 56 78",
    birthDate: "1990-05-14",
    country: "fr",
    city: "Lyon",
    postalCode: "69001",
    languages: ["fr", "en"],
    termsAccepted: true,
    ...overrides,
  } as OnboardingInput;
}

/** Anything that can hand over the mail sent to an address (the SMTP sink, or a capturing mailer). */
export interface MailSource {
  waitForMail(to: string, options?: { subject?: string | RegExp; nth?: number }): Promise<Pick<ReceivedMail, "subject" | "text" | "html">>;
}

/**
 * Signs a new user up, then in with their password, as someone who left the verification screen
 * and came back would: signed in, not verified. (Sign-up itself signs no one in: it answers the
 * same for an address that already has an account.)
 */
export async function signUp(client: Client, options: { email?: string; password?: string; lang?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? GOOD_PASSWORD;
  const result = await client.signUp({ email, password, name: "Joueur", lang: options.lang ?? "fr" });
  expect(result.status, result.raw).toBe(200);
  const signedIn = await client.signIn(email, password);
  expect(signedIn.status, signedIn.raw).toBe(200);
  return { email, password };
}

/** Signs a new user up and verifies their address with the code from the mail they received. */
export async function signUpVerified(client: Client, mail: MailSource, options: { email?: string; password?: string; lang?: string } = {}) {
  const user = await signUp(client, options);
  const received = await mail.waitForMail(user.email);
  const verified = await client.verifyEmail(user.email, extractCode(received.text));
  expect(verified.status, verified.raw).toBe(200);
  return user;
}

/** A signed-in, verified user who has completed onboarding. */
export async function onboardedUser(client: Client, mail: MailSource, overrides: Parameters<typeof onboardingInput>[0] = {}) {
  const user = await signUpVerified(client, mail);
  const input = onboardingInput(overrides);
  const result = await client.mutation("profiles.completeOnboarding", input);
  expect(result.ok, result.raw).toBe(true);
  return { ...user, input };
}
