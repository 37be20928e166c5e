import { describe, expect, it } from "vitest";
import { addWalkInSchema, arrivalTime, fieldDayStart, isCheckInOpen, isWalkInOpen, walkInSchemaFor, WALK_IN_REPLICAS_MAX } from "./check-in.ts";
import { DEFAULT_POWER_LIMITS } from "./games.ts";
import { issues } from "./test-support/schema-issues.ts";

const HOUR = 3600_000;
const now = new Date("2026-11-26T09:00:00Z");
// 11:00 to 18:00 at a field near Lyon (UTC+1 in November): its day begins at 2026-11-25T23:00Z.
const game = { startsAt: new Date("2026-11-26T10:00:00Z"), endsAt: new Date("2026-11-26T17:00:00Z"), cancelledAt: null, timeZone: "Europe/Paris" };
const midnight = new Date("2026-11-25T23:00:00Z");

describe("the game's day at the field", () => {
  it("dates an arrival as scanned, within the game's day and never ahead of now", () => {
    expect(arrivalTime(undefined, game, now)).toEqual(now);
    expect(arrivalTime(new Date(now.getTime() - HOUR), game, now)).toEqual(new Date(now.getTime() - HOUR));
    expect(arrivalTime(new Date(now.getTime() + HOUR), game, now)).toEqual(now);
    expect(arrivalTime(new Date("2026-11-20T09:00:00Z"), game, now)).toEqual(fieldDayStart(game));
    // Days before the game: only now can be vouched for.
    const early = new Date("2026-11-20T09:00:00Z");
    expect(arrivalTime(new Date("2026-11-19T09:00:00Z"), game, early)).toEqual(early);
  });

  it("begins the game's day at midnight at the field, or 6 hours before a start in the small hours", () => {
    expect(fieldDayStart(game)).toEqual(midnight);
    // The same instant is already the 26th in Helsinki, still the 25th in London.
    expect(fieldDayStart({ ...game, timeZone: "Europe/Helsinki" })).toEqual(new Date("2026-11-25T22:00:00Z"));
    expect(fieldDayStart({ ...game, timeZone: "Europe/London" })).toEqual(new Date("2026-11-26T00:00:00Z"));
    // A night game at 01:30: the evening before.
    expect(fieldDayStart({ startsAt: new Date("2026-11-26T00:30:00Z"), timeZone: "Europe/Paris" })).toEqual(new Date("2026-11-25T18:30:00Z"));
    // The day the clocks go forward is 23 hours long; its midnight is still UTC+1.
    expect(fieldDayStart({ startsAt: new Date("2026-03-29T08:00:00Z"), timeZone: "Europe/Paris" })).toEqual(new Date("2026-03-28T23:00:00Z"));
  });

  it("opens walk-ins from the start of the game's day until the end, never once cancelled", () => {
    expect(isWalkInOpen(game, now)).toBe(true);
    expect(isWalkInOpen(game, midnight)).toBe(true);
    expect(isWalkInOpen(game, new Date(midnight.getTime() - 1))).toBe(false);
    expect(isWalkInOpen(game, game.endsAt)).toBe(false);
    expect(isWalkInOpen({ ...game, cancelledAt: now }, now)).toBe(false);
  });

  it("checks tickets from the start of the game's day, and still after the end (a phone's queued arrivals)", () => {
    expect(isCheckInOpen(game, now)).toBe(true);
    expect(isCheckInOpen(game, midnight)).toBe(true);
    expect(isCheckInOpen(game, new Date(midnight.getTime() - 1))).toBe(false);
    expect(isCheckInOpen(game, new Date("2026-11-20T09:00:00Z"))).toBe(false);
    expect(isCheckInOpen(game, new Date(game.endsAt.getTime() + 24 * HOUR))).toBe(true);
  });

  it("wants a walk-in's name, trimmed, short, without control characters", () => {
    expect(addWalkInSchema.parse({ gameId: 1, name: "  Léa  " })).toEqual({ gameId: 1, name: "Léa", replicas: [] });
    for (const name of ["", "   ", "x".repeat(61), "a\nb", 3]) expect(addWalkInSchema.safeParse({ gameId: 1, name }).success).toBe(false);
  });
});

describe("a walk-in's replicas", () => {
  const m4 = { powerClass: "aeg", fps: 340, name: "M4" };
  const walkIn = (replicas: unknown[]) => ({ gameId: 1, name: "Léa", replicas });

  it("takes one replica, or as many as ten, and no more", () => {
    expect(addWalkInSchema.parse(walkIn([m4])).replicas).toEqual([m4]);
    expect(issues(addWalkInSchema, walkIn(Array.from({ length: WALK_IN_REPLICAS_MAX }, () => m4)))).toEqual([]);
    expect(issues(addWalkInSchema, walkIn(Array.from({ length: WALK_IN_REPLICAS_MAX + 1 }, () => m4)))).toEqual(["replicas: too_long"]);
  });

  it("on the organizer's form, refuses a replica over the game's limit for its class, on its FPS", () => {
    const schema = walkInSchemaFor(DEFAULT_POWER_LIMITS);
    expect(schema.parse(walkIn([m4, { powerClass: "aeg", fps: 350, name: "" }])).replicas).toHaveLength(2);
    expect(issues(schema, walkIn([m4, { powerClass: "aeg", fps: 351, name: "" }]))).toEqual(["replicas.1.fps: replica_over_limit"]);
    // A DMR's limit is higher than an AEG's.
    expect(issues(schema, walkIn([{ powerClass: "dmr", fps: 440, name: "VSR" }]))).toEqual([]);
    expect(issues(schema, walkIn(Array.from({ length: WALK_IN_REPLICAS_MAX }, () => m4)))).toEqual([]);
    expect(issues(schema, walkIn(Array.from({ length: WALK_IN_REPLICAS_MAX + 1 }, () => m4)))).toEqual(["replicas: too_long"]);
  });
});
