import { parseTicketCode } from "@escouade/contracts/tickets";
import { msg } from "@lingui/core/macro";
import { formatDate } from "@/lib/dates.ts";
import { i18n } from "@/lib/i18n.ts";
import type { RouterOutputs } from "@/lib/trpc.ts";
import type { CheckInQueue } from "./check-in-queue.ts";

export type GameRegistration = RouterOutputs["registrations"]["getGameRegistrations"]["registrations"][number];

/** What the organizer is told of one scan or typed code. */
export type CheckInOutcome =
  | { kind: "arrived"; name: string }
  | { kind: "already"; name: string; at: Date }
  /** Kept on the phone until the network returns. */
  | { kind: "pending"; name: string }
  | { kind: "refused"; reason: string };

/** The name a registration goes by: the player's pseudo, a walk-in's given name. */
export function registrationName(registration: { username: string | null; guestName: string | null }): string {
  return registration.username ?? registration.guestName ?? i18n._(msg`Joueur supprimé`);
}

/**
 * With no network, what this phone can tell of a code on its own: it is shaped like a ticket, it
 * names this game, and its place is among the confirmed ones of the list last loaded. The
 * signature is the server's to check, when the check-in is sent.
 */
export function checkOffline(
  code: string,
  gameId: number,
  registrations: readonly GameRegistration[],
  queue: CheckInQueue,
): CheckInOutcome | { kind: "queue"; registration: GameRegistration } {
  const ticket = parseTicketCode(code);
  if (!ticket) return { kind: "refused", reason: i18n._(msg`Billet non valable : ce code n'a pas été émis par Escouade ou a été modifié`) };
  if (ticket.gameId !== gameId) return { kind: "refused", reason: i18n._(msg`Ce billet est celui d'une autre partie`) };
  const registration = registrations.find((r) => r.id === ticket.registrationId && r.status === "confirmed");
  if (!registration)
    return {
      kind: "refused",
      reason: i18n._(msg`Ce billet n'est pas parmi les inscrits confirmés de la liste chargée : vérifiez-le une fois le réseau revenu`),
    };
  const name = registrationName(registration);
  if (registration.checkedInAt) return { kind: "already", name, at: registration.checkedInAt };
  const queued = queue.pending.find((p) => p.registrationId === registration.id);
  if (queued) return { kind: "already", name, at: new Date(queued.scannedAt) };
  return { kind: "queue", registration };
}

/** The outcome in words, for the toast after a typed code and the scanner's banner alike. */
export function describeOutcome(outcome: CheckInOutcome, lang: string): string {
  if (outcome.kind === "refused") return outcome.reason;
  const { name } = outcome;
  if (outcome.kind === "arrived") return i18n._(msg`Arrivée de ${name} validée`);
  if (outcome.kind === "pending") return i18n._(msg`${name} : arrivée notée sur ce téléphone, en attente d'envoi`);
  const at = formatDate(outcome.at, lang, "time");
  return i18n._(msg`Arrivée de ${name} déjà validée, à ${at}`);
}
