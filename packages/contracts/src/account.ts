import { z } from "./zod.ts";
import { otpSchema } from "./auth.ts";
import { LIMITS } from "./limits.ts";
import { VALIDATION } from "./validation.ts";

/**
 * Deleting one's account is confirmed by the password or, for who forgot it, by a code sent to
 * the account's address (docs/product.md §8).
 */
export const deleteAccountSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("password"), password: z.string().min(1, VALIDATION.required).max(LIMITS.passwordMax, VALIDATION.passwordTooLong) }),
  z.object({ method: z.literal("code"), code: otpSchema }),
]);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** Codes for deleting an account, per account and hour: each one is an e-mail. */
export const DELETION_CODES_PER_HOUR = 5;

/**
 * Accounts nobody signed in to for this long are warned, then deleted (the CNIL's recommendation
 * for inactive accounts; the privacy policy says so). The warning always leaves at least
 * `INACTIVITY_NOTICE_DAYS` to come back before the deletion.
 */
export const INACTIVITY_WARNING_MONTHS = 23;
export const INACTIVITY_DELETION_MONTHS = 24;
export const INACTIVITY_NOTICE_DAYS = 30;

/** One of the player's devices, signed out from the account's settings: named by its session's id, never its token. */
export const endSessionSchema = z.object({ sessionId: z.string().min(1).max(64) });
export type EndSessionInput = z.infer<typeof endSessionSchema>;
