import type { ConversationFolder, ConversationKind, MemberState } from "@escouade/contracts/messages";
import { and, desc, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversation, conversationMember, game, member, message, organization, profile, registration } from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import { stillMember, visibleTo } from "./access.ts";
import { blockBetween } from "./blocks.ts";
import { joinChannels } from "./channels.ts";
import { otherOf } from "./conversations.ts";
import { membership } from "./membership.ts";

/* The actor's conversations as the list, the unread badge and a thread's header show them. */

/** How much of the last message the list shows. */
const EXCERPT_LENGTH = 140;

export interface ConversationSummary {
  id: number;
  kind: ConversationKind;
  state: MemberState;
  /** The other player of a direct conversation. */
  other: PlayerCard | null;
  /** What a team's or a game's channel is about, to name it and link to it. */
  channel: { name: string; teamSlug: string | null; teamLogo: string | null; gameId: number | null } | null;
  lastMessage: { senderId: string | null; excerpt: string; createdAt: Date } | null;
  unread: number;
  lastMessageAt: Date;
}

export interface PlayerCard {
  userId: string;
  username: string;
  avatar: number | null;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|(\d{1,15})$/;

/** "2026-11-25T18:00:00.000Z|42": a list position only the server writes; anything else is a 400. */
function readCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const match = CURSOR.exec(cursor);
  const at = match ? new Date(match[1]!) : null;
  if (!match || !at || Number.isNaN(at.getTime())) throw new AppError("VALIDATION_FAILED");
  return { at, id: Number(match[2]) };
}

/**
 * The actor's conversations in one folder, most recent activity first, with the last message,
 * the other player and the unread count (others' messages after the read marker). A conversation
 * without a message yet shows nowhere.
 */
