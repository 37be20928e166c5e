import {
  DISCORD_CONNECTIONS_MAX,
  discordEventsOf,
  parseDiscordWebhookUrl,
  type DiscordConnectionView,
  type DiscordEvent,
  type DiscordOwner,
} from "@escouade/contracts/discord";
import type { UiLanguage } from "@escouade/contracts/languages";
import { asc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { uniqueViolation } from "../../db/driver-errors.ts";
import { discordConnection, organization, profile } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { takeFromAllowance } from "../../platform/rate-limiter.ts";
import { lockOwnPlace } from "../shops/service.ts";
import { requireTeamPermission } from "../teams/service.ts";
import { connectedMessage } from "./embeds.ts";
import { postToWebhook, readWebhook } from "./webhook-client.ts";

export interface DiscordDeps {
  db: Db;
  /** Discord's API (`config.discord.apiUrl`). */
  apiUrl: string;
  appUrl: string;
}

/**
 * Each test post costs Discord a request, and Discord restricts a server that makes too many it
 * refuses: a player connects a few channels an hour, not hundreds.
 */
const CONNECT_ALLOWANCE = { max: 10, windowMs: 3600_000 };

/** Whose connection, as a row's columns say it; its name and page as the test post links them. */
interface OwnerFacts {
  where: SQL;
  columns: { ownerKind: DiscordOwner["kind"]; teamId?: string; shopId?: number; organizerId?: string };
  name: string;
  path: string;
  /** What this owner's channels may receive. */
  events: readonly DiscordEvent[];
}

/**
 * Checks the actor may run the owner's channels (a team's leaders, a place's owners, an organizer
 * for their own games), inside the caller's transaction. NOT_FOUND or FORBIDDEN otherwise.
 */
async function ownerFacts(tx: Tx, actor: Actor, owner: DiscordOwner): Promise<OwnerFacts> {
  if (owner.kind === "team") {
    await requireTeamPermission(tx, actor, owner.teamId, { organization: ["update"] });
    const [team] = await tx.select({ name: organization.name, slug: organization.slug }).from(organization).where(eq(organization.id, owner.teamId));
    if (!team) throw new AppError("NOT_FOUND");
    return {
      where: eq(discordConnection.teamId, owner.teamId),
      columns: { ownerKind: "team", teamId: owner.teamId },
      name: team.name,
      path: `/teams/${team.slug}`,
      events: discordEventsOf("team"),
    };
  }
  if (owner.kind === "place") {
    const place = await lockOwnPlace(tx, actor, owner.shopId);
    return {
      where: eq(discordConnection.shopId, owner.shopId),
      columns: { ownerKind: "place", shopId: owner.shopId },
      name: place.name,
      path: `/shops/${owner.shopId}`,
      events: discordEventsOf("place", { gamesHeld: place.type === "field" }),
    };
  }
  const [me] = await tx.select({ username: profile.username }).from(profile).where(eq(profile.userId, actor.id));
  if (!me) throw new AppError("PROFILE_NOT_FILLED");
  return {
    where: eq(discordConnection.organizerId, actor.id),
    columns: { ownerKind: "organizer", organizerId: actor.id },
    name: me.username,
    path: `/user/${actor.id}`,
    events: discordEventsOf("organizer"),
  };
}

const viewColumns = {
  id: discordConnection.id,
  name: discordConnection.name,
  lang: discordConnection.lang,
  events: discordConnection.events,
  offSince: discordConnection.offSince,
  lastPostAt: discordConnection.lastPostAt,
  createdAt: discordConnection.createdAt,
};

/** The owner's channels, oldest first; for its leaders or owners only. */
export async function listDiscordConnections(db: Db, actor: Actor, owner: DiscordOwner): Promise<DiscordConnectionView[]> {
  return db.transaction(async (tx) => {
    const facts = await ownerFacts(tx, actor, owner);
    return tx.select(viewColumns).from(discordConnection).where(facts.where).orderBy(asc(discordConnection.id));
  });
}

/** Only what this owner can post (an organizer writes no news, a shop holds no games). */
function eventsFor(facts: OwnerFacts, events: readonly DiscordEvent[]) {
  const kept = events.filter((event) => facts.events.includes(event));
  if (kept.length === 0) throw new AppError("VALIDATION_FAILED");
  return kept;
}

/**
 * Connects a channel: the address must be a Discord webhook, Discord must know it, and a test post
 * must go through before anything is saved, so that a connection listed is one that worked.
 */
export async function connectDiscord(deps: DiscordDeps, actor: Actor, input: { owner: DiscordOwner; url: string; lang: UiLanguage; events: DiscordEvent[] }) {
  const { db } = deps;
  const ref = parseDiscordWebhookUrl(input.url);
  if (!ref) throw new AppError("VALIDATION_FAILED");
  const facts = await db.transaction(async (tx) => {
    const found = await ownerFacts(tx, actor, input.owner);
    await requireRoom(tx, found.where, ref.id);
    return found;
  });
  const events = eventsFor(facts, input.events);
  if (!(await takeFromAllowance(db, `discord-connect:${actor.id}`, CONNECT_ALLOWANCE))) throw new AppError("RATE_LIMITED");

  const webhook = await readWebhook(deps.apiUrl, ref);
  if (webhook.kind === "gone") throw new AppError("DISCORD_WEBHOOK_NOT_FOUND");
  if (webhook.kind === "unreachable") throw new AppError("DISCORD_UNREACHABLE");
  const test = await postToWebhook(deps.apiUrl, ref, connectedMessage(facts.name, events, input.lang, `${deps.appUrl}/${input.lang}${facts.path}`), {
    wait: true,
  });
  if (test.kind === "gone") throw new AppError("DISCORD_WEBHOOK_NOT_FOUND");
  if (test.kind !== "sent") throw new AppError("DISCORD_UNREACHABLE");

  try {
    return await db.transaction(async (tx) => {
      // Checked again: the actor's role or the owner may have changed during the test post.
      const again = await ownerFacts(tx, actor, input.owner);
      await requireRoom(tx, again.where, ref.id);
      const [created] = await tx
        .insert(discordConnection)
        .values({
          ...again.columns,
          webhookId: ref.id,
          webhookToken: ref.token,
          name: webhook.name,
          lang: input.lang,
          events,
          connectedBy: actor.id,
          holdUntil: test.holdUntil,
        })
        .returning(viewColumns);
      return created!;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError("DISCORD_ALREADY_CONNECTED");
    throw error;
  }
}

async function requireRoom(tx: Tx, owned: SQL, webhookId: string) {
  const rows = await tx.select({ webhookId: discordConnection.webhookId }).from(discordConnection).where(owned);
  if (rows.some((row) => row.webhookId === webhookId)) throw new AppError("DISCORD_ALREADY_CONNECTED");
  if (rows.length >= DISCORD_CONNECTIONS_MAX) throw new AppError("TOO_MANY_ITEMS");
}

/** The connection, locked, when the actor may run its owner's channels; NOT_FOUND otherwise, so ids reveal nothing. */
async function lockOwnConnection(tx: Tx, actor: Actor, connectionId: number) {
  const [row] = await tx.select().from(discordConnection).where(eq(discordConnection.id, connectionId)).for("update");
  if (!row) throw new AppError("NOT_FOUND");
  const owner: DiscordOwner =
    row.ownerKind === "team"
      ? { kind: "team", teamId: row.teamId! }
      : row.ownerKind === "place"
        ? { kind: "place", shopId: row.shopId! }
        : { kind: "organizer" };
  if (row.ownerKind === "organizer" && row.organizerId !== actor.id) throw new AppError("NOT_FOUND");
  try {
    return { row, facts: await ownerFacts(tx, actor, owner) };
  } catch (error) {
    if (error instanceof AppError && (error.appCode === "FORBIDDEN" || error.appCode === "NOT_FOUND")) throw new AppError("NOT_FOUND");
    throw error;
  }
}

/** Changes what a channel receives and in which language. */
export async function updateDiscordConnection(db: Db, actor: Actor, input: { connectionId: number; lang: UiLanguage; events: DiscordEvent[] }) {
  return db.transaction(async (tx) => {
    const { facts } = await lockOwnConnection(tx, actor, input.connectionId);
    const [updated] = await tx
      .update(discordConnection)
      .set({ lang: input.lang, events: eventsFor(facts, input.events) })
      .where(eq(discordConnection.id, input.connectionId))
      .returning(viewColumns);
    return updated!;
  });
}

/** Disconnects a channel: nothing more is posted there (what was already queued is dropped at sending). */
export async function disconnectDiscord(db: Db, actor: Actor, connectionId: number) {
  return db.transaction(async (tx) => {
    await lockOwnConnection(tx, actor, connectionId);
    await tx.delete(discordConnection).where(eq(discordConnection.id, connectionId));
    return { ok: true as const };
  });
}
