import { randomUUID } from "node:crypto";
import { reportMessageSchema } from "@escouade/contracts/reports";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { member, report } from "../../db/schema/index.ts";
import { joinTeamChannel, openDirectConversation, sendMessage } from "../messages/service.ts";
import { reportMessage } from "./service.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer, makeFriends } from "../../../test-support/players.ts";
import { createTeamWith } from "../../../test-support/teams.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

async function conversationWithMessage() {
  const [author, reader, outsider] = await Promise.all(["Auteur", "Lecteur", "Dehors"].map((label) => createPlayer(database.db, label)));
  await makeFriends(database.db, author!, reader!);
  const { conversationId } = await openDirectConversation(database.db, author!, reader!.id);
  const sent = await sendMessage(database.db, author!, { conversationId, clientId: randomUUID(), body: "Message douteux" });
  return { author: author!, reader: reader!, outsider: outsider!, messageId: sent.id };
}

describe("reporting a message", () => {
  it("stores the reason, the details and the author for the moderators, once while it is open", async () => {
    const { author, reader, messageId } = await conversationWithMessage();
    const stored = await reportMessage(database.db, reader, { messageId, reason: "harassment", details: "Insultes répétées" });
    const [row] = await database.db.select().from(report).where(eq(report.id, stored.id));
    expect(row).toMatchObject({ reporterId: reader.id, targetKind: "message", targetId: String(messageId), targetUserId: author.id, reason: "harassment", details: "Insultes répétées", state: "open" });

    expect(await appCodeOf(reportMessage(database.db, reader, { messageId, reason: "spam", details: "" }))).toBe("ALREADY_REPORTED");
    // Once the moderators have decided, the same reader may report it again.
    await database.db.update(report).set({ state: "dismissed" }).where(eq(report.id, stored.id));
    await expect(reportMessage(database.db, reader, { messageId, reason: "spam", details: "" })).resolves.toMatchObject({ id: expect.any(Number) });
  });

  it("refuses one's own message, a message one cannot read, and one that does not exist", async () => {
    const { author, outsider, messageId } = await conversationWithMessage();
    expect(await appCodeOf(reportMessage(database.db, author, { messageId, reason: "spam", details: "" }))).toBe("SELF_ACTION");
    expect(await appCodeOf(reportMessage(database.db, outsider, { messageId, reason: "spam", details: "" }))).toBe("NOT_FOUND");
    expect(await appCodeOf(reportMessage(database.db, outsider, { messageId: 2 ** 53 - 1, reason: "spam", details: "" }))).toBe("NOT_FOUND");
    expect(await database.db.select().from(report).where(eq(report.targetId, String(messageId)))).toEqual([]);
  });

  it("refuses a former team member who reports a channel message they can no longer read", async () => {
    const team = await createTeamWith(database.db, { members: 1 });
    const leaver = team.members[0]!;
    const channel = (await joinTeamChannel(database.db, team.owner))!;
    await joinTeamChannel(database.db, leaver);
    const sent = await sendMessage(database.db, team.owner, { conversationId: channel, clientId: randomUUID(), body: "Cotisation à payer" });
    await database.db.delete(member).where(eq(member.id, leaver.memberId));
    expect(await appCodeOf(reportMessage(database.db, leaver, { messageId: sent.id, reason: "scam", details: "" }))).toBe("NOT_FOUND");
  });
});

describe("the report form's rules", () => {
  it("asks for details when the reason is 'other', and bounds them", () => {
    expect(reportMessageSchema.safeParse({ messageId: 1, reason: "other", details: "  " }).error?.issues[0]).toMatchObject({ path: ["details"], message: "report_details_required" });
    expect(reportMessageSchema.safeParse({ messageId: 1, reason: "other", details: "Il me menace" }).success).toBe(true);
    expect(reportMessageSchema.safeParse({ messageId: 1, reason: "spam", details: "x".repeat(1001) }).error?.issues[0]).toMatchObject({ path: ["details"], message: "too_long" });
    expect(reportMessageSchema.safeParse({ messageId: 1, reason: "nope", details: "" }).success).toBe(false);
  });
});
