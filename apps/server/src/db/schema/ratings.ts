import type { RatingKind } from "@escouade/contracts/ratings";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { game } from "./games.ts";

/**
 * One rating of one game: a participant rating the game (`game`, subject = the organizer), or
 * the organizer rating a participant (`fair_play`, subject = the player). Rating again edits it.
 * Reputation is the mean of the ratings whose subject a user is, per kind.
 */
export const rating = pgTable(
  "rating",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer("game_id")
      .notNull()
      .references(() => game.id, { onDelete: "cascade" }),
    kind: text("kind").$type<RatingKind>().notNull(),
    /** Null once the author deleted their account: what they gave others stays in others' reputation. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    subjectId: text("subject_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rating_once_idx").on(t.gameId, t.kind, t.authorId, t.subjectId),
    index("rating_subject_idx").on(t.subjectId, t.kind),
    check("rating_score_range", sql`${t.score} between 1 and 5`),
    check("rating_not_self", sql`${t.authorId} <> ${t.subjectId}`),
  ],
);
