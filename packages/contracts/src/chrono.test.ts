import { describe, expect, it } from "vitest";
import { chronoVerdict, deleteChronoReadingSchema, isChronoOpen, recordChronoSchema, roundJoules } from "./chrono.ts";
import { DEFAULT_POWER_LIMITS } from "./games.ts";
import { issues } from "./test-support/schema-issues.ts";

const limits = DEFAULT_POWER_LIMITS; // AEG 350, DMR 350..450, semi 400, auto 350 (fps at 0.20 g)

describe("the chrono verdict", () => {
  it("350 fps at 0.20 g is 1.14 J: exactly an AEG's limit, passed", () => {
    const verdict = chronoVerdict({ fps: 350, bbGrams: 0.2, powerClass: "aeg" }, limits);
    // 350 ft/s = 106.68 m/s -> 0.5 * 0.0002 kg * 106.68² = 1.1381 J
    expect(verdict.joules).toBeCloseTo(1.1381, 4);
    expect(verdict.maxJoules).toBe(verdict.joules);
    expect(verdict).toMatchObject({ minJoules: null, verdict: "passed", reason: null });
    expect(roundJoules(verdict.maxJoules)).toBe(1.138);
  });

  it("a heavier BB is judged on its energy: 313 fps at 0.25 g is about 1.14 J, passed; 314 fps is 1.145 J, refused", () => {
    // 313 ft/s = 95.40 m/s -> 0.5 * 0.00025 * 95.40² = 1.1377 J
    const at313 = chronoVerdict({ fps: 313, bbGrams: 0.25, powerClass: "aeg" }, limits);
    expect(at313.joules).toBeCloseTo(1.1377, 4);
    expect(at313.verdict).toBe("passed");
    // 314 ft/s = 95.71 m/s -> 1.1450 J > 1.1381 J
    const at314 = chronoVerdict({ fps: 314, bbGrams: 0.25, powerClass: "aeg" }, limits);
    expect(roundJoules(at314.joules)).toBe(1.145);
    expect(at314).toMatchObject({ verdict: "refused", reason: "over_max" });
  });

  it("351 fps at 0.20 g (1.145 J) is over an AEG's 350 fps: refused, over the maximum", () => {
    const verdict = chronoVerdict({ fps: 351, bbGrams: 0.2, powerClass: "aeg" }, limits);
    expect(roundJoules(verdict.joules)).toBe(1.145);
    expect(verdict).toMatchObject({ verdict: "refused", reason: "over_max" });
  });

  it("a DMR must reach its minimum: 340 fps at 0.20 g (1.074 J) is under 350 fps (1.138 J); 350 and 450 fps (1.881 J) pass; 460 fps refused", () => {
    const under = chronoVerdict({ fps: 340, bbGrams: 0.2, powerClass: "dmr" }, limits);
    expect(roundJoules(under.joules)).toBe(1.074);
    expect(under).toMatchObject({ verdict: "refused", reason: "under_min" });
    expect([roundJoules(under.minJoules!), roundJoules(under.maxJoules)]).toEqual([1.138, 1.881]);
    expect(chronoVerdict({ fps: 350, bbGrams: 0.2, powerClass: "dmr" }, limits).verdict).toBe("passed");
    expect(chronoVerdict({ fps: 450, bbGrams: 0.2, powerClass: "dmr" }, limits)).toMatchObject({ verdict: "passed", reason: null });
    // 400 fps with a 0.30 g BB: 0.5 * 0.0003 * 121.92² = 2.2297 J, well over 1.88 J
    const heavy = chronoVerdict({ fps: 400, bbGrams: 0.3, powerClass: "dmr" }, limits);
    expect(heavy.joules).toBeCloseTo(2.2297, 4);
    expect(heavy.reason).toBe("over_max");
    expect(chronoVerdict({ fps: 460, bbGrams: 0.2, powerClass: "dmr" }, limits).reason).toBe("over_max");
  });

  it("follows the game's own limits, not the usual ones", () => {
    const strict = { ...limits, aeg: { min: 0, max: 328 } }; // a 1 J CQB field
    expect(chronoVerdict({ fps: 330, bbGrams: 0.2, powerClass: "aeg" }, strict)).toMatchObject({ verdict: "refused" });
    expect(chronoVerdict({ fps: 328, bbGrams: 0.2, powerClass: "aeg" }, strict).verdict).toBe("passed");
  });
});

