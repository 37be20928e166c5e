import { describe, expect, it } from "vitest";
import { carpoolOfferFieldsSchema, carpoolOfferSchema, departureProblem, isLiveRequest, seatsLeft } from "./carpool.ts";

const HOUR = 3600_000;
const now = new Date("2026-11-26T08:00:00Z");
const start = new Date("2026-11-28T09:00:00Z");

describe("carpool rules", () => {
  it("takes a departure ahead of now and before the game's start, nothing else", () => {
    expect(departureProblem(new Date(start.getTime() - HOUR), start, now)).toBeNull();
    expect(departureProblem(new Date(now.getTime() - 1), start, now)).toBe("departure_in_past");
    expect(departureProblem(now, start, now)).toBe("departure_in_past");
    expect(departureProblem(start, start, now)).toBe("departure_after_start");
    expect(departureProblem(new Date(start.getTime() + HOUR), start, now)).toBe("departure_after_start");
  });

  it("counts the seats left, never below zero, and which requests hold one", () => {
    expect(seatsLeft({ seats: 3, acceptedCount: 1 })).toBe(2);
    expect(seatsLeft({ seats: 2, acceptedCount: 3 })).toBe(0);
    expect(["pending", "accepted", "declined"].map((s) => isLiveRequest(s as "pending"))).toEqual([true, true, false]);
  });

  it("puts the form's errors on their fields, the departure checked against the game", () => {
    const schema = carpoolOfferFieldsSchema(start, () => now);
    const good = { fromCity: " Villeurbanne ", departsAt: new Date(start.getTime() - HOUR), seats: 3, note: "" };
    expect(schema.parse(good).fromCity).toBe("Villeurbanne");
    const late = schema.safeParse({ ...good, departsAt: new Date(start.getTime() + HOUR) });
    expect(late.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["departsAt", "departure_after_start"]]);
    const bad = schema.safeParse({ fromCity: "", departsAt: good.departsAt, seats: 9, note: "x".repeat(301) });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["fromCity", "required"],
      ["seats", "invalid_number"],
      ["note", "too_long"],
    ]);
    // The departure's rule runs alongside the other fields' errors, not after they are fixed.
    const both = schema.safeParse({ ...good, fromCity: "", departsAt: new Date(start.getTime() + HOUR) });
    expect(both.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["fromCity", "required"],
      ["departsAt", "departure_after_start"],
    ]);
  });

  it("refuses a past departure on the server's schema too", () => {
    const input = { gameId: 1, fromCity: "Lyon", departsAt: new Date(Date.now() - HOUR), seats: 2, note: "" };
    expect(carpoolOfferSchema.safeParse(input).error?.issues[0]?.message).toBe("departure_in_past");
    expect(carpoolOfferSchema.safeParse({ ...input, departsAt: new Date(Date.now() + HOUR) }).success).toBe(true);
  });
});
