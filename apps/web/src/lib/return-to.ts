import * as z from "zod/mini";

/**
 * Where a visitor was going before sign-in (`?redirect=`), kept through sign-up, the e-mail code
 * and onboarding, so a shared game's link lands on that game (decision 031). Only same-site paths:
 * an open redirect would let a link send people anywhere after sign-in.
 */
export const returnToFields = { redirect: z.catch(z.optional(z.string().check(z.maxLength(2000), z.regex(/^\/(?![/\\])/))), undefined) };

export const returnToSchema = z.object(returnToFields);

/** The search to carry the destination on to the next step: none when there is none. */
export function carryReturnTo(redirect: string | undefined): { redirect?: string } {
  return redirect ? { redirect } : {};
}
