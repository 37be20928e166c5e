import type { Reputation, ReputationScore } from "@escouade/contracts/ratings";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rating } from "../../db/schema/index.ts";

/**
 * What others think of a player, read from the ratings: games, profiles and player cards show it,
 * so it lives apart from the ratings module (which depends on games) to keep modules in one direction.
 */
export const averageOf = sql<string | null>`round(avg(${rating.score}), 1)`;
export const countOf = sql<number>`count(*)::int`;

export function toScore(row: { average: string | null; count: number } | undefined): ReputationScore {
  return { average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0 };
}

/** What others think of a user: as a player (fair play) and as an organizer (their games). */
export async function getReputation(db: Db, userId: string): Promise<Reputation> {
  const rows = await db.select({ kind: rating.kind, average: averageOf, count: countOf }).from(rating).where(eq(rating.subjectId, userId)).groupBy(rating.kind);
  return {
    asPlayer: toScore(rows.find((r) => r.kind === "fair_play")),
    asOrganizer: toScore(rows.find((r) => r.kind === "game")),
  };
}
