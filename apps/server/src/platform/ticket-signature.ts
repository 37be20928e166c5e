import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { parseTicketCode, TICKET_PREFIX } from "@escouade/contracts/tickets";

/*
 * Tickets (docs/decisions/024): a confirmed registration's code, signed with a key derived from the
 * server's secret, so the phone can show it offline and the organizer's phone can check it.
 */

const keyOf = (secret: string) => createHash("sha256").update(`escouade-ticket:${secret}`).digest();

function signatureOf(secret: string, gameId: number, registrationId: number) {
  // 132 bits: far beyond guessing, short enough for a small QR code and a typed fallback.
  return createHmac("sha256", keyOf(secret)).update(`${gameId}.${registrationId}`).digest("base64url").slice(0, 22);
}

export function ticketCode(secret: string, gameId: number, registrationId: number): string {
  return `${TICKET_PREFIX}.${gameId}.${registrationId}.${signatureOf(secret, gameId, registrationId)}`;
}

/** What a ticket's text names, if this server signed it; null for anything made up or edited. */
export function readTicket(secret: string, code: string): { gameId: number; registrationId: number } | null {
  const parts = parseTicketCode(code);
  if (!parts) return null;
  const expected = Buffer.from(signatureOf(secret, parts.gameId, parts.registrationId));
  const given = Buffer.from(parts.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { gameId: parts.gameId, registrationId: parts.registrationId };
}