export async function listConversations(db: Db, actor: Actor, input: { folder: ConversationFolder; cursor?: string; limit: number }) {
  const after = readCursor(input.cursor);
  if (input.folder === "inbox" && !after) await joinChannels(db, actor);
  const state: MemberState = input.folder === "requests" ? "request" : "active";
  const rows = await db
    .select(conversationRowColumns)
    .from(conversationMember)
    .innerJoin(conversation, eq(conversation.id, conversationMember.conversationId))
    .where(
      and(
        eq(conversationMember.userId, actor.id),
        eq(conversationMember.state, state),
        stillMember,
        sql`exists (select 1 from ${message} where ${message.conversationId} = ${conversation.id})`,
        after ? or(lt(conversation.lastMessageAt, after.at), and(eq(conversation.lastMessageAt, after.at), lt(conversation.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(conversation.lastMessageAt), desc(conversation.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const items = await summarize(db, actor, page);
  const tail = page.at(-1);
  return { items, nextCursor: rows.length > input.limit && tail ? `${tail.lastMessageAt.toISOString()}|${tail.id}` : null };
}

/** Unread messages across the inbox (the navigation badge) and conversations waiting in requests. */
export async function unreadSummary(db: Db, actor: Actor) {
  await joinChannels(db, actor);
  const [row] = await db
    .select({
      unread: sql<number>`count(*) filter (where ${conversationMember.state} = 'active')::int`,
      requests: sql<number>`count(distinct ${conversationMember.conversationId}) filter (where ${conversationMember.state} = 'request')::int`,
    })
    .from(message)
    .innerJoin(conversationMember, and(eq(conversationMember.conversationId, message.conversationId), eq(conversationMember.userId, actor.id)))
    .innerJoin(conversation, eq(conversation.id, message.conversationId))
    .where(and(gt(message.id, conversationMember.lastReadId), ne(message.senderId, actor.id), stillMember, visibleTo(actor.id)));
  return { unread: row?.unread ?? 0, requests: row?.requests ?? 0 };
}

/** A conversation as its member sees it: what the list and the thread's header are made from. */
const conversationRowColumns = {
  id: conversation.id,
  kind: conversation.kind,
  directKey: conversation.directKey,
  teamId: conversation.teamId,
  gameId: conversation.gameId,
  lastMessageAt: conversation.lastMessageAt,
  state: conversationMember.state,
};

type ConversationRow = {
  id: number;
  kind: ConversationKind;
  directKey: string | null;
  teamId: string | null;
  gameId: number | null;
  state: MemberState;
  lastMessageAt: Date;
};

/** A message's words as others read them: none once the moderators removed it. */
const visibleBody = sql<string>`case when ${message.removedAt} is null then ${message.body} else '' end`;

/** The list's view of conversation rows: last message, unread count, the other player or the channel's name. */
async function summarize(db: Db, actor: Actor, page: ConversationRow[]): Promise<ConversationSummary[]> {
  const ids = page.map((row) => row.id);
  const others = page.map((row) => otherOf(row.directKey, actor.id)).filter((id): id is string => id !== null);
  const teamIds = page.map((row) => row.teamId).filter((id): id is string => id !== null);
  const gameIds = page.map((row) => row.gameId).filter((id): id is number => id !== null);
  if (!ids.length) return [];

  const [lastMessages, unreadCounts, players, teams, games] = await Promise.all([
    db
      .selectDistinctOn([message.conversationId], {
        conversationId: message.conversationId,
        senderId: message.senderId,
        body: visibleBody,
        createdAt: message.createdAt,
      })
      .from(message)
      .where(and(inArray(message.conversationId, ids), visibleTo(actor.id)))
      .orderBy(message.conversationId, desc(message.id)),
    db
      .select({ conversationId: message.conversationId, count: sql<number>`count(*)::int` })
      .from(message)
      .innerJoin(conversationMember, and(eq(conversationMember.conversationId, message.conversationId), eq(conversationMember.userId, actor.id)))
      .where(and(inArray(message.conversationId, ids), gt(message.id, conversationMember.lastReadId), ne(message.senderId, actor.id), visibleTo(actor.id)))
      .groupBy(message.conversationId),
    playerCards(db, others),
    teamIds.length
      ? db
          .select({ id: organization.id, name: organization.name, slug: organization.slug, logo: organization.logo })
          .from(organization)
          .where(inArray(organization.id, teamIds))
      : [],
    gameIds.length ? db.select({ id: game.id, title: game.title }).from(game).where(inArray(game.id, gameIds)) : [],
  ]);
  const lastBy = new Map(lastMessages.map((m) => [m.conversationId, m]));
  const unreadBy = new Map(unreadCounts.map((u) => [u.conversationId, u.count]));
  const playerBy = new Map(players.map((p) => [p.userId, p]));
  const teamBy = new Map(teams.map((t) => [t.id, t]));
  const gameBy = new Map(games.map((g) => [g.id, g]));

  return page.map((row) => {
    const last = lastBy.get(row.id);
    const otherId = otherOf(row.directKey, actor.id);
    const team = row.teamId ? teamBy.get(row.teamId) : undefined;
    const ofGame = row.gameId !== null ? gameBy.get(row.gameId) : undefined;
    return {
      id: row.id,
      kind: row.kind,
      state: row.state,
      other: otherId ? (playerBy.get(otherId) ?? null) : null,
      channel: team
        ? { name: team.name, teamSlug: team.slug, teamLogo: team.logo, gameId: null }
        : ofGame
          ? { name: ofGame.title, teamSlug: null, teamLogo: null, gameId: ofGame.id }
          : null,
      lastMessage: last ? { senderId: last.senderId, excerpt: last.body.slice(0, EXCERPT_LENGTH), createdAt: last.createdAt } : null,
      unread: unreadBy.get(row.id) ?? 0,
      lastMessageAt: row.lastMessageAt,
    };
  });
}

export function playerCards(db: Db, userIds: string[]): Promise<PlayerCard[]> | PlayerCard[] {
  if (!userIds.length) return [];
  return db
    .select({ userId: profile.userId, username: profile.username, avatar: profile.avatar })
    .from(profile)
    .where(inArray(profile.userId, [...new Set(userIds)]));
}

/**
 * One conversation as its thread's header needs it: the list's summary, who is in it now (to name
 * senders), and whether a block stands between the two players of a direct one (the composer closes).
 */
export async function getConversation(db: Db, actor: Actor, conversationId: number) {
  await membership(db, actor, conversationId);
  const [row] = await db
    .select(conversationRowColumns)
    .from(conversationMember)
    .innerJoin(conversation, eq(conversation.id, conversationMember.conversationId))
    .where(and(eq(conversationMember.conversationId, conversationId), eq(conversationMember.userId, actor.id)));
  const [summary] = await summarize(db, actor, [row!]);
  const otherId = otherOf(row!.directKey, actor.id);
  const [members, blocked] = await Promise.all([conversationPlayers(db, row!), otherId ? blockBetween(db, actor.id, otherId) : null]);
  return { ...summary!, members, blocked };
}

/** Who may read the conversation now: the pair, the team's members, or the game's organizer and confirmed registrants. */
async function conversationPlayers(db: Db, row: ConversationRow): Promise<PlayerCard[]> {
  let ids: string[];
  if (row.kind === "direct") ids = row.directKey!.split(":");
  else if (row.kind === "team")
    ids = (await db.select({ userId: member.userId }).from(member).where(eq(member.organizationId, row.teamId!))).map((m) => m.userId);
  else {
    const [organizers, registrants] = await Promise.all([
      db.select({ userId: game.organizerId }).from(game).where(eq(game.id, row.gameId!)),
      db
        .select({ userId: registration.userId })
        .from(registration)
        .where(and(eq(registration.gameId, row.gameId!), eq(registration.status, "confirmed"))),
    ]);
    ids = [...organizers, ...registrants].flatMap((m) => (m.userId ? [m.userId] : []));
  }
  return playerCards(db, ids);
}
