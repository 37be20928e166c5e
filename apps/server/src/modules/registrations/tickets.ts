import type { VerifyTicketInput } from "@escouade/contracts/tickets";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, profile, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { readTicket } from "../../platform/tickets.ts";

/**
 * The organizer checks a ticket at the field: whose it is, and whether it still holds a place in
 * this game. Refused: a made-up or edited code, another game's ticket, a place given up since.
 */
export async function verifyTicket(db: Db, actor: Actor, secret: string, input: VerifyTicketInput) {
  const [row] = await db.select({ organizerId: game.organizerId }).from(game).where(eq(game.id, input.gameId));
  if (!row) throw new AppError("NOT_FOUND");
  if (row.organizerId !== actor.id) throw new AppError("FORBIDDEN");
  const ticket = readTicket(secret, input.code);
  if (!ticket) throw new AppError("TICKET_INVALID");
  if (ticket.gameId !== input.gameId) throw new AppError("TICKET_OTHER_GAME");
  const [place] = await db
    .select({ status: registration.status, paymentStatus: registration.paymentStatus, replicas: registration.replicas, userId: profile.userId, username: profile.username, avatar: profile.avatar })
    .from(registration)
    .leftJoin(profile, eq(profile.userId, registration.userId))
    .where(and(eq(registration.id, ticket.registrationId), eq(registration.gameId, input.gameId)));
  if (!place || place.status !== "confirmed") throw new AppError("TICKET_NO_PLACE");
  return { registrationId: ticket.registrationId, player: place.userId ? { userId: place.userId, username: place.username!, avatar: place.avatar } : null, paymentStatus: place.paymentStatus, replicas: place.replicas };
}

/**
 * The organizer lets a ticket's holder in: the arrival is written once; a second scan of the same
 * ticket (the same phone twice, or two phones at the gate) says when they arrived, never counts twice.
 */
export async function checkIn(db: Db, actor: Actor, secret: string, input: VerifyTicketInput) {
  const ticket = await verifyTicket(db, actor, secret, input);
  const [first] = await db
    .update(registration)
    .set({ checkedInAt: new Date() })
    .where(and(eq(registration.id, ticket.registrationId), isNull(registration.checkedInAt)))
    .returning({ checkedInAt: registration.checkedInAt });
  if (first) return { ...ticket, checkedInAt: first.checkedInAt!, alreadyCheckedIn: false };
  const [earlier] = await db.select({ checkedInAt: registration.checkedInAt }).from(registration).where(eq(registration.id, ticket.registrationId));
  return { ...ticket, checkedInAt: earlier!.checkedInAt!, alreadyCheckedIn: true };
}
