import { venueTimeZone } from "@escouade/contracts/time-zones";
import type { Tx } from "../db/client.ts";
import { eq } from "drizzle-orm";
import { seriesDates } from "@escouade/contracts/series";
import { game, gameSeries, gameStaff, rating, registration, seriesFollow } from "../db/schema/index.ts";
import { answersSchemaFor } from "@escouade/contracts/registration-questions";
import { KITS } from "./demo-game-kits.ts";
import type { DemoGame, DemoUsername } from "./demo-game-types.ts";
import { GHOST_AND_SENTINELLE_GAMES } from "./demo-games-ghost-sentinelle.ts";
import { VIPER_AND_NORDWIND_GAMES } from "./demo-games-viper-nordwind.ts";
import { HALCON_AND_BRUMAIRE_GAMES } from "./demo-games-halcon-brumaire.ts";

const GAMES: DemoGame[] = [...GHOST_AND_SENTINELLE_GAMES, ...VIPER_AND_NORDWIND_GAMES, ...HALCON_AND_BRUMAIRE_GAMES];

const DAY = 24 * 3600 * 1000;

/** Offset in hours of Europe/Paris (every demo field's zone) from UTC at `date`. */
function parisOffsetHours(date: Date) {
  const name = new Intl.DateTimeFormat("en", { timeZone: "Europe/Paris", timeZoneName: "shortOffset" }).format(date);
  return Number(name.split("GMT")[1] || 0);
}

/** `hour` (local) on the day `offset` days after the first Saturday at least two days from `now`. */
function localTime(now: Date, offset: number, hour: number) {
  const day = new Date(now.getTime() + 2 * DAY);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7) + offset);
  day.setUTCHours(12, 0, 0, 0);
  return new Date(day.getTime() + (hour - 12 - parisOffsetHours(day)) * 3600 * 1000);
}

/** A game's later dates as one series, with its followers; the dates copy the game, without players. */
async function seedSeries(tx: Tx, first: typeof game.$inferSelect, series: NonNullable<DemoGame["series"]>, players: Record<DemoUsername, string>) {
  const [row] = await tx
    .insert(gameSeries)
    .values({ organizerId: first.organizerId, title: first.title, createdAt: first.createdAt })
    .returning({ id: gameSeries.id });
  await tx.update(game).set({ seriesId: row!.id }).where(eq(game.id, first.id));
  const { id: _id, seriesId: _series, confirmedCount: _count, shareToken: _token, ...copy } = first;
  const later = seriesDates(first, first.timeZone, { every: series.every, count: series.count }).slice(1);
  await tx.insert(game).values(later.map((dates) => ({ ...copy, ...dates, seriesId: row!.id })));
  await tx.insert(seriesFollow).values(series.followers.map((username) => ({ seriesId: row!.id, userId: players[username] })));
}

/** Seeds the demo games and registrations; `players` maps each demo username to its user id. */
export async function seedDemoGames(tx: Tx, players: Record<DemoUsername, string>, now = new Date()) {
  let registrations = 0;
  for (const g of GAMES) {
    const { by, when, place, euros, max, cancelled, regs = [], series, ...rest } = g;
    const kit = { ...KITS[g.type], ...rest };
    const startsAt = localTime(now, when[0], when[1]);
    const endsAt = new Date(startsAt.getTime() + when[2] * 3600 * 1000);
    const createdAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 25 * DAY);
    for (const r of regs) {
      if (r.by === by) throw new Error(`${by} registers for their own game "${g.title}"`);
      if (!answersSchemaFor(g.questions ?? []).safeParse(r.answers ?? {}).success) throw new Error(`${r.by}'s answers do not fit "${g.title}"`);
      for (const [powerClass, fps] of r.replicas) {
        const limit = kit.powerLimits[powerClass];
        if (fps < limit.min || fps > limit.max) throw new Error(`${fps} fps out of bounds for ${powerClass} in "${g.title}"`);
      }
    }
    const [created] = await tx
      .insert(game)
      .values({
        ...kit,
        organizerId: players[by],
        visibility: g.visibility ?? "public",
        startsAt,
        endsAt,
        maxPlayers: max,
        priceCents: euros * 100,
        street: place[0],
        postalCode: place[1],
        city: place[2],
        country: place[3],
        latitude: place[4],
        longitude: place[5],
        timeZone: venueTimeZone({ country: place[3], latitude: place[4], longitude: place[5] }),
        confirmedCount: regs.filter((r) => !r.waitlisted && !r.pending).length,
        cancelledAt: cancelled ? new Date(now.getTime() - 3 * DAY) : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (series) await seedSeries(tx, created!, series, players);
    if (regs.length === 0) continue;
    await tx.insert(registration).values(
      regs.map((r, i) => {
        const at = new Date(createdAt.getTime() + (i + 1) * DAY);
        return {
          gameId: created!.id,
          userId: players[r.by],
          status: r.pending ? ("pending" as const) : r.waitlisted ? ("waitlisted" as const) : ("confirmed" as const),
          paymentStatus: r.pay,
          replicas: r.replicas.map(([powerClass, fps, name]) => ({ powerClass, fps, name })),
          answers: r.answers ?? {},
          // Each ticked the game's rules, as registering asks.
          rulesAcceptedVersion: 1,
          rulesAcceptedAt: at,
          createdAt: at,
          queuedAt: at,
          updatedAt: at,
        };
      }),
    );
    registrations += regs.length;
    const staff = regs.flatMap((r) =>
      r.staff
        ? [
            {
              gameId: created!.id,
              userId: players[r.by],
              role: r.staff === "offered" ? ("marshal" as const) : r.staff,
              status: r.staff === "offered" ? ("offered" as const) : ("confirmed" as const),
            },
          ]
        : [],
    );
    if (staff.length > 0) await tx.insert(gameStaff).values(staff);
    const ratings = regs.flatMap((r) => [
      ...(r.fairPlay ? [{ kind: "fair_play" as const, authorId: players[by], subjectId: players[r.by], score: r.fairPlay, comment: "" }] : []),
      ...(r.review ? [{ kind: "game" as const, authorId: players[r.by], subjectId: players[by], score: r.review[0], comment: r.review[1] }] : []),
    ]);
    if (ratings.length > 0) await tx.insert(rating).values(ratings.map((r) => ({ ...r, gameId: created!.id, createdAt: endsAt, updatedAt: endsAt })));
  }
  return { games: GAMES.length, registrations };
}
