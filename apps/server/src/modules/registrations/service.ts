import {
  isBeforeStart,
  isLateCancellation,
  isOpenForRegistration,
  isReplicaOverLimit,
  placesLeft,
  statusForNewRegistration,
} from "@escouade/contracts/game-rules";
import { answersSchemaFor, type RegistrationAnswers } from "@escouade/contracts/registration-questions";
import type { CsvExportOptions } from "@escouade/contracts/csv-export";
import type { PaymentStatus, Replica } from "@escouade/contracts/games";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { game, gameStaff, profile, rating, registration, user } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { gameSummary, openableBy } from "../games/service.ts";
import { notifyUsers } from "../notifications/service.ts";
import { announceMemberGoing } from "../discord-outbox/service.ts";
import { isGameCrew, offerToMarshal } from "../staff/service.ts";
import { ticketCode } from "../../platform/ticket-signature.ts";
import { registrationsCsv } from "./registrations-csv.ts";
import { LIVE, lockOrganizedRegistration, withdraw } from "./places.ts";
import type { Actor } from "../../core/actor.ts";

/** The player as the organizer's notifications name them. */
async function notifiedPlayer(tx: Tx, userId: string) {
  const [player] = await tx
    .select({ username: profile.username, image: user.image })
    .from(profile)
    .innerJoin(user, eq(user.id, profile.userId))
    .where(eq(profile.userId, userId));
  return { id: userId, username: player?.username ?? "", image: player?.image ?? null };
}

/**
 * Registers a player: confirmed while places remain, waitlisted after; with approval on, a
 * request (`pending`) the organizer answers. The game row is locked for the transaction, so
 * concurrent registrations are counted one at a time: no overbooking, and a double submit finds
 * the first one (`ALREADY_REGISTERED`). Any other insert of a registration waits on that lock too
 * (its foreign key locks the game's row), so the unique index `registration_live_idx` is a last
 * guarantee this function never meets.
 * The player accepts the rules in the version they read (`rulesVersion`, required from the web);
 * only the server's own callers (the demo data, tests) omit it, accepting the rules as they stand.
 * The answers are checked against the game's questions as they stand under the lock: questions
 * changed while the player filled the form are answered again (`QUESTIONS_CHANGED`).
 */
export async function registerForGame(
  db: Db,
  actor: Actor,
  input: { gameId: number; shareToken?: string; replicas: Replica[]; rulesVersion?: number; canMarshal?: boolean; answers?: RegistrationAnswers },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(game)
      .where(and(eq(game.id, input.gameId), openableBy(actor.id, input.shareToken)))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND");
    if (row.organizerId === actor.id) throw new AppError("OWN_GAME");
    if (!isOpenForRegistration(row)) throw new AppError("GAME_NOT_OPEN");
    if (input.replicas.some((replica) => isReplicaOverLimit(replica, row.powerLimits))) throw new AppError("REPLICA_OVER_LIMIT");
    if (input.rulesVersion !== undefined && input.rulesVersion !== row.rulesVersion) throw new AppError("RULES_CHANGED");
    const answers = answersSchemaFor(row.questions).safeParse(input.answers ?? {});
    if (!answers.success) throw new AppError("QUESTIONS_CHANGED");
    const [existing] = await tx
      .select({ status: registration.status })
      .from(registration)
      .where(and(eq(registration.gameId, input.gameId), eq(registration.userId, actor.id), inArray(registration.status, [...LIVE, "declined"])))
      .limit(1);
    if (existing) throw new AppError(existing.status === "declined" ? "REGISTRATION_DECLINED" : "ALREADY_REGISTERED");

    const status = statusForNewRegistration(row);
    const [created] = await tx
      .insert(registration)
      .values({
        gameId: input.gameId,
        userId: actor.id,
        status,
        replicas: input.replicas,
        answers: answers.data,
        rulesAcceptedVersion: row.rulesVersion,
        rulesAcceptedAt: new Date(),
      })
      .returning({ id: registration.id, status: registration.status });
    if (status === "confirmed") {
      await tx
        .update(game)
        .set({ confirmedCount: sql`${game.confirmedCount} + 1` })
        .where(eq(game.id, input.gameId));
    }
    if (input.canMarshal) await offerToMarshal(tx, input.gameId, actor.id);
    if (status !== "pending") await announceMemberGoing(tx, input.gameId, actor.id);
    await notifyUsers(tx, row.organizerId ? [row.organizerId] : [], {
      type: "game_registration_received",
      payload: {
        game: gameSummary(row),
        player: await notifiedPlayer(tx, actor.id),
        waitlisted: status === "waitlisted",
        ...(status === "pending" ? { awaitingApproval: true } : {}),
      },
    });
    return created!;
  });
}

