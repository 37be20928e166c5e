import { isOpenForRegistration, placesLeft } from "@escouade/contracts/game-rules";
import type { CreateGameData, GameSearchInput } from "@escouade/contracts/games";
import type { NotificationGame } from "@escouade/contracts/notifications";
import { venueTimeZone } from "@escouade/contracts/time-zones";
import { and, asc, eq, gt, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { distanceKm, withinRadius } from "../../db/geo-sql.ts";
import { game, newShareToken, profile, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { notifyUsers } from "../notifications/service.ts";
import { announceGames, announceIfPlacesOpened } from "../discord-outbox/service.ts";
import { getReputation } from "../reputation/service.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { listableBy, openableBy } from "./visibility.ts";

// Part of the games' public face: other modules filter games by who may see them.
export { listableBy, openableBy };
import type { Actor } from "../../core/actor.ts";
import { escapeLike } from "../../db/like.ts";
import { requireOwnUploads } from "../media/service.ts";
import { staffSummary } from "../staff/service.ts";
import { countLaterOpenDates, createSeries, laterOpenDates, lockOwnSeries, tellFollowers } from "./series.ts";
import { seriesDates } from "@escouade/contracts/series";
import { ticketCode } from "../../platform/ticket-signature.ts";
import { placeNames, requireKnownField, tellPlaceFollowers } from "./place.ts";

type GameFields = Omit<CreateGameData, "termsAccepted">;

function columnsFrom(input: GameFields) {
  return {
    title: input.title,
    description: input.description,
    rules: input.rules,
    type: input.type,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    maxPlayers: input.maxPlayers,
    priceCents: input.priceCents,
    // The address fields are named as the columns: street, city, postal code, country, position.
    ...input.address,
    timeZone: venueTimeZone(input.address),
    visibility: input.visibility,
    languages: input.languages,
    protections: input.protections,
    equipment: input.equipment,
    pyrotechnics: input.pyrotechnics,
    facilities: input.facilities,
    powerLimits: input.powerLimits,
    paymentUrl: input.paymentUrl || null,
    cancellationNoticeHours: input.cancellationNoticeHours,
    questions: input.questions,
    approvalRequired: input.approvalRequired,
    shopId: input.shopId,
    coverImageKey: input.coverImageKey,
    photoKeys: input.photoKeys,
  };
}

/**
 * Publishes a game; with `repeat`, its later dates too, as one new series (docs/product.md §3);
 * with `seriesId`, the date (or dates) join the organizer's series and its followers are told.
 */
export async function createGame(db: Db, actor: Actor, input: GameFields) {
  await requireOwnUploads(db, actor.id, [input.coverImageKey, ...input.photoKeys]);
  return db.transaction(async (tx) => {
    const field = input.shopId ? await requireKnownField(tx, input.shopId) : null;
    const joined = input.seriesId ? await lockOwnSeries(tx, actor, input.seriesId) : null;
    const series = joined ?? (input.repeat ? await createSeries(tx, actor.id, input.title) : null);
    const columns = columnsFrom(input);
    const dates = input.repeat ? seriesDates({ startsAt: input.startsAt, endsAt: input.endsAt }, columns.timeZone, input.repeat) : [input];
    const created = await tx
      .insert(game)
      .values(dates.map(({ startsAt, endsAt }) => ({ organizerId: actor.id, ...columns, startsAt, endsAt, seriesId: series?.id ?? null })))
      .returning({ id: game.id, title: game.title, startsAt: game.startsAt, timeZone: game.timeZone, visibility: game.visibility });
    if (joined) await tellFollowers(tx, joined, created);
    if (field) await tellPlaceFollowers(tx, field, actor.id, created);
    // A series' dates are one announcement: its first date, which links to the others.
    await announceGames(tx, "new_game", [created[0]!.id]);
    return { id: created[0]!.id, seriesId: series?.id ?? null, dates: created.length };
  });
}

/** Locks the game row for the transaction and checks the actor organizes it and it is still open (ahead, not cancelled). */
export async function lockOwnOpenGame(tx: Tx, actor: Actor, gameId: number) {
  const [row] = await tx.select().from(game).where(eq(game.id, gameId)).for("update");
  if (!row) throw new AppError("NOT_FOUND");
  if (row.organizerId !== actor.id) throw new AppError("FORBIDDEN");
  if (!isOpenForRegistration(row)) throw new AppError("GAME_NOT_OPEN");
  return row;
}

export function gameSummary(row: { id: number; title: string; startsAt: Date; timeZone: string }): NotificationGame {
  return { id: row.id, title: row.title, startsAt: row.startsAt, timeZone: row.timeZone };
}

/** Everyone with a place or a request in the game: a change or a cancellation concerns them all. */
async function liveRegistrantIds(tx: Tx, gameId: number) {
  const rows = await tx
    .select({ userId: registration.userId })
    .from(registration)
    .where(and(eq(registration.gameId, gameId), inArray(registration.status, ["confirmed", "waitlisted", "pending"])));
  // Walk-ins added at the field have no account, so nothing to notify.
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}

/** Moves waiting players up in the waitlist's order (`queuedAt`) while places are free; tells each of them. */
export async function promoteFromWaitlist(tx: Tx, gameId: number) {
  const [row] = await tx.select().from(game).where(eq(game.id, gameId));
  if (!row) return [];
  const free = placesLeft(row);
  if (free === 0) return [];
  const waiting = await tx
    .select({ id: registration.id, userId: registration.userId })
    .from(registration)
    .where(and(eq(registration.gameId, gameId), eq(registration.status, "waitlisted")))
    .orderBy(asc(registration.queuedAt), asc(registration.id))
    .limit(free);
  if (waiting.length === 0) return [];
  await tx
    .update(registration)
    .set({ status: "confirmed", updatedAt: new Date() })
    .where(
      inArray(
        registration.id,
        waiting.map((w) => w.id),
      ),
    );
  await tx
    .update(game)
    .set({ confirmedCount: sql`${game.confirmedCount} + ${waiting.length}` })
    .where(eq(game.id, gameId));
  const promoted = waiting.flatMap((w) => (w.userId ? [w.userId] : []));
  for (const userId of promoted) await notifyUsers(tx, [userId], { type: "game_waitlist_promoted", payload: { game: gameSummary(row) } });
  return promoted;
}

/**
 * Saves a game's edit; with `applyToFollowing`, the same changes reach its series' later open
 * dates, each keeping its own dates (docs/product.md §3). All of it or none: a later date whose
 * confirmed players exceed the new maximum refuses the whole edit.
 */
export async function updateGame(db: Db, actor: Actor, input: GameFields & { gameId: number; applyToFollowing?: boolean }) {
  return db.transaction(async (tx) => {
    const current = await lockOwnOpenGame(tx, actor, input.gameId);
    await requireOwnUploads(tx, actor.id, [input.coverImageKey, ...input.photoKeys], [current.coverImageKey, ...current.photoKeys]);
    await applyEdit(tx, current, input);
    if (input.applyToFollowing) {
      for (const later of await laterOpenDates(tx, current)) await applyEdit(tx, later, { ...input, startsAt: later.startsAt, endsAt: later.endsAt });
    }
    return { id: input.gameId };
  });
}

async function applyEdit(tx: Tx, current: typeof game.$inferSelect, input: GameFields) {
  if (input.maxPlayers < current.confirmedCount) throw new AppError("MAX_PLAYERS_BELOW_CONFIRMED");
  // A game moved to another field loses the first one's "official" mark; a field gone since is kept, not refused.
  const fieldChanged = input.shopId !== current.shopId;
  if (fieldChanged && input.shopId) await requireKnownField(tx, input.shopId);
  // New rules are a new version: the players registered so far are asked to accept them again.
  const rulesChanged = input.rules !== current.rules;
  await tx
    .update(game)
    .set({
      ...columnsFrom(input),
      rulesVersion: rulesChanged ? current.rulesVersion + 1 : current.rulesVersion,
      official: fieldChanged ? false : current.official,
      updatedAt: new Date(),
    })
    .where(eq(game.id, current.id));
  // More places may free the waitlist, and what is left over is announced.
  const promoted = await promoteFromWaitlist(tx, current.id);
  await announceGames(tx, "game_changed", [current.id]);
  await announceIfPlacesOpened(tx, current.id, current);
  const others = (await liveRegistrantIds(tx, current.id)).filter((id) => !promoted.includes(id));
  await notifyUsers(tx, others, {
    type: "game_changed",
    payload: {
      game: gameSummary({ ...current, ...input, id: current.id, timeZone: venueTimeZone(input.address) }),
      ...(rulesChanged ? { rulesChanged } : {}),
    },
  });
}

/** Cancels a game, and with `following` its series' later open dates; every player of each is told. */
export async function cancelGame(db: Db, actor: Actor, gameId: number, message = "", options: { following?: boolean } = {}) {
  return db.transaction(async (tx) => {
    const current = await lockOwnOpenGame(tx, actor, gameId);
    const dates = [current, ...(options.following ? await laterOpenDates(tx, current) : [])];
    for (const date of dates) {
      await tx.update(game).set({ cancelledAt: new Date(), updatedAt: new Date() }).where(eq(game.id, date.id));
      const payload = { game: gameSummary(date), ...(message ? { message } : {}) };
      await notifyUsers(tx, await liveRegistrantIds(tx, date.id), { type: "game_cancelled", payload });
    }
    await announceGames(
      tx,
      "game_cancelled",
      dates.map((date) => date.id),
    );
    return { id: gameId, cancelled: dates.length };
  });
}

const listColumns = {
  id: game.id,
  title: game.title,
  type: game.type,
  startsAt: game.startsAt,
  timeZone: game.timeZone,
  endsAt: game.endsAt,
  city: game.city,
  postalCode: game.postalCode,
  country: game.country,
  latitude: game.latitude,
  longitude: game.longitude,
  priceCents: game.priceCents,
  maxPlayers: game.maxPlayers,
  confirmedCount: game.confirmedCount,
  official: game.official,
  visibility: game.visibility,
  languages: game.languages,
  coverImageKey: game.coverImageKey,
  cancelledAt: game.cancelledAt,
};

function searchConditions(viewerId: string | null, input: GameSearchInput): (SQL | undefined)[] {
  // `{id}` names one game: found by whoever may open it (a private game by its link), past ones too.
  if (input.id !== undefined) return [eq(game.id, input.id), openableBy(viewerId, input.shareToken)];
  const hasCenter = input.latitude !== undefined && input.longitude !== undefined;
  const q = input.q ? `%${escapeLike(input.q)}%` : null;
  return [
    listableBy(viewerId),
    isNull(game.cancelledAt),
    gte(game.endsAt, new Date()),
    input.from ? gte(game.startsAt, input.from) : undefined,
    input.to ? lte(game.startsAt, input.to) : undefined,
    input.type ? eq(game.type, input.type) : undefined,
    input.maxPriceCents !== undefined ? lte(game.priceCents, input.maxPriceCents) : undefined,
    input.placesLeft ? lt(game.confirmedCount, game.maxPlayers) : undefined,
    input.language ? sql`${input.language} = any(${game.languages})` : undefined,
    input.shopId !== undefined ? eq(game.shopId, input.shopId) : undefined,
    q ? or(ilike(game.title, q), ilike(game.city, q), ilike(game.description, q)) : undefined,
    hasCenter && input.radiusKm ? withinRadius(game, input.latitude!, input.longitude!, input.radiusKm) : undefined,
  ];
}

/** The search list: visible, upcoming, not cancelled games matching the filters, soonest first (or the one game `{id}` names). */
export async function searchGames(db: Db, viewerId: string | null, input: GameSearchInput) {
  const limit = input.limit ?? 20;
  const hasCenter = input.latitude !== undefined && input.longitude !== undefined;
  const conditions = searchConditions(viewerId, input);
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  if (cursor) conditions.push(or(gt(game.startsAt, cursor.startsAt), and(eq(game.startsAt, cursor.startsAt), gt(game.id, cursor.id))));

  const [rows, [total]] = await Promise.all([
    db
      .select({ ...listColumns, distanceKm: hasCenter ? distanceKm(game, input.latitude!, input.longitude!) : sql<null>`null` })
      .from(game)
      .where(and(...conditions))
      .orderBy(asc(game.startsAt), asc(game.id))
      .limit(limit + 1),
    // The "N games found" line counts every match, not just this page.
    cursor
      ? Promise.resolve([undefined])
      : db
          .select({ count: sql<number>`count(*)::int` })
          .from(game)
          .where(and(...searchConditions(viewerId, input))),
  ]);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page,
    total: total?.count ?? null,
    nextCursor: rows.length > limit && last ? encodeCursor({ startsAt: last.startsAt, id: last.id }) : null,
  };
}

async function placeOf(db: Db, shopId: number) {
  const name = (await placeNames(db, [shopId])).get(shopId);
  return name === undefined ? null : { id: shopId, name };
}

/** One game's page, with its organizer and the viewer's own registration. */
export async function getGame(db: Db, viewerId: string | null, gameId: number, shareToken?: string) {
  const [row] = await db
    .select({ game, organizer: { id: profile.userId, username: profile.username, city: profile.city } })
    .from(game)
    .leftJoin(profile, eq(profile.userId, game.organizerId))
    .where(and(eq(game.id, gameId), openableBy(viewerId, shareToken)));
  if (!row) throw new AppError("NOT_FOUND");
  // An aggregate without grouping answers exactly one row.
  const [counts] = await db
    .select({ waitlisted: sql<number>`count(*) filter (where ${registration.status} = 'waitlisted')::int` })
    .from(registration)
    .where(eq(registration.gameId, gameId));
  const [mine] = viewerId
    ? await db
        .select({
          id: registration.id,
          status: registration.status,
          paymentStatus: registration.paymentStatus,
          replicas: registration.replicas,
          rulesAcceptedVersion: registration.rulesAcceptedVersion,
          rulesAcceptedAt: registration.rulesAcceptedAt,
          answers: registration.answers,
        })
        .from(registration)
        .where(and(eq(registration.gameId, gameId), eq(registration.userId, viewerId), inArray(registration.status, ["confirmed", "waitlisted", "pending"])))
    : [];
  // A request the organizer refused is not made again: the page says so instead of offering to register.
  const [declined] =
    viewerId && !mine
      ? await db
          .select({ id: registration.id })
          .from(registration)
          .where(and(eq(registration.gameId, gameId), eq(registration.userId, viewerId), eq(registration.status, "declined")))
          .limit(1)
      : [];
  const {
    game: { shareToken: token, ...g },
    organizer,
  } = row;
  const isOrganizer = viewerId === g.organizerId;
  return {
    ...g,
    // The link is the organizer's to hand out: nobody else is shown it, not even who came by it.
    shareToken: isOrganizer && g.visibility === "private" ? token : null,
    organizer: organizer && g.organizerId ? { ...organizer, reputation: (await getReputation(db, g.organizerId)).asOrganizer } : null,
    place: g.shopId ? await placeOf(db, g.shopId) : null,
    waitlistedCount: counts!.waitlisted,
    placesLeft: placesLeft(g),
    isOrganizer,
    ...(await staffSummary(db, viewerId, gameId)),
    myRegistration: mine ?? null,
    requestDeclined: declined !== undefined,
    /** For its organizer: the series' later open dates an edit or a cancellation may also reach. */
    laterInSeries: isOrganizer ? await countLaterOpenDates(db, g) : 0,
  };
}

/** One game's page; a confirmed place comes with its ticket: the page, kept offline, shows it at the field. */
export async function getGameWithTicket(db: Db, viewerId: string | null, secret: string, input: { gameId: number; shareToken?: string }) {
  const found = await getGame(db, viewerId, input.gameId, input.shareToken);
  const mine = found.myRegistration;
  const ticket = mine?.status === "confirmed" ? ticketCode(secret, found.id, mine.id) : null;
  return { ...found, myRegistration: mine ? { ...mine, ticket } : null };
}

/** Replaces a game's link token: whoever held the old link no longer opens a private game with it. */
export async function regenerateShareToken(db: Db, actor: Actor, gameId: number) {
  const [row] = await db
    .update(game)
    .set({ shareToken: newShareToken, updatedAt: new Date() })
    .where(and(eq(game.id, gameId), eq(game.organizerId, actor.id)))
    .returning({ shareToken: game.shareToken });
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/**
 * An organizer's account goes (docs/product.md §8): their games to come with players are cancelled and the
 * players told, as for any cancellation (nobody is left to run them); without players, deleted.
 * Games played stay in their players' history, organizer-less (the key sets null).
 */
export async function settleGamesOfLeavingOrganizer(tx: Tx, userId: string) {
  const upcoming = await tx
    .select()
    .from(game)
    .where(and(eq(game.organizerId, userId), isNull(game.cancelledAt), gt(game.startsAt, new Date())))
    .for("update");
  for (const row of upcoming) {
    const registrants = await liveRegistrantIds(tx, row.id);
    if (registrants.length === 0) {
      await tx.delete(game).where(eq(game.id, row.id));
      continue;
    }
    await tx.update(game).set({ cancelledAt: new Date(), updatedAt: new Date() }).where(eq(game.id, row.id));
    await notifyUsers(tx, registrants, { type: "game_cancelled", payload: { game: gameSummary(row) } });
  }
}

export { followSeries, getSeries } from "./series.ts";
