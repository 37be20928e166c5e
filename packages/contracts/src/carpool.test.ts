import { afterEach, describe, expect, it, vi } from "vitest";
import {
  answerCarpoolRequestSchema,
  carpoolGameSchema,
  carpoolOfferFieldsSchema,
  carpoolOfferIdSchema,
  carpoolOfferSchema,
  carpoolRequestIdSchema,
  departureProblem,
  isLiveRequest,
  openCarpoolSchema,
  seatsLeft,
} from "./carpool.ts";
import { issues } from "./test-support/schema-issues.ts";

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

describe("the offer form, further", () => {
  const schema = carpoolOfferFieldsSchema(start, () => now);
  const good = { fromCity: "Villeurbanne", departsAt: new Date(start.getTime() - HOUR), seats: 3 };

  it("refuses a departure already gone, on the form's own clock", () => {
    expect(issues(schema, { ...good, departsAt: new Date(now.getTime() - HOUR) })).toEqual(["departsAt: departure_in_past"]);
  });

  it("reads the real clock when the form gives none", () => {
    const real = carpoolOfferFieldsSchema(new Date(Date.now() + 48 * HOUR));
    expect(issues(real, { ...good, departsAt: new Date(Date.now() - HOUR) })).toEqual(["departsAt: departure_in_past"]);
    expect(issues(real, { ...good, departsAt: new Date(Date.now() + HOUR) })).toEqual([]);
  });

  it("says only 'required' for a departure that is not a date", () => {
    expect(issues(schema, { ...good, departsAt: "demain" })).toEqual(["departsAt: required"]);
  });

  it("takes the driver's note trimmed, none by default, 300 characters at most", () => {
    expect(schema.parse(good).note).toBe("");
    expect(schema.parse({ ...good, note: "  Coffre plein.  " }).note).toBe("Coffre plein.");
    expect(issues(schema, { ...good, note: ` ${"n".repeat(300)} ` })).toEqual([]);
    expect(issues(schema, { ...good, note: "n".repeat(301) })).toEqual(["note: too_long"]);
  });
});

describe("the server's offer schema", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses a departure at this very moment, on the departure", () => {
    vi.useFakeTimers({ now });
    const input = { gameId: 1, fromCity: "Lyon", departsAt: new Date(now), seats: 2 };
    expect(issues(carpoolOfferSchema, input)).toEqual(["departsAt: departure_in_past"]);
    expect(issues(carpoolOfferSchema, { ...input, departsAt: new Date(now.getTime() + 1) })).toEqual([]);
  });
});

describe("naming a game's carpool, an offer or a request", () => {
  it("keeps each id, and refuses a missing one", () => {
    expect(carpoolGameSchema.parse({ gameId: 5 })).toEqual({ gameId: 5 });
    expect(issues(carpoolGameSchema, {})).toHaveLength(1);
    expect(carpoolOfferIdSchema.parse({ offerId: 6 })).toEqual({ offerId: 6 });
    expect(issues(carpoolOfferIdSchema, {})).toHaveLength(1);
    expect(carpoolRequestIdSchema.parse({ requestId: 7 })).toEqual({ requestId: 7 });
    expect(issues(carpoolRequestIdSchema, {})).toHaveLength(1);
  });

  it("opens a private game's carpool with its link's token, 64 characters at most", () => {
    expect(openCarpoolSchema.parse({ gameId: 5, shareToken: "abc" })).toEqual({ gameId: 5, shareToken: "abc" });
    expect(openCarpoolSchema.parse({ gameId: 5 })).toEqual({ gameId: 5 });
    expect(issues(openCarpoolSchema, { gameId: 5, shareToken: "t".repeat(65) })).toHaveLength(1);
  });

  it("lets the driver accept or decline a request", () => {
    expect(answerCarpoolRequestSchema.parse({ requestId: 7, accept: false })).toEqual({ requestId: 7, accept: false });
    expect(issues(answerCarpoolRequestSchema, { requestId: 7 })).toHaveLength(1);
  });
});
