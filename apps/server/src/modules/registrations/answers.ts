import { isBeforeStart } from "@escouade/contracts/game-rules";
import { answersSchemaFor, type RegistrationAnswers } from "@escouade/contracts/registration-questions";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, registration } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { LIVE } from "./places.ts";

/**
 * A registered player answers the game's questions again, until the start: to change an answer,
 * or to answer a question the organizer added since. Checked against the questions as they stand.
 */
export async function updateAnswers(db: Db, actor: Actor, input: { gameId: number; answers: RegistrationAnswers }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(game).where(eq(game.id, input.gameId)).for("share");
    if (!row) throw new AppError("NOT_FOUND");
    const answers = answersSchemaFor(row.questions).safeParse(input.answers);
    if (!answers.success) throw new AppError("QUESTIONS_CHANGED");
    const updated = await tx
      .update(registration)
      .set({ answers: answers.data, updatedAt: new Date() })
      .where(and(eq(registration.gameId, input.gameId), eq(registration.userId, actor.id), inArray(registration.status, [...LIVE])))
      .returning({ id: registration.id });
    if (updated.length === 0) throw new AppError("NOT_FOUND");
    // Checked once the registration is found, so another's game reads as not found; the throw undoes the update.
    if (!isBeforeStart(row)) throw new AppError("GAME_NOT_OPEN");
    return { answers: answers.data };
  });
}
