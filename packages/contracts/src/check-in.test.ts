import { describe, expect, it } from "vitest";
import { addWalkInSchema, arrivalTime, fieldDayStart, isCheckInOpen, isWalkInOpen } from "./check-in.ts";

const HOUR = 3600_000;
const now = new Date("2026-11-26T09:00:00Z");
const game = { startsAt: new Date("2026-11-26T10:00:00Z"), endsAt: new Date("2026-11-26T17:00:00Z"), cancelledAt: null };

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

  it("opens walk-ins from 12 hours before the start until the end, never once cancelled", () => {
    expect(isWalkInOpen(game, now)).toBe(true);
    expect(isWalkInOpen(game, new Date(game.startsAt.getTime() - 12 * HOUR))).toBe(true);
    expect(isWalkInOpen(game, new Date(game.startsAt.getTime() - 12 * HOUR - 1))).toBe(false);
    expect(isWalkInOpen(game, game.endsAt)).toBe(false);
    expect(isWalkInOpen({ ...game, cancelledAt: now }, now)).toBe(false);
  });

  it("checks tickets from 12 hours before the start, and still after the end (a phone's queued arrivals)", () => {
    expect(isCheckInOpen(game, now)).toBe(true);
    expect(isCheckInOpen(game, new Date(game.startsAt.getTime() - 12 * HOUR))).toBe(true);
    expect(isCheckInOpen(game, new Date(game.startsAt.getTime() - 12 * HOUR - 1))).toBe(false);
    expect(isCheckInOpen(game, new Date("2026-11-20T09:00:00Z"))).toBe(false);
    expect(isCheckInOpen(game, new Date(game.endsAt.getTime() + 24 * HOUR))).toBe(true);
  });

  it("wants a walk-in's name, trimmed, short, without control characters", () => {
    expect(addWalkInSchema.parse({ gameId: 1, name: "  Léa  " })).toEqual({ gameId: 1, name: "Léa", replicas: [] });
    for (const name of ["", "   ", "x".repeat(61), "a\nb", 3]) expect(addWalkInSchema.safeParse({ gameId: 1, name }).success).toBe(false);
  });
});
