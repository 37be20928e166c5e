import { and, arrayContains, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { discordConnection, game, member, registration, shop } from "../../db/schema/index.ts";
import { enqueue, jobQueue } from "../../platform/jobs.ts";
import type { DiscordEvent, GameAnnouncement } from "@escouade/contracts/discord";

/*
 * What the features tell Discord (decision 038): called inside the transaction that makes the
 * change, they queue one job per connected channel that asked for it, so a post exists exactly
 * when the change does and outlives a crash. What is posted is read when it leaves.
 */

export type DiscordPost =
  { kind: "game"; announcement: GameAnnouncement; gameId: number } | { kind: "team_news"; postId: number } | { kind: "place_news"; postId: number };

export interface DiscordJob {
  connectionId: number;
  post: DiscordPost;
  /** How many times Discord has asked this post to wait (429). */
  waits?: number;
}

/**
 * Discord's 5xx and unreachable moments are waited out like an SMTP outage: from 15 s, doubling,
 * eight times. Its 429s are not failures: the job is queued again for when Discord said.
 */
export const discordPostQueue = jobQueue<DiscordJob>("discord-post", { concurrency: 2, expireInSeconds: 60 });

/**
 * One post per channel, game and announcement per slot of two minutes: edits in a row, or places
 * given up one after the other, are posted once. A change waits for its slot's end, and is read
 * as the game then stands.
 */
const SLOT_SECONDS = 120;

const EVENT_OF: Record<GameAnnouncement, DiscordEvent> = {
  new_game: "new_game",
  game_changed: "game_updates",
  game_cancelled: "game_updates",
  places_open: "places_open",
};

type Queuer = Pick<Db, "select" | "execute">;

/** Connections that are on and asked for this event. */
const listening = (event: DiscordEvent) => and(isNull(discordConnection.offSince), arrayContains(discordConnection.events, [event]));

/** What anyone may find (the public search, decision 031): never a friends-only, private or removed game. */
const publicGame = () => and(eq(game.visibility, "public"), isNull(game.removedAt));

/** The game's field, while the moderators have not removed it: a removed place announces nothing. */
const shownPlace = sql`exists (select 1 from ${shop} where ${shop.id} = ${game.shopId} and ${shop.status} = 'approved' and ${shop.removedAt} is null)`;

/** Teams whose members go to the game: their channels hear of its changes. */
function teamsGoingTo(gameId: typeof game.id) {
  return sql`${discordConnection.teamId} in (
    select ${member.organizationId} from ${member}
    join ${registration} on ${registration.userId} = ${member.userId}
    where ${registration.gameId} = ${gameId} and ${registration.status} in ('confirmed', 'waitlisted'))`;
}

async function queuePosts(db: Queuer, jobs: DiscordJob[], options: { settle?: boolean } = {}) {
  for (const job of jobs) {
    if (job.post.kind !== "game") {
      await enqueue(db, discordPostQueue, [job]);
      continue;
    }
    const singletonKey = `${job.connectionId}:${job.post.announcement}:${job.post.gameId}`;
    const startAfter = options.settle ? new Date(Date.now() + SLOT_SECONDS * 1000) : undefined;
    await enqueue(db, discordPostQueue, [job], { singletonKey, singletonSeconds: SLOT_SECONDS, startAfter });
  }
}

/**
 * A game published, changed, cancelled or with places open again: its organizer's channels, its
 * field's, and (but for a new game, which a team hears of when a member goes) the channels of the
 * teams whose members go.
 */
export async function announceGames(db: Queuer, announcement: GameAnnouncement, gameIds: readonly number[]) {
  if (gameIds.length === 0) return;
  const rows = await db
    .select({ connectionId: discordConnection.id, gameId: game.id })
    .from(game)
    .innerJoin(
      discordConnection,
      or(
        eq(discordConnection.organizerId, game.organizerId),
        and(eq(discordConnection.shopId, game.shopId), shownPlace),
        announcement === "new_game" ? undefined : teamsGoingTo(game.id),
      ),
    )
    .where(and(inArray(game.id, [...gameIds]), publicGame(), listening(EVENT_OF[announcement])));
  await queuePosts(
    db,
    rows.map((row) => ({ connectionId: row.connectionId, post: { kind: "game", announcement, gameId: row.gameId } })),
    { settle: announcement === "game_changed" },
  );
}

/**
 * A player's registration now holds a place or a spot in the waitlist: if no teammate went yet,
 * the game becomes one of their team's, and the team's channels hear of it as a new game.
 */
export async function announceMemberGoing(db: Queuer, gameId: number, userId: string) {
  const [mine] = await db.select({ teamId: member.organizationId }).from(member).where(eq(member.userId, userId));
  if (!mine) return;
  const [teammateGoing] = await db
    .select({ one: sql`1` })
    .from(registration)
    .innerJoin(member, and(eq(member.userId, registration.userId), eq(member.organizationId, mine.teamId)))
    .where(and(eq(registration.gameId, gameId), ne(registration.userId, userId), inArray(registration.status, ["confirmed", "waitlisted"])))
    .limit(1);
  if (teammateGoing) return;
  const rows = await db
    .select({ connectionId: discordConnection.id })
    .from(discordConnection)
    .innerJoin(game, eq(game.id, gameId))
    .where(and(eq(discordConnection.teamId, mine.teamId), listening("new_game"), publicGame(), isNull(game.cancelledAt), gt(game.endsAt, new Date())));
  await queuePosts(
    db,
    rows.map((row) => ({ connectionId: row.connectionId, post: { kind: "game", announcement: "new_game", gameId } })),
  );
}

/** Call with the game's counts before a place was given up or added: a full game with room again is announced. */
export async function announceIfPlacesOpened(db: Queuer, gameId: number, before: { confirmedCount: number; maxPlayers: number }) {
  if (before.confirmedCount < before.maxPlayers) return;
  const [now] = await db
    .select({ confirmedCount: game.confirmedCount, maxPlayers: game.maxPlayers, cancelledAt: game.cancelledAt })
    .from(game)
    .where(eq(game.id, gameId));
  if (!now || now.cancelledAt || now.confirmedCount >= now.maxPlayers) return;
  await announceGames(db, "places_open", [gameId]);
}

/** A team's or a place's news, to the channels of that team or place that asked for news. */
export async function announceNews(db: Queuer, news: { kind: "team"; teamId: string; postId: number } | { kind: "place"; shopId: number; postId: number }) {
  const owner = news.kind === "team" ? eq(discordConnection.teamId, news.teamId) : eq(discordConnection.shopId, news.shopId);
  const rows = await db
    .select({ connectionId: discordConnection.id })
    .from(discordConnection)
    .where(and(owner, listening("news")));
  const post: DiscordPost = news.kind === "team" ? { kind: "team_news", postId: news.postId } : { kind: "place_news", postId: news.postId };
  await queuePosts(
    db,
    rows.map((row) => ({ connectionId: row.connectionId, post })),
  );
}