/**
 * A player withdraws until the start; a freed place goes to the first waiting player. Past the
 * game's free cancellation limit (docs/product.md §3) they still may, once warned (`late`): the
 * organizer is told, and the payment mark stays as it was for the organizer to settle.
 */
export async function cancelRegistration(db: Db, actor: Actor, gameId: number, options: { late?: boolean } = {}) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(game).where(eq(game.id, gameId)).for("update");
    if (!row) throw new AppError("NOT_FOUND");
    if (!isBeforeStart(row)) throw new AppError("GAME_NOT_OPEN");
    const [mine] = await tx
      .select()
      .from(registration)
      .where(and(eq(registration.gameId, gameId), eq(registration.userId, actor.id), inArray(registration.status, [...LIVE])));
    if (!mine) throw new AppError("NOT_FOUND");
    const late = isLateCancellation(row, mine.status);
    // The page said "free" when the player chose; the limit has passed since: they are warned first.
    if (late && !options.late) throw new AppError("LATE_CANCELLATION_UNCONFIRMED");
    await withdraw(tx, mine, "cancelled", late);
    if (late && row.organizerId) {
      await notifyUsers(tx, [row.organizerId], {
        type: "game_registration_cancelled_late",
        payload: { game: gameSummary(row), player: await notifiedPlayer(tx, actor.id) },
      });
    }
    return { ok: true, late };
  });
}

/**
 * A registered player accepts the game's rules as they stand now, after the organizer changed
 * them; `rulesVersion` names the version read, so an edit in between is not accepted unread.
 */
export async function acceptRules(db: Db, actor: Actor, input: { gameId: number; rulesVersion: number }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ rulesVersion: game.rulesVersion }).from(game).where(eq(game.id, input.gameId)).for("share");
    if (!row) throw new AppError("NOT_FOUND");
    if (row.rulesVersion !== input.rulesVersion) throw new AppError("RULES_CHANGED");
    const accepted = await tx
      .update(registration)
      .set({ rulesAcceptedVersion: row.rulesVersion, rulesAcceptedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(registration.gameId, input.gameId), eq(registration.userId, actor.id), inArray(registration.status, [...LIVE])))
      .returning({ id: registration.id });
    if (accepted.length === 0) throw new AppError("NOT_FOUND");
    return { ok: true };
  });
}

/** The organizer removes a registrant before the start; the player is told and the waitlist moves up. */
export async function removeRegistrant(db: Db, actor: Actor, registrationId: number) {
  return db.transaction(async (tx) => {
    const reg = await lockOrganizedRegistration(tx, actor, registrationId);
    // A request is declined, not removed: it never held a place.
    if (reg.status !== "confirmed" && reg.status !== "waitlisted") throw new AppError("NOT_FOUND");
    // Who took part is settled once the game starts: it is what ratings and "my games" rely on.
    if (!isBeforeStart(reg.game)) throw new AppError("GAME_NOT_OPEN");
    await withdraw(tx, reg, "removed");
    if (reg.userId) await notifyUsers(tx, [reg.userId], { type: "game_registration_removed", payload: { game: gameSummary(reg.game) } });
    return { ok: true };
  });
}

export async function setPaymentStatus(db: Db, actor: Actor, input: { registrationId: number; paymentStatus: PaymentStatus }) {
  return db.transaction(async (tx) => {
    await lockOrganizedRegistration(tx, actor, input.registrationId);
    await tx.update(registration).set({ paymentStatus: input.paymentStatus, updatedAt: new Date() }).where(eq(registration.id, input.registrationId));
    return { ok: true };
  });
}

/** Who let a player in, among the profiles. */
const checker = alias(profile, "checker");

/**
 * The organizer's registrations page: who comes, with what, who has paid, who has arrived. The
 * game's staff get it for the gate (docs/product.md §4), without the players' names, contacts,
 * ratings or late cancellations: call-signs, replicas, payment and arrival.
 */
