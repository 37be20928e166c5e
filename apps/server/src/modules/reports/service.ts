import type { ReportReason } from "@escouade/contracts/reports";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../db/errors.ts";
import { report } from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import { readableMessage } from "../messages/service.ts";

/*
 * Reports for the moderators. Only what the reporter can see may be reported, never their own
 * content; a second open report on the same target is refused (the first one stands).
 */

export async function reportMessage(db: Db, actor: Actor, input: { messageId: number; reason: ReportReason; details: string }) {
  const reported = await readableMessage(db, actor, input.messageId);
  if (reported.senderId === actor.id) throw new AppError("SELF_ACTION");
  try {
    const [row] = await db
      .insert(report)
      .values({ reporterId: actor.id, targetKind: "message", targetId: String(reported.id), targetUserId: reported.senderId, reason: input.reason, details: input.details })
      .returning({ id: report.id, createdAt: report.createdAt });
    return row!;
  } catch (error) {
    if (uniqueViolation(error) === "report_open_idx") throw new AppError("ALREADY_REPORTED");
    throw error;
  }
}
