import { z } from "./zod.ts";
import { boundedDate, serialIdSchema } from "./validation.ts";

/**
 * A confirmed registration's ticket (docs/product.md §4): `ESC1.<game>.<registration>.<signature>`, signed by
 * the server so it cannot be made up or edited; shown as a QR code, typed when a camera fails.
 */
export const TICKET_PREFIX = "ESC1";
export const TICKET_CODE_MAX = 100;

export interface TicketParts {
  gameId: number;
  registrationId: number;
  signature: string;
}

/** The parts of a ticket's text, or null when it is not shaped like one (the signature is the server's to check). */
export function parseTicketCode(code: string): TicketParts | null {
  const match = /^ESC1\.(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(code.trim());
  if (!match) return null;
  const gameId = Number(match[1]);
  const registrationId = Number(match[2]);
  if (!Number.isSafeInteger(gameId) || !Number.isSafeInteger(registrationId)) return null;
  return { gameId, registrationId, signature: match[3]! };
}

export const verifyTicketSchema = z.object({
  gameId: serialIdSchema,
  code: z.string().trim().min(1).max(TICKET_CODE_MAX),
});
export type VerifyTicketInput = z.infer<typeof verifyTicketSchema>;

/**
 * Letting a ticket's holder in. `scannedAt`: when a phone with no network scanned it, sent with
 * the queued check-in once back online; the server clamps it (never in the future, never before
 * the game's day) and keeps the earliest arrival when two phones scanned the same ticket.
 */
export const checkInSchema = verifyTicketSchema.extend({ scannedAt: boundedDate().optional() });
export type CheckInInput = z.infer<typeof checkInSchema>;