export async function getGameRegistrations(db: Db, actor: Actor, gameId: number) {
  const [g] = await db
    .select({
      organizerId: game.organizerId,
      title: game.title,
      maxPlayers: game.maxPlayers,
      startsAt: game.startsAt,
      timeZone: game.timeZone,
      endsAt: game.endsAt,
      cancelledAt: game.cancelledAt,
      powerLimits: game.powerLimits,
      rulesVersion: game.rulesVersion,
      cancellationNoticeHours: game.cancellationNoticeHours,
      questions: game.questions,
      approvalRequired: game.approvalRequired,
    })
    .from(game)
    .where(eq(game.id, gameId));
  if (!g) throw new AppError("NOT_FOUND");
  const organizer = g.organizerId === actor.id;
  if (!organizer && !(await isGameCrew(db, actor.id, { id: gameId, organizerId: g.organizerId }))) throw new AppError("FORBIDDEN");
  const found = await db
    .select({
      id: registration.id,
      userId: registration.userId,
      status: registration.status,
      paymentStatus: registration.paymentStatus,
      replicas: registration.replicas,
      checkedInAt: registration.checkedInAt,
      checkedInBy: checker.username,
      guestName: registration.guestName,
      rulesAcceptedVersion: registration.rulesAcceptedVersion,
      rulesAcceptedAt: registration.rulesAcceptedAt,
      answers: registration.answers,
      createdAt: registration.createdAt,
      username: profile.username,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      email: user.email,
      fairPlay: { score: rating.score, comment: rating.comment },
    })
    .from(registration)
    // Left joins: a walk-in added at the field has no account (docs/product.md §4), and is listed all the same.
    .leftJoin(user, eq(user.id, registration.userId))
    .leftJoin(profile, eq(profile.userId, registration.userId))
    .leftJoin(checker, eq(checker.userId, registration.checkedInBy))
    .leftJoin(
      rating,
      and(eq(rating.gameId, registration.gameId), eq(rating.kind, "fair_play"), eq(rating.authorId, actor.id), eq(rating.subjectId, registration.userId)),
    )
    .where(and(eq(registration.gameId, gameId), inArray(registration.status, [...LIVE])))
    // Confirmed, then the waitlist in its order, then the requests to answer, oldest first.
    .orderBy(sql`case ${registration.status} when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`, asc(registration.queuedAt), asc(registration.id));
  // The gate lets in who holds a place: no requests, and no answers, which may say more than it needs.
  const rows = organizer
    ? found
    : found
        .filter((r) => r.status !== "pending")
        .map((r) => ({
          ...r,
          firstName: null,
          lastName: null,
          phone: null,
          email: null,
          answers: {} as RegistrationAnswers,
          fairPlay: { score: null, comment: null },
        }));
  const confirmed = rows.filter((r) => r.status === "confirmed");
  // Places given up after the free limit: the organizer keeps or refunds what was paid.
  const lateCancellations = !organizer
    ? []
    : await db
        .select({
          id: registration.id,
          userId: registration.userId,
          username: profile.username,
          paymentStatus: registration.paymentStatus,
          cancelledAt: registration.updatedAt,
        })
        .from(registration)
        .leftJoin(profile, eq(profile.userId, registration.userId))
        .where(and(eq(registration.gameId, gameId), eq(registration.status, "cancelled"), eq(registration.cancelledLate, true)))
        .orderBy(desc(registration.updatedAt), desc(registration.id));
  return {
    game: {
      id: gameId,
      title: g.title,
      maxPlayers: g.maxPlayers,
      startsAt: g.startsAt,
      timeZone: g.timeZone,
      endsAt: g.endsAt,
      cancelledAt: g.cancelledAt,
      powerLimits: g.powerLimits,
      rulesVersion: g.rulesVersion,
      cancellationNoticeHours: g.cancellationNoticeHours,
      questions: organizer ? g.questions : [],
      approvalRequired: g.approvalRequired,
    },
    registrations: rows,
    lateCancellations,
    /** False for the game's staff, who run the gate and see no more than it needs. */
    viewerIsOrganizer: organizer,
    summary: {
      confirmed: confirmed.length,
      waitlisted: rows.filter((r) => r.status === "waitlisted").length,
      pending: rows.filter((r) => r.status === "pending").length,
      placesLeft: placesLeft({ maxPlayers: g.maxPlayers, confirmedCount: confirmed.length }),
      paid: confirmed.filter((r) => r.paymentStatus === "paid").length,
      unpaid: confirmed.filter((r) => r.paymentStatus === "unpaid").length,
      exempt: confirmed.filter((r) => r.paymentStatus === "exempt").length,
      refunded: rows.filter((r) => r.paymentStatus === "refunded").length,
      checkedIn: confirmed.filter((r) => r.checkedInAt !== null).length,
      /** Players whose acceptance predates the rules as they stand (walk-ins accept nothing; requests are not in yet). */
      rulesNotAccepted: rows.filter((r) => r.userId !== null && r.status !== "pending" && r.rulesAcceptedVersion !== g.rulesVersion).length,
    },
  };
}

