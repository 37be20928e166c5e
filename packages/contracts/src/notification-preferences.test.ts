import { describe, expect, expectTypeOf, it } from "vitest";
import {
  ALWAYS_NOTIFICATION_KINDS,
  NOTIFICATION_CHANNEL_DEFAULTS,
  NOTIFICATION_KIND_OF,
  NOTIFICATION_KINDS,
  notificationKindOf,
  PUSH_ONLY_NOTIFICATION_KINDS,
  setNotificationPreferenceSchema,
  SWITCHABLE_NOTIFICATION_KINDS,
  type NotificationKind,
} from "./notification-preferences.ts";
import type { NotificationType } from "./notifications.ts";
import { issues } from "./test-support/schema-issues.ts";

describe("the notification kinds", () => {
  it("give every notification type exactly one kind, and no more types than there are", () => {
    // Compile-time: the mapping's keys are the notification types, neither fewer nor more.
    expectTypeOf<keyof typeof NOTIFICATION_KIND_OF>().toEqualTypeOf<NotificationType>();
    expectTypeOf<(typeof NOTIFICATION_KIND_OF)[NotificationType]>().toExtend<NotificationKind>();
    for (const kind of Object.values(NOTIFICATION_KIND_OF)) expect(NOTIFICATION_KINDS).toContain(kind);
    expect(notificationKindOf("game_cancelled")).toBe("my_games");
    expect(notificationKindOf("team_application_received")).toBe("team_requests");
  });

  it("have at least one type each, but the push-only kinds, which have none", () => {
    const used = new Set<NotificationKind>(Object.values(NOTIFICATION_KIND_OF));
    for (const kind of NOTIFICATION_KINDS) expect(used.has(kind), kind).toBe(!(PUSH_ONLY_NOTIFICATION_KINDS as readonly string[]).includes(kind));
    expect(notificationKindOf("game_reminder")).toBe("my_games");
    expect(notificationKindOf("moderation_warning")).toBe("moderation");
  });

  it("list the switchable kinds apart from the ones a player cannot switch off", () => {
    expect(SWITCHABLE_NOTIFICATION_KINDS).not.toContain("moderation");
    expect([...SWITCHABLE_NOTIFICATION_KINDS, ...ALWAYS_NOTIFICATION_KINDS].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it("default to everything in the app, and e-mail only what belongs in an inbox", () => {
    const inApp = NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_CHANNEL_DEFAULTS[kind].inApp);
    expect(inApp).toEqual(NOTIFICATION_KINDS.filter((kind) => kind !== "messages"));
    const byEmail = NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_CHANNEL_DEFAULTS[kind].byEmail);
    expect(byEmail).toEqual(["friends", "my_games", "following", "my_team", "moderation"]);
  });

  it("push to the phone what someone waits for or what changes plans, not pings, registrations, shops or moderation", () => {
    const byPush = NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_CHANNEL_DEFAULTS[kind].byPush);
    expect(byPush).toEqual(["friends", "messages", "my_games", "my_team", "team_requests"]);
  });
});

describe("setNotificationPreferenceSchema", () => {
  it("takes a switchable kind with one or both channels", () => {
    expect(setNotificationPreferenceSchema.parse({ kind: "pings", inApp: false })).toEqual({ kind: "pings", inApp: false });
    expect(setNotificationPreferenceSchema.parse({ kind: "friends", inApp: true, byEmail: false })).toEqual({ kind: "friends", inApp: true, byEmail: false });
    expect(setNotificationPreferenceSchema.parse({ kind: "messages", byPush: false })).toEqual({ kind: "messages", byPush: false });
  });

  it.each([
    { kind: "moderation", inApp: false },
    { kind: "ping", inApp: false },
    { kind: "pings" },
    { kind: "pings", inApp: "no" },
    { kind: "pings", inApp: false, sms: true },
    { kind: "pings", byPush: "yes" },
    // A push-only kind has no other channel to set.
    { kind: "messages", inApp: true },
    { kind: "messages", byEmail: true, byPush: true },
  ])("refuses %j", (input) => {
    expect(setNotificationPreferenceSchema.safeParse(input).success).toBe(false);
  });
});

describe("setting one kind's channels", () => {
  it("takes any one channel alone", () => {
    expect(setNotificationPreferenceSchema.parse({ kind: "pings", byPush: true })).toEqual({ kind: "pings", byPush: true });
    expect(setNotificationPreferenceSchema.parse({ kind: "friends", byEmail: false })).toEqual({ kind: "friends", byEmail: false });
  });

  it("says a channel is missing, or that a push-only kind has no other", () => {
    expect(issues(setNotificationPreferenceSchema, { kind: "pings" })).toEqual([": inApp, byEmail or byPush"]);
    expect(issues(setNotificationPreferenceSchema, { kind: "messages", inApp: true })).toEqual([": this kind only has byPush"]);
  });
});
