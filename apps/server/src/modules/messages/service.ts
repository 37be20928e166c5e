import { MESSAGES_PER_MINUTE, type ConversationFolder, type ConversationKind, type MemberState, type MessageEventData } from "@escouade/contracts/messages";
import { and, desc, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { uniqueViolation } from "../../db/errors.ts";
import {
  conversation,
  conversationMember,
  friendship,
  game,
  member,
  message,
  organization,
  playerBlock,
  profile,
  registration,
} from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import { inGame, stillMember, visibleTo } from "./access.ts";
import { announceMessage } from "./live.ts";
import { queueMessagePush } from "./message-push.ts";

/*
 * Private conversations (issue 14, first part): one per pair of players, a requests folder for a
 * stranger's first message, blocking, read markers, a shared rate limit and idempotent sends.
 * Every read and write checks membership here: a conversation someone is not in does not exist
 * for them (NOT_FOUND), so its id reveals nothing.
 */

/** How much of the last message the list shows. */
const EXCERPT_LENGTH = 140;

/** A message as the history and the live stream give it (contracts' MessageEventData). */
export type MessageItem = MessageEventData;

/** The pair's key, whoever asks first: one direct conversation per pair. */
export const directKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

async function isOnboarded(db: Db | Tx, userId: string) {
  const [row] = await db.select({ id: profile.userId }).from(profile).where(eq(profile.userId, userId));
  return Boolean(row);
}

/** Which side blocked, if either: "me" (I may unblock), "them" (nothing to do), or null. */
async function blockBetween(db: Db | Tx, me: string, other: string): Promise<"me" | "them" | null> {
  const rows = await db
    .select({ blockerId: playerBlock.blockerId })
    .from(playerBlock)
    .where(or(and(eq(playerBlock.blockerId, me), eq(playerBlock.blockedId, other)), and(eq(playerBlock.blockerId, other), eq(playerBlock.blockedId, me))));
  if (rows.some((r) => r.blockerId === me)) return "me";
  return rows.length ? "them" : null;
}

/** Whether either of the two blocked the other. */
export async function isBlockedBetween(db: Db | Tx, a: string, b: string) {
  return (await blockBetween(db, a, b)) !== null;
}

async function areFriends(db: Db | Tx, a: string, b: string) {
  const [row] = await db
    .select({ status: friendship.status })
    .from(friendship)
    .where(
      and(
        eq(friendship.status, "accepted"),
        or(and(eq(friendship.requesterId, a), eq(friendship.addresseeId, b)), and(eq(friendship.requesterId, b), eq(friendship.addresseeId, a))),
      ),
    );
  return Boolean(row);
}

/** The actor's place in a conversation, with the conversation's kind; NOT_FOUND when they have none. */
async function membership(db: Db | Tx, actor: Actor, conversationId: number) {
  const found = await membershipRow(db, actor, conversationId);
  if (found) return found;
  // Joined a team or confirmed in a game since the channel was made: their read marker starts now.
  await joinChannels(db, actor);
  const joined = await membershipRow(db, actor, conversationId);
  if (!joined) throw new AppError("NOT_FOUND");
  return joined;
}

async function membershipRow(db: Db | Tx, actor: Actor, conversationId: number) {
  const [row] = await db
    .select({ state: conversationMember.state, lastReadId: conversationMember.lastReadId, kind: conversation.kind, directKey: conversation.directKey })
    .from(conversationMember)
    .innerJoin(conversation, eq(conversation.id, conversationMember.conversationId))
    .where(and(eq(conversationMember.conversationId, conversationId), eq(conversationMember.userId, actor.id), stillMember));
  return row ?? null;
}

/**
 * The actor's team channel, made on first use, and their read marker in it. Called where the
 * actor looks at their messages (the list, the badge), so a new member finds the channel there;
 * who may read it is still decided by the team (`stillMember`).
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
function joinChannels(db: Db | Tx, actor: Actor) {
  return Promise.all([joinTeamChannel(db, actor), joinGameChannels(db, actor)]);
}

/** The actor's read markers in the channels of the games they take part in, for those made since. */
async function joinGameChannels(db: Db | Tx, actor: Actor) {
  await db.execute(sql`insert into ${conversationMember} (conversation_id, user_id, state)
    select ${conversation.id}, ${actor.id}, 'active' from ${conversation}
    where ${conversation.kind} = 'game' and ${inGame(conversation.gameId, actor.id)}
    on conflict do nothing`);
}

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

/** The other player of a direct conversation, read from its key. */
function otherOf(directKey: string | null, me: string): string | null {
  if (!directKey) return null;
  const [a, b] = directKey.split(":");
  return a === me ? (b ?? null) : (a ?? null);
}

/**
 * The conversation between the actor and `otherId`, made on first use. The other player joins it
 * in the inbox when they are friends, in their requests folder otherwise; nothing shows on their
 * side until a first message is written.
 */
export async function openDirectConversation(db: Db, actor: Actor, otherId: string): Promise<{ conversationId: number }> {
  if (otherId === actor.id) throw new AppError("SELF_ACTION");
  if (!(await isOnboarded(db, otherId))) throw new AppError("NOT_FOUND");
  if (await isBlockedBetween(db, actor.id, otherId)) throw new AppError("PLAYER_BLOCKED");
  const directKey = directKeyOf(actor.id, otherId);
  const existing = async () => (await db.select({ id: conversation.id }).from(conversation).where(eq(conversation.directKey, directKey)))[0];
  const found = await existing();
  if (found) return { conversationId: found.id };
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx.insert(conversation).values({ kind: "direct", directKey }).returning({ id: conversation.id });
      const otherState: MemberState = (await areFriends(tx, actor.id, otherId)) ? "active" : "request";
      await tx.insert(conversationMember).values([
        { conversationId: created!.id, userId: actor.id, state: "active" },
        { conversationId: created!.id, userId: otherId, state: otherState },
      ]);
      return { conversationId: created!.id };
    });
  } catch (error) {
    // Both opened it at the same instant: the other's insert won, theirs is ours.
    if (uniqueViolation(error) === "conversation_direct_idx") return { conversationId: (await existing())!.id };
    throw error;
  }
}

