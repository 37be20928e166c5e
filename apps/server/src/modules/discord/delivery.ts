import type { DiscordEvent } from "@escouade/contracts/discord";
import type { NotificationDiscordOwner } from "@escouade/contracts/notifications";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, Db, Tx } from "../../db/client.ts";
import { discordConnection, game, organization, profile, shop, shopPost, teamPost } from "../../db/schema/index.ts";
import { enqueue, type JobHandler } from "../../platform/jobs.ts";
import { notifyUsers } from "../notifications/service.ts";
import { ownerIds } from "../shops/service.ts";
import { leaderIds } from "../teams/service.ts";
import { discordPostQueue, type DiscordJob, type DiscordPost } from "../discord-outbox/service.ts";
import { gameMessage, newsMessage, type AnnouncedGame } from "./embeds.ts";
import { postToWebhook, type DiscordMessage } from "./webhook-client.ts";

type Connection = typeof discordConnection.$inferSelect;
type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface DiscordDeliveryDeps {
  database: Database;
  apiUrl: string;
  appUrl: string;
  /** A stored image's public address (the storage's): Discord fetches the cover itself. */
  imageUrl: (key: string) => string;
  log: Log;
}

/** Past this many 429s in a row, the post fails where admins see failed jobs. */
const WAITS_MAX = 12;

const eventOf = (post: DiscordPost): DiscordEvent =>
  post.kind !== "game" ? "news" : post.announcement === "new_game" ? "new_game" : post.announcement === "places_open" ? "places_open" : "game_updates";

/** The game as the channel reads it now, or null when there is nothing to say any more (made private, removed, over, full again). */
async function gameNow(deps: DiscordDeliveryDeps, post: Extract<DiscordPost, { kind: "game" }>): Promise<AnnouncedGame | null> {
  const [row] = await deps.database.db
    .select({
      id: game.id,
      title: game.title,
      startsAt: game.startsAt,
      endsAt: game.endsAt,
      timeZone: game.timeZone,
      placeName: shop.name,
      city: game.city,
      postalCode: game.postalCode,
      priceCents: game.priceCents,
      maxPlayers: game.maxPlayers,
      confirmedCount: game.confirmedCount,
      coverImageKey: game.coverImageKey,
      cancelledAt: game.cancelledAt,
    })
    .from(game)
    .leftJoin(shop, eq(shop.id, game.shopId))
    .where(and(eq(game.id, post.gameId), eq(game.visibility, "public"), isNull(game.removedAt), gt(game.endsAt, new Date())));
  if (!row) return null;
  if (post.announcement !== "game_cancelled" && row.cancelledAt) return null;
  if (post.announcement === "places_open" && row.confirmedCount >= row.maxPlayers) return null;
  const { coverImageKey, cancelledAt: _cancelled, ...announced } = row;
  return { ...announced, coverUrl: coverImageKey ? deps.imageUrl(coverImageKey) : null };
}

async function newsNow(deps: DiscordDeliveryDeps, post: Exclude<DiscordPost, { kind: "game" }>, connection: Connection) {
  const { db } = deps.database;
  const lang = connection.lang;
  if (post.kind === "team_news") {
    const [row] = await db
      .select({ text: teamPost.text, photoKeys: teamPost.photoKeys, name: organization.name, slug: organization.slug })
      .from(teamPost)
      .innerJoin(organization, eq(organization.id, teamPost.organizationId))
      .where(and(eq(teamPost.id, post.postId), eq(teamPost.organizationId, connection.teamId ?? "")));
    return row ? { ownerName: row.name, pageUrl: `${deps.appUrl}/${lang}/teams/${row.slug}`, text: row.text, photoKeys: row.photoKeys } : null;
  }
  const [row] = await db
    .select({ text: shopPost.text, photoKeys: shopPost.photoKeys, name: shop.name, shopId: shop.id })
    .from(shopPost)
    .innerJoin(shop, eq(shop.id, shopPost.shopId))
    .where(and(eq(shopPost.id, post.postId), eq(shopPost.shopId, connection.shopId ?? -1), isNull(shopPost.removedAt)));
  return row ? { ownerName: row.name, pageUrl: `${deps.appUrl}/${lang}/shops/${row.shopId}`, text: row.text, photoKeys: row.photoKeys } : null;
}

