import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { DELETION_CODES_PER_HOUR } from "@escouade/contracts/account";
import { LIMITS } from "@escouade/contracts/limits";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { verification } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { takeFromAllowance } from "../../platform/rate-limiter.ts";

/*
 * The e-mail code that confirms an account deletion, for a player who does not remember their
 * password. Like better-auth's own codes: hashed at rest, short-lived, a few attempts, one at a time.
 */

const identifierOf = (userId: string) => `delete-account-otp-${userId}`;
const hash = (code: string) => createHash("sha256").update(code).digest("hex");
const HOUR_MS = 60 * 60 * 1000;

/** A code to the account's address, to delete it without the password; `send` e-mails it. */
export async function requestDeletionCode(db: Db, userId: string, send: (code: string) => Promise<void>) {
  if (!(await takeFromAllowance(db, `deletion-code:${userId}`, { max: DELETION_CODES_PER_HOUR, windowMs: HOUR_MS }))) throw new AppError("RATE_LIMITED");
  await send(await createDeletionCode(db, userId));
  return { ok: true };
}

/** A new code replaces the previous one; the caller e-mails it. */
export async function createDeletionCode(db: Db, userId: string): Promise<string> {
  const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, "0");
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifierOf(userId)));
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: identifierOf(userId),
      value: `${hash(code)}:0`,
      expiresAt: new Date(Date.now() + LIMITS.otpExpiresIn * 1000),
    });
  });
  return code;
}

/** Spends an attempt; CODE_INVALID when wrong, expired or out of attempts (then the code is gone). */
export async function checkDeletionCode(db: Db, userId: string, code: string): Promise<void> {
  const valid = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verification)
      .where(eq(verification.identifier, identifierOf(userId)))
      .for("update");
    if (!row) return false;
    const [stored = "", attempts = "0"] = row.value.split(":");
    const given = Buffer.from(hash(code));
    const matches = given.length === stored.length && timingSafeEqual(given, Buffer.from(stored));
    if (row.expiresAt.getTime() <= Date.now() || Number(attempts) >= LIMITS.otpAttempts) {
      await tx.delete(verification).where(eq(verification.id, row.id));
      return false;
    }
    if (matches) {
      await tx.delete(verification).where(eq(verification.id, row.id));
      return true;
    }
    const spent = Number(attempts) + 1;
    if (spent >= LIMITS.otpAttempts) await tx.delete(verification).where(eq(verification.id, row.id));
    else
      await tx
        .update(verification)
        .set({ value: `${stored}:${spent}` })
        .where(eq(verification.id, row.id));
    return false;
  });
  if (!valid) throw new AppError("CODE_INVALID");
}
