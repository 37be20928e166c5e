import { describe, expect, it } from "vitest";
import { availabilityOf } from "./availability.ts";

const now = new Date("2026-06-01T10:00:00Z");
const game = { startsAt: new Date("2026-06-10T08:00:00Z"), cancelledAt: null, maxPlayers: 20, confirmedCount: 5 };

describe("availabilityOf", () => {
  it("counts the places left of an upcoming game", () => {
    expect(availabilityOf(game, now)).toEqual({ kind: "open", placesLeft: 15 });
  });

  it("is full once the confirmed players fill it (or overfill it)", () => {
    expect(availabilityOf({ ...game, confirmedCount: 20 }, now)).toEqual({ kind: "full" });
    expect(availabilityOf({ ...game, confirmedCount: 21 }, now)).toEqual({ kind: "full" });
  });

  it("is not available once started or cancelled", () => {
    expect(availabilityOf({ ...game, startsAt: now }, now)).toEqual({ kind: "unavailable" });
    expect(availabilityOf({ ...game, cancelledAt: now }, now)).toEqual({ kind: "unavailable" });
  });
});