/** The registrations page as CSV (registrations-csv.ts): in the page's language, on the field's clock. */
export async function exportRegistrationsCsv(db: Db, actor: Actor, input: CsvExportOptions) {
  const page = await getGameRegistrations(db, actor, input.gameId);
  // The file holds the players' contacts: the organizer's alone, not the gate's.
  if (!page.viewerIsOrganizer) throw new AppError("FORBIDDEN");
  return registrationsCsv(db, page, input);
}

/** "My games": what the player registered for, and what they organize. */
export async function getMyGames(db: Db, actor: Actor) {
  const registered = await db
    .select({
      registrationId: registration.id,
      status: registration.status,
      paymentStatus: registration.paymentStatus,
      rated: sql<boolean>`${rating.id} is not null`,
      /** The player's role on the game's staff, for the ticket's badge. */
      staffRole: gameStaff.role,
      game: {
        id: game.id,
        title: game.title,
        startsAt: game.startsAt,
        timeZone: game.timeZone,
        endsAt: game.endsAt,
        city: game.city,
        cancelledAt: game.cancelledAt,
        coverImageKey: game.coverImageKey,
        cancellationNoticeHours: game.cancellationNoticeHours,
      },
    })
    .from(registration)
    .innerJoin(game, eq(game.id, registration.gameId))
    .leftJoin(rating, and(eq(rating.gameId, game.id), eq(rating.kind, "game"), eq(rating.authorId, actor.id)))
    .leftJoin(gameStaff, and(eq(gameStaff.gameId, game.id), eq(gameStaff.userId, actor.id), eq(gameStaff.status, "confirmed")))
    .where(and(eq(registration.userId, actor.id), inArray(registration.status, [...LIVE])))
    .orderBy(asc(game.startsAt));
  const organized = await db
    .select({
      id: game.id,
      title: game.title,
      startsAt: game.startsAt,
      timeZone: game.timeZone,
      endsAt: game.endsAt,
      city: game.city,
      cancelledAt: game.cancelledAt,
      confirmedCount: game.confirmedCount,
      maxPlayers: game.maxPlayers,
      coverImageKey: game.coverImageKey,
    })
    .from(game)
    .where(eq(game.organizerId, actor.id))
    .orderBy(desc(game.startsAt));
  return { registered, organized };
}

/** "My games", each place held carrying its ticket, for the phone to show at the field (offline too). */
export async function getMyGamesWithTickets(db: Db, actor: Actor, secret: string) {
  const games = await getMyGames(db, actor);
  const registered = games.registered.map((r) => ({
    ...r,
    ticket: r.status === "confirmed" ? ticketCode(secret, r.game.id, r.registrationId) : null,
  }));
  return { ...games, registered };
}

/** A player's account goes (docs/product.md §8): their places in games to come are freed, so the waitlist moves up. */
export async function withdrawFromUpcomingGames(tx: Tx, userId: string) {
  const places = await tx
    .select({ id: registration.id, gameId: registration.gameId, status: registration.status, userId: registration.userId })
    .from(registration)
    .innerJoin(game, eq(game.id, registration.gameId))
    .where(and(eq(registration.userId, userId), inArray(registration.status, [...LIVE]), isNull(game.cancelledAt), gt(game.startsAt, new Date())))
    .for("update", { of: game });
  for (const place of places) await withdraw(tx, place, "cancelled");
}

export { checkIn, verifyTicket } from "./check-in.ts";
export { addWalkIn } from "./walk-ins.ts";
export { decideRegistration } from "./approval.ts";
export { updateAnswers } from "./answers.ts";
