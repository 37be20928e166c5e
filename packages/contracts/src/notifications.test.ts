import { describe, expect, it } from "vitest";
import { onNotificationInputSchema, updateLastSeenNotificationsSchema } from "./notifications.ts";

describe("onNotificationInputSchema", () => {
  it("resumes from a notification id, or from nothing", () => {
    expect(onNotificationInputSchema.parse(undefined)).toBeUndefined();
    expect(onNotificationInputSchema.parse({ lastEventId: null })).toEqual({ lastEventId: null });
    expect(onNotificationInputSchema.parse({ lastEventId: "42" })).toEqual({ lastEventId: "42" });
    expect(onNotificationInputSchema.parse({ lastEventId: "9".repeat(18) })).toEqual({ lastEventId: "9".repeat(18) });
  });

  it.each(["", "4a", "-1", " 42", "42 ", "9".repeat(19)])("refuses the id %j", (lastEventId) => {
    expect(onNotificationInputSchema.safeParse({ lastEventId }).success).toBe(false);
  });
});

describe("updateLastSeenNotificationsSchema", () => {
  it("takes a time, or none", () => {
    const seenAt = new Date("2031-05-10T17:00:00Z");
    expect(updateLastSeenNotificationsSchema.parse({ seenAt })).toEqual({ seenAt });
    expect(updateLastSeenNotificationsSchema.parse({})).toEqual({});
    expect(updateLastSeenNotificationsSchema.parse(undefined)).toBeUndefined();
    expect(updateLastSeenNotificationsSchema.safeParse({ seenAt: "yesterday" }).success).toBe(false);
  });
});
