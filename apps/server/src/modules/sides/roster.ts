import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { game, gameSide, member, organization, profile, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";

/**
 * Every side operation of one game runs after locking the game's row: picks, assignments,
 * balances and edits of the list are taken one at a time, so a cap is checked against the
 * counts as they are, and two players taking a side's last place cannot both have it.
 */
export async function lockGame(tx: Tx, gameId: number) {
  const [row] = await tx.select().from(game).where(eq(game.id, gameId)).for("update");
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

type GameRow = Awaited<ReturnType<typeof lockGame>>;

/** Sides are the organizer's to change until the game ends; a cancelled game's are settled. */
export function sidesEditable(row: Pick<GameRow, "cancelledAt" | "endsAt">, now = new Date()) {
  return !row.cancelledAt && row.endsAt.getTime() > now.getTime();
}

/** Locks the actor's own game, still open to side changes. */
export async function lockOrganizedGame(tx: Tx, actor: Actor, gameId: number) {
  const row = await lockGame(tx, gameId);
  if (row.organizerId !== actor.id) throw new AppError("FORBIDDEN");
  if (!sidesEditable(row)) throw new AppError("SIDES_LOCKED");
  return row;
}

/** A game's sides in their order, each with its count of confirmed players. */
export async function sidesWithCounts(db: Db | Tx, gameId: number) {
  return db
    .select({
      id: gameSide.id,
      name: gameSide.name,
      colour: gameSide.colour,
      maxPlayers: gameSide.maxPlayers,
      position: gameSide.position,
      // Qualified by hand: inside the subquery a bare "id" would be the registration's.
      count: sql<number>`(select count(*)::int from ${registration} r where r.side_id = ${gameSide}.id and r.status = 'confirmed')`,
    })
    .from(gameSide)
    .where(eq(gameSide.gameId, gameId))
    .orderBy(asc(gameSide.position), asc(gameSide.id));
}

/**
 * The game's confirmed players with their team and side; walk-ins (no account) by the name they
 * gave at the field. A player is in one team at most (member_user_id_idx), so one row each.
 */
export async function confirmedPlayers(db: Db | Tx, gameId: number) {
  const rows = await db
    .select({
      registrationId: registration.id,
      userId: registration.userId,
      guestName: registration.guestName,
      username: profile.username,
      firstName: profile.firstName,
      lastName: profile.lastName,
      sideId: registration.sideId,
      checkedInAt: registration.checkedInAt,
      team: { id: organization.id, name: organization.name, slug: organization.slug },
    })
    .from(registration)
    .leftJoin(profile, eq(profile.userId, registration.userId))
    .leftJoin(member, eq(member.userId, registration.userId))
    .leftJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(registration.gameId, gameId), eq(registration.status, "confirmed")))
    .orderBy(sql`lower(coalesce(${profile.username}, ${registration.guestName}))`, asc(registration.id));
  return rows.map(({ guestName, username, team, ...row }) => ({
    ...row,
    name: username ?? guestName ?? "",
    walkIn: row.userId === null,
    team: team?.id ? team : null,
  }));
}

export type RosterPlayer = Awaited<ReturnType<typeof confirmedPlayers>>[number];
