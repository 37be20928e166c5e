import { describe, expect, it } from "vitest";
import {
  auditLogSchema,
  banSchema,
  dismissReportsSchema,
  liftSchema,
  MODERATION_PAGE_MAX,
  MODERATION_REASON_MAX,
  moderationQueueSchema,
  moderationTargetSchema,
  removeContentSchema,
  setModeratorSchema,
  suspendSchema,
  warnSchema,
} from "./moderation.ts";
import { issues } from "./test-support/schema-issues.ts";

const target = { kind: "message", id: "42" } as const;

describe("the moderation queue's input", () => {
  it("shows the open reports, first page of twenty, when asked nothing", () => {
    expect(moderationQueueSchema.parse(undefined)).toEqual({ state: "open", page: 0, limit: 20 });
    expect(moderationQueueSchema.parse({})).toEqual({ state: "open", page: 0, limit: 20 });
  });

  it("filters by kind and state", () => {
    expect(moderationQueueSchema.parse({ kind: "team", state: "actioned", page: 3, limit: 50 })).toEqual({
      kind: "team",
      state: "actioned",
      page: 3,
      limit: 50,
    });
  });

  it("refuses an unknown kind or state and pages out of bounds", () => {
    expect(issues(moderationQueueSchema, { kind: "comment" })).toHaveLength(1);
    expect(issues(moderationQueueSchema, { state: "closed" })).toHaveLength(1);
    expect(issues(moderationQueueSchema, { page: -1 })).toHaveLength(1);
    expect(issues(moderationQueueSchema, { page: 10_001 })).toHaveLength(1);
    expect(issues(moderationQueueSchema, { page: 10_000 })).toEqual([]);
    expect(issues(moderationQueueSchema, { page: 1.5 })).toHaveLength(1);
    expect(issues(moderationQueueSchema, { limit: 0 })).toHaveLength(1);
    expect(issues(moderationQueueSchema, { limit: 1 })).toEqual([]);
    expect(issues(moderationQueueSchema, { limit: MODERATION_PAGE_MAX + 1 })).toHaveLength(1);
    expect(issues(moderationQueueSchema, { limit: 2.5 })).toHaveLength(1);
  });
});

describe("a moderated target", () => {
  it("trims its id and bounds it", () => {
    expect(moderationTargetSchema.parse({ kind: "player", id: "  abc " })).toEqual({ kind: "player", id: "abc" });
    expect(issues(moderationTargetSchema, { kind: "player", id: "   " })).toHaveLength(1);
    expect(issues(moderationTargetSchema, { kind: "player", id: "a".repeat(100) })).toEqual([]);
    expect(issues(moderationTargetSchema, { kind: "player", id: "a".repeat(101) })).toHaveLength(1);
    expect(issues(moderationTargetSchema, { kind: "weapon", id: "1" })).toHaveLength(1);
  });
});

describe("a moderator's reasons", () => {
  it("lets a dismissal go without a reason, trimmed", () => {
    expect(dismissReportsSchema.parse(target)).toEqual({ ...target, reason: "" });
    expect(dismissReportsSchema.parse({ ...target, reason: "  doublon " }).reason).toBe("doublon");
  });

  it("asks a warning and a removal for one, trimmed and bounded", () => {
    for (const schema of [warnSchema, removeContentSchema]) {
      expect(issues(schema, { ...target, reason: "   " })).toEqual(["reason: required"]);
      expect(issues(schema, target)).toEqual(["reason: required"]);
      expect(schema.parse({ ...target, reason: " insultes " }).reason).toBe("insultes");
      expect(issues(schema, { ...target, reason: "x".repeat(MODERATION_REASON_MAX) })).toEqual([]);
      expect(issues(schema, { ...target, reason: "x".repeat(MODERATION_REASON_MAX + 1) })).toEqual(["reason: too_long"]);
    }
  });

  it("suspends for one of the offered lengths only", () => {
    for (const days of [1, 3, 7, 30, 90]) expect(issues(suspendSchema, { userId: "u1", days, reason: "spam" })).toEqual([]);
    expect(issues(suspendSchema, { userId: "u1", days: 2, reason: "spam" })).toHaveLength(1);
    expect(issues(suspendSchema, { userId: "u1", days: 7, reason: "" })).toEqual(["reason: required"]);
    expect(issues(suspendSchema, { userId: "", days: 7, reason: "spam" })).toHaveLength(1);
    expect(issues(suspendSchema, { userId: "u".repeat(101), days: 7, reason: "spam" })).toHaveLength(1);
    expect(suspendSchema.parse({ userId: "u1", days: 7, reason: "spam", target }).target).toEqual(target);
  });

  it("bans with a reason, and lifts without one", () => {
    expect(issues(banSchema, { userId: "u1", reason: "" })).toEqual(["reason: required"]);
    expect(banSchema.parse({ userId: "u1", reason: "arnaque", target }).target).toEqual(target);
    expect(liftSchema.parse({ userId: "u1" })).toEqual({ userId: "u1", reason: "" });
    expect(issues(liftSchema, { userId: "" })).toHaveLength(1);
  });
});

describe("naming a moderator", () => {
  it("takes an id or a username", () => {
    expect(setModeratorSchema.parse({ userId: "u1", moderator: true })).toEqual({ userId: "u1", moderator: true });
    expect(setModeratorSchema.parse({ username: " Renard ", moderator: false })).toEqual({ username: "Renard", moderator: false });
  });

  it("asks for the username when given neither", () => {
    expect(issues(setModeratorSchema, { moderator: true })).toEqual(["username: required"]);
    expect(issues(setModeratorSchema, { username: "  ", moderator: true })).toHaveLength(1);
    expect(issues(setModeratorSchema, { username: "r".repeat(101), moderator: true })).toHaveLength(1);
    expect(issues(setModeratorSchema, { username: "r".repeat(100), moderator: true })).toEqual([]);
  });
});

describe("the audit log's input", () => {
  it("gives the first page of twenty, filtered by either side", () => {
    expect(auditLogSchema.parse(undefined)).toEqual({ page: 0, limit: 20 });
    expect(auditLogSchema.parse({ moderatorId: "m1", targetUserId: "u1" })).toEqual({ moderatorId: "m1", targetUserId: "u1", page: 0, limit: 20 });
    expect(issues(auditLogSchema, { moderatorId: "" })).toHaveLength(1);
    expect(issues(auditLogSchema, { page: 10_001 })).toHaveLength(1);
    expect(issues(auditLogSchema, { page: -1 })).toHaveLength(1);
    expect(issues(auditLogSchema, { page: 10_000, limit: MODERATION_PAGE_MAX })).toEqual([]);
    expect(issues(auditLogSchema, { limit: 0 })).toHaveLength(1);
    expect(issues(auditLogSchema, { limit: MODERATION_PAGE_MAX + 1 })).toHaveLength(1);
    expect(issues(auditLogSchema, { page: 0.5 })).toHaveLength(1);
    expect(issues(auditLogSchema, { limit: 1.5 })).toHaveLength(1);
  });
});
