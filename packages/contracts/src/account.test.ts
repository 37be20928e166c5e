import { describe, expect, it } from "vitest";
import { deleteAccountSchema, endSessionSchema } from "./account.ts";
import { CALENDAR_FEED_PATH, gameCalendarPath } from "./calendar.ts";
import { nameStaffSchema, removeStaffSchema } from "./staff.ts";
import { issues } from "./test-support/schema-issues.ts";

describe("deleting one's account", () => {
  it("is confirmed by the password", () => {
    expect(deleteAccountSchema.parse({ method: "password", password: "secret" })).toEqual({ method: "password", password: "secret" });
    expect(issues(deleteAccountSchema, { method: "password", password: "" })).toEqual(["password: required"]);
    expect(issues(deleteAccountSchema, { method: "password", password: "p".repeat(128) })).toEqual([]);
    expect(issues(deleteAccountSchema, { method: "password", password: "p".repeat(129) })).toEqual(["password: password_too_long"]);
  });

  it("or by a code sent by e-mail", () => {
    expect(deleteAccountSchema.parse({ method: "code", code: " 123456 " })).toEqual({ method: "code", code: "123456" });
    expect(issues(deleteAccountSchema, { method: "code", code: "12345" })).toEqual(["code: otp_invalid"]);
    expect(issues(deleteAccountSchema, { method: "sms", code: "123456" })).toHaveLength(1);
  });
});

describe("signing a device out", () => {
  it("names its session by a bounded id", () => {
    expect(issues(endSessionSchema, { sessionId: "s".repeat(64) })).toEqual([]);
    expect(issues(endSessionSchema, { sessionId: "s".repeat(65) })).toHaveLength(1);
    expect(issues(endSessionSchema, { sessionId: "" })).toHaveLength(1);
  });
});

describe("a game's calendar file", () => {
  it("is addressed by the game, with a private game's token", () => {
    expect(gameCalendarPath(42)).toBe("/calendar/games/42.ics");
    expect(gameCalendarPath(42, null)).toBe("/calendar/games/42.ics");
    expect(gameCalendarPath(42, "")).toBe("/calendar/games/42.ics");
    expect(gameCalendarPath(42, "a b/c")).toBe("/calendar/games/42.ics?share=a%20b%2Fc");
  });

  it("sits beside a player's feed, at the address phones already subscribed to", () => {
    expect(CALENDAR_FEED_PATH).toBe("/calendar/feed");
  });
});

describe("a game's staff", () => {
  it("names a player with a role the game knows", () => {
    expect(nameStaffSchema.parse({ gameId: 1, userId: " u1 ", role: "medic" })).toEqual({ gameId: 1, userId: "u1", role: "medic" });
    expect(issues(nameStaffSchema, { gameId: 1, userId: "u1", role: "sniper" })).toHaveLength(1);
    expect(issues(nameStaffSchema, { gameId: 1, userId: "  ", role: "medic" })).toHaveLength(1);
    expect(issues(removeStaffSchema, { gameId: 1, userId: "u".repeat(64) })).toEqual([]);
    expect(issues(removeStaffSchema, { gameId: 1, userId: "u".repeat(65) })).toHaveLength(1);
  });
});