async function messageFor(deps: DiscordDeliveryDeps, connection: Connection, post: DiscordPost): Promise<DiscordMessage | null> {
  if (post.kind === "game") {
    const announced = await gameNow(deps, post);
    return announced ? gameMessage(post.announcement, announced, connection.lang, deps.appUrl) : null;
  }
  const news = await newsNow(deps, post, connection);
  if (!news) return null;
  const photo = news.photoKeys[0];
  return newsMessage({ ownerName: news.ownerName, pageUrl: news.pageUrl, text: news.text, photoUrl: photo ? deps.imageUrl(photo) : null }, connection.lang);
}

/** Who hears that a channel was lost: a team's leaders, a place's owners, the organizer. */
async function ownersOf(db: Db | Tx, connection: Connection): Promise<{ userIds: string[]; owner: NotificationDiscordOwner }> {
  if (connection.teamId) {
    const [team] = await db.select({ name: organization.name, slug: organization.slug }).from(organization).where(eq(organization.id, connection.teamId));
    return { userIds: await leaderIds(db, connection.teamId), owner: { kind: "team", name: team?.name ?? "", teamSlug: team?.slug } };
  }
  if (connection.shopId) {
    const [place] = await db.select({ name: shop.name }).from(shop).where(eq(shop.id, connection.shopId));
    return { userIds: await ownerIds(db, connection.shopId), owner: { kind: "place", name: place?.name ?? "", shopId: connection.shopId } };
  }
  const [me] = await db
    .select({ username: profile.username })
    .from(profile)
    .where(eq(profile.userId, connection.organizerId ?? ""));
  return { userIds: connection.organizerId ? [connection.organizerId] : [], owner: { kind: "organizer", name: me?.username ?? "" } };
}

/** Discord said the webhook is gone: the connection goes off (once), and its owners are told. */
async function turnOff(deps: DiscordDeliveryDeps, connection: Connection) {
  await deps.database.db.transaction(async (tx) => {
    const [off] = await tx
      .update(discordConnection)
      .set({ offSince: new Date() })
      .where(and(eq(discordConnection.id, connection.id), isNull(discordConnection.offSince)))
      .returning({ id: discordConnection.id });
    if (!off) return;
    const { userIds, owner } = await ownersOf(tx, connection);
    await notifyUsers(tx, userIds, { type: "discord_connection_off", payload: { owner, channel: connection.name } });
  });
}

/** Queues the same post again for when Discord said it would take it. */
async function putOff(deps: DiscordDeliveryDeps, job: DiscordJob, until: Date) {
  const waits = (job.waits ?? 0) + 1;
  if (waits > WAITS_MAX) throw new Error(`Discord kept asking to wait: post given up after ${WAITS_MAX} waits`);
  // A little spread, so that posts held together do not all come back in the same instant.
  const startAfter = new Date(until.getTime() + Math.floor(Math.random() * 500));
  await enqueue(deps.database.db, discordPostQueue, [{ ...job, waits }], { startAfter });
}

/** Posts one announcement to one channel (decision 038). */
export function discordPostHandler(deps: DiscordDeliveryDeps): JobHandler<DiscordJob> {
  return {
    queue: discordPostQueue,
    async handle(job) {
      const { db } = deps.database;
      const [connection] = await db.select().from(discordConnection).where(eq(discordConnection.id, job.connectionId));
      // Disconnected, off, or no longer asking for this: nothing to post.
      if (!connection || connection.offSince || !connection.events.includes(eventOf(job.post))) return;
      if (connection.holdUntil && connection.holdUntil.getTime() > Date.now()) return putOff(deps, job, connection.holdUntil);
      const message = await messageFor(deps, connection, job.post);
      if (!message) return;
      const outcome = await postToWebhook(deps.apiUrl, { id: connection.webhookId, token: connection.webhookToken }, message);
      switch (outcome.kind) {
        case "sent":
          await db.update(discordConnection).set({ lastPostAt: new Date(), holdUntil: outcome.holdUntil }).where(eq(discordConnection.id, connection.id));
          return;
        case "gone":
          return turnOff(deps, connection);
        case "wait": {
          const until = new Date(Date.now() + outcome.waitMs);
          await db.update(discordConnection).set({ holdUntil: until }).where(eq(discordConnection.id, connection.id));
          return putOff(deps, job, until);
        }
        case "refused":
          // Sending it again would be refused again: said in the log, not retried.
          deps.log.warn({ status: outcome.status, detail: outcome.detail, connectionId: connection.id }, "Discord refused a post");
          return;
        case "unreachable":
          throw new Error(`Discord could not take a post: ${outcome.detail}`);
      }
    },
  };
}
