import { arrivalTime, isCheckInOpen } from "@escouade/contracts/check-in";
import type { CheckInInput, VerifyTicketInput } from "@escouade/contracts/tickets";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { game, profile, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { readTicket } from "../../platform/ticket-signature.ts";
import { isGameCrew } from "../staff/service.ts";

/**
 * The organizer, or their staff, checks a ticket at the field: whose it is, and whether it still holds a place in
 * this game. Refused: a made-up or edited code, another game's ticket, a place given up since.
 */
export async function verifyTicket(db: Db | Tx, actor: Actor, secret: string, input: VerifyTicketInput) {
  const [row] = await db.select({ organizerId: game.organizerId }).from(game).where(eq(game.id, input.gameId));
  if (!row) throw new AppError("NOT_FOUND");
  if (!(await isGameCrew(db, actor.id, { id: input.gameId, organizerId: row.organizerId }))) throw new AppError("FORBIDDEN");
  const ticket = readTicket(secret, input.code);
  if (!ticket) throw new AppError("TICKET_INVALID");
  if (ticket.gameId !== input.gameId) throw new AppError("TICKET_OTHER_GAME");
  const [place] = await db
    .select({
      status: registration.status,
      paymentStatus: registration.paymentStatus,
      replicas: registration.replicas,
      guestName: registration.guestName,
      userId: profile.userId,
      username: profile.username,
      avatar: profile.avatar,
    })
    .from(registration)
    .leftJoin(profile, eq(profile.userId, registration.userId))
    .where(and(eq(registration.id, ticket.registrationId), eq(registration.gameId, input.gameId)));
  if (!place || place.status !== "confirmed") throw new AppError("TICKET_NO_PLACE");
  return {
    registrationId: ticket.registrationId,
    player: place.userId ? { userId: place.userId, username: place.username!, avatar: place.avatar } : null,
    guestName: place.guestName,
    paymentStatus: place.paymentStatus,
    replicas: place.replicas,
  };
}

/**
 * The organizer lets a ticket's holder in: the arrival is written once; a second scan of the same
 * ticket (the same phone twice, or two phones at the gate) never counts twice. A phone that had no
 * network sends when it scanned (`scannedAt`, clamped by `arrivalTime`): the earliest arrival is
 * kept, whichever phone reached the server first. The registration's row is locked, so two phones
 * at once are taken one after the other.
 */
export async function checkIn(db: Db, actor: Actor, secret: string, input: CheckInInput, now?: Date) {
  return db.transaction(async (tx) => {
    const ticket = await verifyTicket(tx, actor, secret, input);
    const [row] = await tx
      .select({ status: registration.status, checkedInAt: registration.checkedInAt, startsAt: game.startsAt, timeZone: game.timeZone })
      .from(registration)
      .innerJoin(game, eq(game.id, registration.gameId))
      .where(eq(registration.id, ticket.registrationId))
      .for("update", { of: registration });
    // Removed between the check and the lock.
    if (row?.status !== "confirmed") throw new AppError("TICKET_NO_PLACE");
    // Read once the row is ours: of two phones at once, the one let through second arrived second.
    const clock = now ?? new Date();
    // A ticket shown days early lets no one in: the gate opens on the game's day (docs/product.md §4).
    if (!isCheckInOpen(row, clock)) throw new AppError("CHECK_IN_NOT_OPEN");
    const scannedAt = arrivalTime(input.scannedAt, row, clock);
    const earlier = row.checkedInAt;
    if (earlier && earlier.getTime() <= scannedAt.getTime()) return { ...ticket, checkedInAt: earlier, scannedAt, alreadyCheckedIn: true };
    await tx.update(registration).set({ checkedInAt: scannedAt, checkedInBy: actor.id, updatedAt: clock }).where(eq(registration.id, ticket.registrationId));
    // An earlier scan than the one recorded (a phone that was offline) replaces it: still one arrival.
    return { ...ticket, checkedInAt: scannedAt, scannedAt, alreadyCheckedIn: earlier !== null };
  });
}
