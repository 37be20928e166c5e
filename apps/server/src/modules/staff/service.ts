import { isOpenForRegistration } from "@escouade/contracts/game-rules";
import type { NameStaffInput } from "@escouade/contracts/staff";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { game, gameStaff, member, profile, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { notifyUsers } from "../notifications/service.ts";

const LIVE = ["confirmed", "waitlisted"] as const;

/**
 * Whether the actor runs this game's gate and chrono (docs/product.md §4): its organizer, or
 * someone the organizer confirmed on its staff. Neither edits the game.
 */
export async function isGameCrew(db: Db | Tx, actorId: string, g: { id: number; organizerId: string | null }): Promise<boolean> {
  if (g.organizerId === actorId) return true;
  const [row] = await db
    .select({ id: gameStaff.id })
    .from(gameStaff)
    .where(and(eq(gameStaff.gameId, g.id), eq(gameStaff.userId, actorId), eq(gameStaff.status, "confirmed")));
  return Boolean(row);
}

/** Locks the organizer's game, still ahead and not cancelled: the staff is settled before the start. */
async function lockOwnGame(tx: Tx, actor: Actor, gameId: number) {
  const [row] = await tx
    .select({ id: game.id, title: game.title, startsAt: game.startsAt, timeZone: game.timeZone, organizerId: game.organizerId, cancelledAt: game.cancelledAt })
    .from(game)
    .where(eq(game.id, gameId))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND");
  if (row.organizerId !== actor.id) throw new AppError("FORBIDDEN");
  if (!isOpenForRegistration(row)) throw new AppError("GAME_NOT_OPEN");
  return row;
}

/** The organizer's teammates, whom they may name to a game's staff without their registering. */
function organizerTeammates(organizerId: string) {
  const mine = alias(member, "mine");
  return { mine, condition: and(eq(mine.userId, organizerId), eq(member.organizationId, mine.organizationId), ne(member.userId, organizerId)) };
}

/** Who may be named: a player holding a place or waiting in the game, or one of the organizer's teammates. */
async function isEligible(tx: Tx, gameId: number, organizerId: string, userId: string) {
  const [registered] = await tx
    .select({ id: registration.id })
    .from(registration)
    .where(and(eq(registration.gameId, gameId), eq(registration.userId, userId), inArray(registration.status, [...LIVE])));
  if (registered) return true;
  const { mine, condition } = organizerTeammates(organizerId);
  const [teammate] = await tx.select({ id: member.id }).from(member).innerJoin(mine, condition).where(eq(member.userId, userId));
  return Boolean(teammate);
}

/**
 * The organizer names someone to the staff with a role, or accepts their offer to marshal (with
 * the role they choose). The person is told.
 */
export async function nameStaff(db: Db, actor: Actor, input: NameStaffInput) {
  return db.transaction(async (tx) => {
    const g = await lockOwnGame(tx, actor, input.gameId);
    if (input.userId === actor.id) throw new AppError("SELF_ACTION");
    if (!(await isEligible(tx, g.id, actor.id, input.userId))) throw new AppError("STAFF_NOT_ELIGIBLE");
    await tx
      .insert(gameStaff)
      .values({ gameId: g.id, userId: input.userId, role: input.role, status: "confirmed" })
      .onConflictDoUpdate({ target: [gameStaff.gameId, gameStaff.userId], set: { role: input.role, status: "confirmed", updatedAt: new Date() } });
    await notifyUsers(tx, [input.userId], {
      type: "game_staff_named",
      payload: { game: { id: g.id, title: g.title, startsAt: g.startsAt, timeZone: g.timeZone }, role: input.role },
    });
    return { ok: true };
  });
}

/** The organizer takes someone off the staff, or declines their offer. */
export async function removeStaff(db: Db, actor: Actor, input: { gameId: number; userId: string }) {
  return db.transaction(async (tx) => {
    await lockOwnGame(tx, actor, input.gameId);
    const removed = await tx
      .delete(gameStaff)
      .where(and(eq(gameStaff.gameId, input.gameId), eq(gameStaff.userId, input.userId)))
      .returning({ id: gameStaff.id });
    if (removed.length === 0) throw new AppError("NOT_FOUND");
    return { ok: true };
  });
}

/** "I can marshal", ticked when registering: an offer the organizer accepts or declines. */
export async function offerToMarshal(tx: Tx, gameId: number, userId: string) {
  await tx.insert(gameStaff).values({ gameId, userId, role: "marshal", status: "offered" }).onConflictDoNothing();
}

/** A player who gives up their place leaves the game's staff with it (docs/product.md §4). */
export async function leaveStaff(tx: Tx, gameId: number, userId: string) {
  await tx.delete(gameStaff).where(and(eq(gameStaff.gameId, gameId), eq(gameStaff.userId, userId)));
}

/** The organizer's view of the staff: who is on it, who offered, and the teammates they may also name. */
export async function getGameStaff(db: Db, actor: Actor, gameId: number) {
  const [g] = await db.select({ organizerId: game.organizerId }).from(game).where(eq(game.id, gameId));
  if (!g) throw new AppError("NOT_FOUND");
  if (g.organizerId !== actor.id) throw new AppError("FORBIDDEN");
  const staff = await db
    .select({ userId: gameStaff.userId, username: profile.username, role: gameStaff.role, status: gameStaff.status })
    .from(gameStaff)
    .innerJoin(profile, eq(profile.userId, gameStaff.userId))
    .where(eq(gameStaff.gameId, gameId))
    .orderBy(asc(gameStaff.status), asc(profile.username));
  const { mine, condition } = organizerTeammates(actor.id);
  const teammates = await db
    .select({ userId: member.userId, username: profile.username })
    .from(member)
    .innerJoin(mine, condition)
    .innerJoin(profile, eq(profile.userId, member.userId))
    .orderBy(asc(profile.username));
  return { staff, teammates };
}

/** For a game's page: how many staff it has, and the viewer's own role on it, if any. */
export async function staffSummary(db: Db, viewerId: string | null, gameId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*) filter (where ${gameStaff.status} = 'confirmed')::int`,
      mine: viewerId
        ? sql<string | null>`max(${gameStaff.role}) filter (where ${gameStaff.userId} = ${viewerId} and ${gameStaff.status} = 'confirmed')`
        : sql<null>`null`,
    })
    .from(gameStaff)
    .where(eq(gameStaff.gameId, gameId));
  return { staffCount: row?.count ?? 0, myStaffRole: (row?.mine ?? null) as NameStaffInput["role"] | null };
}