/**
 * Sends a message. The same `clientId` twice (a retry, a double submit) stores it once and answers
 * the stored message. Writing in a conversation that sat in the requests folder accepts it. At
 * most MESSAGES_PER_MINUTE a minute per player: the count and the insert run under a per-player
 * advisory lock, so two processes cannot both let the 31st through.
 */
export async function sendMessage(db: Db, actor: Actor, input: { conversationId: number; clientId: string; body: string }): Promise<MessageItem> {
  return db.transaction(async (tx) => {
    const member = await membership(tx, actor, input.conversationId);
    const [sent] = await tx
      .select()
      .from(message)
      .where(and(eq(message.senderId, actor.id), eq(message.clientId, input.clientId)));
    if (sent) {
      if (sent.conversationId !== input.conversationId) throw new AppError("VALIDATION_FAILED");
      return toItem(sent);
    }
    const other = member.kind === "direct" ? otherOf(member.directKey, actor.id) : null;
    if (other && (await isBlockedBetween(tx, actor.id, other))) throw new AppError("PLAYER_BLOCKED");

    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`message-rate:${actor.id}`}))`);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(message)
      .where(and(eq(message.senderId, actor.id), gt(message.createdAt, sql`now() - interval '1 minute'`)));
    if ((recent?.count ?? 0) >= MESSAGES_PER_MINUTE) throw new AppError("MESSAGE_RATE_LIMITED");

    const [row] = await tx
      .insert(message)
      .values({ conversationId: input.conversationId, senderId: actor.id, clientId: input.clientId, body: input.body })
      .onConflictDoNothing({ target: [message.senderId, message.clientId] })
      .returning();
    // A concurrent twin of this send committed first: answer what it stored (it announced it).
    const stored =
      row ??
      (
        await tx
          .select()
          .from(message)
          .where(and(eq(message.senderId, actor.id), eq(message.clientId, input.clientId)))
      )[0]!;
    if (row) {
      await announceMessage(tx, input.conversationId, row.id);
      await queueMessagePush(tx, input.conversationId, actor.id, row.body);
    }
    await tx.update(conversation).set({ lastMessageAt: stored.createdAt }).where(eq(conversation.id, input.conversationId));
    // What one writes, one has read; and answering a request accepts it.
    await tx
      .update(conversationMember)
      .set({ lastReadId: sql`greatest(${conversationMember.lastReadId}, ${stored.id})`, state: "active" })
      .where(and(eq(conversationMember.conversationId, input.conversationId), eq(conversationMember.userId, actor.id)));
    return toItem(stored);
  });
}

function toItem(row: typeof message.$inferSelect): MessageItem {
  // A message the moderators removed keeps its place in the thread, never its words (issue 16).
  const removed = row.removedAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: removed ? "" : row.body,
    createdAt: row.createdAt,
    clientId: row.clientId,
    removed,
  };
}

/** A conversation's history, newest first, `limit` at a time backwards from `before`. */
export async function getMessages(db: Db, actor: Actor, input: { conversationId: number; cursor?: number; limit: number }) {
  await membership(db, actor, input.conversationId);
  const rows = await db
    .select()
    .from(message)
    .where(and(eq(message.conversationId, input.conversationId), visibleTo(actor.id), input.cursor ? lt(message.id, input.cursor) : undefined))
    .orderBy(desc(message.id))
    .limit(input.limit + 1);
  const items = rows.slice(0, input.limit).map(toItem);
  // Senders by name, those who have left since included.
  const senders = await playerCards(
    db,
    items.flatMap((item) => (item.senderId ? [item.senderId] : [])),
  );
  return { items, senders, nextCursor: rows.length > input.limit ? items.at(-1)!.id : null };
}

/** Moves the actor's read marker forward to `messageId` (never back, never past the last message). */
export async function markRead(db: Db, actor: Actor, input: { conversationId: number; messageId: number }) {
  await membership(db, actor, input.conversationId);
  const [last] = await db
    .select({ id: sql<number | null>`max(${message.id})` })
    .from(message)
    .where(eq(message.conversationId, input.conversationId));
  const upTo = Math.min(input.messageId, Number(last?.id ?? 0));
  await db
    .update(conversationMember)
    .set({ lastReadId: sql`greatest(${conversationMember.lastReadId}, ${upTo})` })
    .where(and(eq(conversationMember.conversationId, input.conversationId), eq(conversationMember.userId, actor.id)));
  return { lastReadId: upTo };
}

async function answerRequest(db: Db, actor: Actor, conversationId: number, state: "active" | "declined") {
  const member = await membership(db, actor, conversationId);
  if (member.state !== "request") throw new AppError("NO_MESSAGE_REQUEST");
  await db
    .update(conversationMember)
    .set({ state })
    .where(and(eq(conversationMember.conversationId, conversationId), eq(conversationMember.userId, actor.id)));
  return { state };
}

/** A stranger's conversation moves to the inbox. */
export const acceptMessageRequest = (db: Db, actor: Actor, conversationId: number) => answerRequest(db, actor, conversationId, "active");
/** A stranger's conversation leaves the requests folder for good (their later messages stay out of sight). */
export const declineMessageRequest = (db: Db, actor: Actor, conversationId: number) => answerRequest(db, actor, conversationId, "declined");

export async function blockPlayer(db: Db, actor: Actor, userId: string) {
  if (userId === actor.id) throw new AppError("SELF_ACTION");
  if (!(await isOnboarded(db, userId))) throw new AppError("NOT_FOUND");
  await db.insert(playerBlock).values({ blockerId: actor.id, blockedId: userId }).onConflictDoNothing();
  return { blocked: true };
}

export async function unblockPlayer(db: Db, actor: Actor, userId: string) {
  await db.delete(playerBlock).where(and(eq(playerBlock.blockerId, actor.id), eq(playerBlock.blockedId, userId)));
  return { blocked: false };
}

/** The players the actor blocked, for the settings and the profile's button. */
export async function blockedPlayers(db: Db, actor: Actor) {
  return db
    .select({ userId: profile.userId, username: profile.username, avatar: profile.avatar, blockedAt: playerBlock.createdAt })
    .from(playerBlock)
    .innerJoin(profile, eq(profile.userId, playerBlock.blockedId))
    .where(eq(playerBlock.blockerId, actor.id))
    .orderBy(desc(playerBlock.createdAt));
}

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

function playerCards(db: Db, userIds: string[]): Promise<PlayerCard[]> | PlayerCard[] {
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

/** A message the actor may read (in a conversation they are in now); NOT_FOUND otherwise, so its id reveals nothing. */
export async function readableMessage(db: Db | Tx, actor: Actor, messageId: number): Promise<MessageItem> {
  const [row] = await db.select().from(message).where(eq(message.id, messageId));
  if (!row) throw new AppError("NOT_FOUND");
  await membership(db, actor, row.conversationId);
  return toItem(row);
}
