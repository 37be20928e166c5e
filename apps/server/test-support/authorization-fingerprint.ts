import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import type { World } from "./authorization-world.ts";

/**
 * Everything of a world a call could change, as one comparable value: what a refused call must
 * leave exactly as it was. Row order is fixed so the same rows compare equal.
 */
export async function worldFingerprint(db: Db, world: World) {
  const people = [world.organizer, world.friend, world.registrant, world.player, world.requester, world.applicant, world.invitee].map((p) => p.id);
  const ids = sql.join(
    people.map((id) => sql`${id}`),
    sql`, `,
  );
  const games = sql`${world.gameId}, ${world.pastGameId}`;
  const queries = {
    games: sql`select * from game where id in (${games}) order by id`,
    registrations: sql`select * from registration where game_id in (${games}) order by id`,
    ratings: sql`select * from rating where game_id in (${games}) order by id`,
    equipment: sql`select * from equipment where user_id in (${ids}) order by id`,
    friendships: sql`select * from friendship where requester_id in (${ids}) or addressee_id in (${ids}) order by requester_id, addressee_id`,
    pings: sql`select * from ping where from_id in (${ids}) or to_id in (${ids}) order by id`,
    team: sql`select * from organization where id = ${world.team.id}`,
    teamProfile: sql`select * from team_profile where organization_id = ${world.team.id}`,
    members: sql`select * from member where organization_id = ${world.team.id} order by id`,
    applications: sql`select * from team_application where organization_id = ${world.team.id} order by id`,
    invitations: sql`select * from invitation where organization_id = ${world.team.id} order by id`,
    posts: sql`select * from team_post where organization_id = ${world.team.id} order by id`,
    conversationMembers: sql`select * from conversation_member where conversation_id = ${world.conversationId} order by user_id`,
    messages: sql`select * from message where conversation_id = ${world.conversationId} order by id`,
    blocks: sql`select * from player_block where blocker_id in (${ids}) or blocked_id in (${ids}) order by blocker_id, blocked_id`,
    reports: sql`select * from report where reporter_id in (${ids}) order by id`,
    moderationActions: sql`select * from moderation_action where target_user_id in (${ids}) order by id`,
    shop: sql`select * from shop where id = ${world.shopId}`,
    notifications: sql`select * from notification where user_id in (${ids}) order by id`,
    users: sql`select id, name, email, role, banned, lang, email_verified from "user" where id in (${ids}) order by id`,
    profiles: sql`select * from profile where user_id in (${ids}) order by user_id`,
  };
  const entries = await Promise.all(Object.entries(queries).map(async ([name, query]) => [name, await db.execute(query)] as const));
  return Object.fromEntries(entries.map(([name, rows]) => [name, JSON.parse(JSON.stringify(rows))]));
}
