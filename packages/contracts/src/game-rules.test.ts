import { describe, expect, it } from "vitest";
import {
  freeCancellationUntil,
  gamePhase,
  isBeforeStart,
  isLateCancellation,
  isOpenForRegistration,
  isReplicaOverLimit,
  maxFpsFor,
  placesLeft,
  rulesAcceptedNow,
  statusForNewRegistration,
} from "./game-rules.ts";
import { DEFAULT_POWER_LIMITS } from "./games.ts";

const now = new Date("2026-06-01T10:00:00Z");
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const game = (startIn: number, endIn: number, cancelled = false) => ({ startsAt: at(startIn), endsAt: at(endIn), cancelledAt: cancelled ? at(-600) : null });

describe("gamePhase", () => {
  it("is upcoming before the start, running from the start, past from the end", () => {
    expect(gamePhase(game(1, 60), now)).toBe("upcoming");
    expect(gamePhase(game(0, 60), now)).toBe("running");
    expect(gamePhase(game(-60, 0), now)).toBe("past");
    expect(gamePhase(game(-120, -60), now)).toBe("past");
  });

  it("says cancelled whatever the clock", () => {
    expect(gamePhase(game(60, 120, true), now)).toBe("cancelled");
    expect(gamePhase(game(-120, -60, true), now)).toBe("cancelled");
  });
});

describe("isOpenForRegistration", () => {
  it("is open strictly before the start of a game that is not cancelled", () => {
    expect(isOpenForRegistration(game(1, 60), now)).toBe(true);
    expect(isOpenForRegistration(game(0, 60), now)).toBe(false);
    expect(isOpenForRegistration(game(-1, 60), now)).toBe(false);
    expect(isOpenForRegistration(game(60, 120, true), now)).toBe(false);
  });
});

describe("isBeforeStart", () => {
  it("holds until the start, cancelled or not", () => {
    expect(isBeforeStart(game(1, 60), now)).toBe(true);
    expect(isBeforeStart(game(60, 120, true), now)).toBe(true);
    expect(isBeforeStart(game(0, 60), now)).toBe(false);
  });
});

describe("places", () => {
  it("counts what is left, never below zero", () => {
    expect(placesLeft({ maxPlayers: 10, confirmedCount: 3 })).toBe(7);
    expect(placesLeft({ maxPlayers: 10, confirmedCount: 10 })).toBe(0);
    expect(placesLeft({ maxPlayers: 10, confirmedCount: 12 })).toBe(0);
  });

  it("confirms while a place is left, waitlists after", () => {
    expect(statusForNewRegistration({ maxPlayers: 10, confirmedCount: 9 })).toBe("confirmed");
    expect(statusForNewRegistration({ maxPlayers: 10, confirmedCount: 10 })).toBe("waitlisted");
    expect(statusForNewRegistration({ maxPlayers: 10, confirmedCount: 11 })).toBe("waitlisted");
  });
});

describe("power limits", () => {
  const limits = { ...DEFAULT_POWER_LIMITS, dmr: { min: 350, max: 450 } };

  it("reads the maximum of the replica's class", () => {
    expect(maxFpsFor(limits, "dmr")).toBe(450);
    expect(maxFpsFor(limits, "aeg")).toBe(DEFAULT_POWER_LIMITS.aeg.max);
  });

  it("accepts a replica at the limit and refuses one a single FPS above", () => {
    expect(isReplicaOverLimit({ powerClass: "dmr", fps: 450 }, limits)).toBe(false);
    expect(isReplicaOverLimit({ powerClass: "dmr", fps: 451 }, limits)).toBe(true);
    expect(isReplicaOverLimit({ powerClass: "aeg", fps: 451 }, limits)).toBe(true);
  });
});

describe("cancellation policy", () => {
  const startsAt = new Date("2026-03-15T08:00:00Z");
  const policy = { startsAt, cancellationNoticeHours: 48 };

  it("frees a place until the notice before the start", () => {
    expect(freeCancellationUntil(policy)).toEqual(new Date("2026-03-13T08:00:00Z"));
    expect(freeCancellationUntil({ startsAt, cancellationNoticeHours: 0 })).toEqual(startsAt);
  });

  it("is late from the limit itself, for a confirmed place only", () => {
    expect(isLateCancellation(policy, "confirmed", new Date("2026-03-13T07:59:59Z"))).toBe(false);
    expect(isLateCancellation(policy, "confirmed", new Date("2026-03-13T08:00:00Z"))).toBe(true);
    expect(isLateCancellation(policy, "waitlisted", new Date("2026-03-14T08:00:00Z"))).toBe(false);
  });

  it("is never late without a notice", () => {
    expect(isLateCancellation({ startsAt, cancellationNoticeHours: 0 }, "confirmed", new Date("2026-03-15T07:59:00Z"))).toBe(false);
    expect(isLateCancellation({ startsAt, cancellationNoticeHours: 0 }, "confirmed", startsAt)).toBe(false);
    expect(isLateCancellation({ startsAt, cancellationNoticeHours: 0 }, "confirmed", new Date(startsAt.getTime() + 3_600_000))).toBe(false);
  });
});

describe("rules accepted", () => {
  it("holds for the version accepted only", () => {
    expect(rulesAcceptedNow({ rulesVersion: 2 }, { rulesAcceptedVersion: 2 })).toBe(true);
    expect(rulesAcceptedNow({ rulesVersion: 2 }, { rulesAcceptedVersion: 1 })).toBe(false);
    expect(rulesAcceptedNow({ rulesVersion: 1 }, { rulesAcceptedVersion: null })).toBe(false);
  });
});
