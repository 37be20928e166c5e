import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, member, organization, profile, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { listableBy } from "../games/service.ts";
import { teamRow } from "./access.ts";

const LIVE = ["confirmed", "waitlisted"] as const;
const TEAM_GAMES_SHOWN = 50;

/**
 * A team's upcoming games: those its members registered for, as far as the viewer may see them
 * (games' own visibility rule), soonest first, with how many of the team go.
 */
export async function getTeamGames(db: Db, viewer: Actor, teamId: string) {
  await teamRow(db, teamId);
  return db
    .select({
      id: game.id,
      title: game.title,
      type: game.type,
      startsAt: game.startsAt,
      timeZone: game.timeZone,
      endsAt: game.endsAt,
      city: game.city,
      coverImageKey: game.coverImageKey,
      maxPlayers: game.maxPlayers,
      confirmedCount: game.confirmedCount,
      membersGoing: sql<number>`count(distinct ${registration.userId})::int`,
    })
    .from(registration)
    .innerJoin(member, and(eq(member.userId, registration.userId), eq(member.organizationId, teamId)))
    .innerJoin(game, eq(game.id, registration.gameId))
    .where(and(inArray(registration.status, [...LIVE]), isNull(game.cancelledAt), gte(game.endsAt, new Date()), listableBy(viewer.id)))
    .groupBy(game.id)
    .orderBy(asc(game.startsAt), asc(game.id))
    .limit(TEAM_GAMES_SHOWN);
}

/** The organizer's view of who comes to their game, grouped by team (players without one last). */
export async function getGameTeams(db: Db, actor: Actor, gameId: number) {
  const [row] = await db.select({ organizerId: game.organizerId }).from(game).where(eq(game.id, gameId));
  if (!row) throw new AppError("NOT_FOUND");
  if (row.organizerId !== actor.id) throw new AppError("FORBIDDEN");
  const registrants = await db
    .select({
      userId: registration.userId,
      username: profile.username,
      avatar: profile.avatar,
      status: registration.status,
      team: { id: organization.id, name: organization.name, slug: organization.slug, logoKey: organization.logo },
    })
    .from(registration)
    .innerJoin(profile, eq(profile.userId, registration.userId))
    .leftJoin(member, eq(member.userId, registration.userId))
    .leftJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(registration.gameId, gameId), inArray(registration.status, [...LIVE])))
    .orderBy(sql`lower(${organization.name}) nulls last`, sql`lower(${profile.username})`);
  const teams = new Map<
    string,
    { team: NonNullable<(typeof registrants)[number]["team"]>; players: { userId: string; username: string; avatar: number | null; status: string }[] }
  >();
  const withoutTeam: { userId: string; username: string; avatar: number | null; status: string }[] = [];
  for (const { team, userId, ...rest } of registrants) {
    // The inner join on profiles already leaves walk-ins without an account out.
    if (!userId) continue;
    const player = { userId, ...rest };
    if (!team) {
      withoutTeam.push(player);
      continue;
    }
    const group = teams.get(team.id) ?? { team, players: [] };
    group.players.push(player);
    teams.set(team.id, group);
  }
  return { teams: [...teams.values()], withoutTeam };
}