describe("the chrono's opening", () => {
  const startsAt = new Date("2026-06-14T07:00:00Z");
  const timeZone = "Europe/Paris";
  it("opens at midnight of the game's day at the field and stays open; never for a cancelled game", () => {
    expect(isChronoOpen({ startsAt, timeZone, cancelledAt: null }, new Date("2026-06-13T21:59:59Z"))).toBe(false);
    expect(isChronoOpen({ startsAt, timeZone, cancelledAt: null }, new Date("2026-06-13T22:00:00Z"))).toBe(true);
    expect(isChronoOpen({ startsAt, timeZone, cancelledAt: null }, new Date("2026-06-14T20:00:00Z"))).toBe(true);
    expect(isChronoOpen({ startsAt, timeZone, cancelledAt: new Date("2026-06-14T06:00:00Z") }, new Date("2026-06-14T08:00:00Z"))).toBe(false);
  });
});

describe("a reading as sent", () => {
  const valid = { gameId: 1, registrationId: 2, replica: { index: 0 }, fps: 330, bbGrams: 0.25, clientId: "1b4e28ba-2fa1-41d2-883f-0016d3cca427" };

  it("accepts a declared replica or one brought on the day, with a BB weight to the hundredth", () => {
    expect(recordChronoSchema.parse(valid)).toMatchObject({ note: "", bbGrams: 0.25 });
    expect(recordChronoSchema.safeParse({ ...valid, replica: { name: " VSR-10 ", powerClass: "dmr" } }).data?.replica).toEqual({
      name: "VSR-10",
      powerClass: "dmr",
    });
    expect(recordChronoSchema.safeParse({ ...valid, bbGrams: 0.5 }).success).toBe(true);
    expect(recordChronoSchema.safeParse({ ...valid, bbGrams: 0.12 }).success).toBe(true);
  });

  it("takes any of the ten replicas declared at registration, the tenth included", () => {
    expect(recordChronoSchema.safeParse({ ...valid, replica: { index: 9 } }).data?.replica).toEqual({ index: 9 });
    expect(recordChronoSchema.safeParse({ ...valid, replica: { index: -1 } }).success).toBe(false);
  });

  it("keeps the organizer's note trimmed", () => {
    expect(recordChronoSchema.parse({ ...valid, note: "  hop-up réglé  " }).note).toBe("hop-up réglé");
    expect(issues(recordChronoSchema, { ...valid, note: "n".repeat(201) })).toEqual(["note: too_long"]);
  });

  it("tells an empty FPS box (required) from one that is not a number (invalid)", () => {
    const { fps: _, ...withoutFps } = valid;
    expect(issues(recordChronoSchema, withoutFps)).toEqual(["fps: required"]);
    expect(issues(recordChronoSchema, { ...valid, fps: "330" })).toEqual(["fps: invalid_number"]);
  });

  it.each([
    ["fps 0", { fps: 0 }],
    ["fps 801", { fps: 801 }],
    ["fps with decimals", { fps: 330.5 }],
    ["fps as a string", { fps: "330" }],
    ["a BB of 0.11 g", { bbGrams: 0.11 }],
    ["a BB of 0.51 g", { bbGrams: 0.51 }],
    ["a BB of 0.255 g", { bbGrams: 0.255 }],
    ["a 201-character note", { note: "n".repeat(201) }],
    ["a client id that is not a uuid", { clientId: "abc" }],
    ["a replica index past ten", { replica: { index: 10 } }],
    ["a new replica without a name", { replica: { name: " ", powerClass: "aeg" } }],
    ["a new replica of no known class", { replica: { name: "M4", powerClass: "laser" } }],
    ["a replica that is both", { replica: { index: 0, name: "M4", powerClass: "aeg" } }],
  ])("refuses %s", (_, change) => {
    expect(recordChronoSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe("deleting a reading", () => {
  it("names the game and the reading", () => {
    expect(deleteChronoReadingSchema.parse({ gameId: 1, readingId: 7 })).toEqual({ gameId: 1, readingId: 7 });
    expect(deleteChronoReadingSchema.safeParse({ gameId: 1 }).success).toBe(false);
    expect(deleteChronoReadingSchema.safeParse({ readingId: 7 }).success).toBe(false);
  });
});
