import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { conversation, conversationMember, game, member, registration } from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import { inGame } from "./access.ts";

/*
 * A team's and a game's channels: one conversation each, made on first use, with a read marker
 * for every member. Who may read one is decided at each check by the team or the game
 * (`stillMember`), never by the marker.
 */

/**
 * A game's channel (the organizer's announcements, the registrants' replies), made on first use
 * by its organizer or a confirmed registrant; NOT_FOUND for anyone else. Opening it also puts
 * every current participant's read marker in, so the announcement reaches them live.
 */
export async function openGameConversation(db: Db, actor: Actor, gameId: number): Promise<{ conversationId: number }> {
  const [allowed] = await db
    .select({ ok: sql<boolean>`${inGame(gameId, actor.id)}` })
    .from(game)
    .where(eq(game.id, gameId));
  if (!allowed?.ok) throw new AppError("NOT_FOUND");
  const conversationId = await channelOf(db, { kind: "game", gameId });
  await db.execute(sql`insert into ${conversationMember} (conversation_id, user_id, state)
    select ${conversationId}, participant.user_id, 'active' from (
      select ${game.organizerId} as user_id from ${game} where ${game.id} = ${gameId}
      union select ${registration.userId} from ${registration} where ${registration.gameId} = ${gameId} and ${registration.status} = 'confirmed' and ${registration.userId} is not null
    ) as participant
    on conflict do nothing`);
  return { conversationId };
}

/** A team's or a game's one channel, made on first use (two at once: the unique index keeps one). */
async function channelOf(db: Db | Tx, owner: { kind: "team"; teamId: string } | { kind: "game"; gameId: number }): Promise<number> {
  const where = owner.kind === "team" ? eq(conversation.teamId, owner.teamId) : eq(conversation.gameId, owner.gameId);
  const existing = async () => (await db.select({ id: conversation.id }).from(conversation).where(where))[0]?.id;
  const found = await existing();
  if (found !== undefined) return found;
  const [created] = await db.insert(conversation).values(owner).onConflictDoNothing().returning({ id: conversation.id });
  return created?.id ?? (await existing())!;
}

/** Where the actor looks at their messages: their team's and games' channels hold their read marker. */
export function joinChannels(db: Db | Tx, actor: Actor) {
  return Promise.all([joinTeamChannel(db, actor), joinGameChannels(db, actor)]);
}

/** The actor's read markers in the channels of the games they take part in, for those made since. */
async function joinGameChannels(db: Db | Tx, actor: Actor) {
  await db.execute(sql`insert into ${conversationMember} (conversation_id, user_id, state)
    select ${conversation.id}, ${actor.id}, 'active' from ${conversation}
    where ${conversation.kind} = 'game' and ${inGame(conversation.gameId, actor.id)}
    on conflict do nothing`);
}

/**
 * The actor's team channel, made on first use, and their read marker in it. Called where the
 * actor looks at their messages (the list, the badge), so a new member finds the channel there;
 * who may read it is still decided by the team (`stillMember`).
 */
export async function joinTeamChannel(db: Db | Tx, actor: Actor): Promise<number | null> {
  const [team] = await db.select({ teamId: member.organizationId }).from(member).where(eq(member.userId, actor.id)).limit(1);
  if (!team) return null;
  const conversationId = await channelOf(db, { kind: "team", teamId: team.teamId });
  await db.insert(conversationMember).values({ conversationId, userId: actor.id, state: "active" }).onConflictDoNothing();
  return conversationId;
}

/** The actor's team channel, for the team page's button; NOT_IN_TEAM when they have no team. */
export async function openTeamConversation(db: Db, actor: Actor): Promise<{ conversationId: number }> {
  const conversationId = await joinTeamChannel(db, actor);
  if (conversationId === null) throw new AppError("NOT_IN_TEAM");
  return { conversationId };
}
