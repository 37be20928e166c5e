import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "./countries.ts";
import { sameClockAt, VENUE_TIME_ZONES, venueTimeZone } from "./time-zones.ts";
import { addDaysOnClock, dateToWallTime, startOfDayIn, wallTimeToDate } from "./wall-clock.ts";

describe("a game's zone, from its place", () => {
  it("gives each served country its mainland zone", () => {
    expect(venueTimeZone({ country: "fr", latitude: 45.76, longitude: 4.83 })).toBe("Europe/Paris");
    expect(venueTimeZone({ country: "gb", latitude: 51.5, longitude: -0.12 })).toBe("Europe/London");
    expect(venueTimeZone({ country: "cy", latitude: 35.17, longitude: 33.36 })).toBe("Asia/Nicosia");
    expect(venueTimeZone({ country: "es", latitude: 40.42, longitude: -3.7 })).toBe("Europe/Madrid");
    for (const country of COUNTRY_CODES) expect(VENUE_TIME_ZONES).toContain(venueTimeZone({ country, latitude: 50, longitude: 10 }));
  });

  it("tells the islands and overseas departments apart by their coordinates", () => {
    expect(venueTimeZone({ country: "es", latitude: 28.12, longitude: -15.43 })).toBe("Atlantic/Canary");
    expect(venueTimeZone({ country: "pt", latitude: 32.65, longitude: -16.91 })).toBe("Atlantic/Madeira");
    expect(venueTimeZone({ country: "pt", latitude: 37.74, longitude: -25.67 })).toBe("Atlantic/Azores");
    expect(venueTimeZone({ country: "fr", latitude: -20.88, longitude: 55.45 })).toBe("Indian/Reunion");
    expect(venueTimeZone({ country: "fr", latitude: 16.24, longitude: -61.53 })).toBe("America/Guadeloupe");
    // Corsica and the Balearics keep the mainland's.
    expect(venueTimeZone({ country: "fr", latitude: 41.93, longitude: 8.74 })).toBe("Europe/Paris");
    expect(venueTimeZone({ country: "es", latitude: 39.57, longitude: 2.65 })).toBe("Europe/Madrid");
  });

  it("draws each island's box to its edges, and no further", () => {
    // The Canaries' box: 27°N to 30°N, 19°W to 13°W.
    for (const [latitude, longitude] of [
      [27, -15],
      [30, -15],
      [28, -19],
      [28, -13],
    ] as const)
      expect(venueTimeZone({ country: "es", latitude, longitude })).toBe("Atlantic/Canary");
    for (const [latitude, longitude] of [
      [26.9, -15],
      [30.1, -15],
      [28, -19.1],
      [28, -12.9],
      [28, -10],
    ] as const)
      expect(venueTimeZone({ country: "es", latitude, longitude })).toBe("Europe/Madrid");
  });

  it("finds every overseas department and island by its own coordinates", () => {
    expect(venueTimeZone({ country: "fr", latitude: 14.6, longitude: -61.07 })).toBe("America/Martinique");
    expect(venueTimeZone({ country: "fr", latitude: 4.93, longitude: -52.33 })).toBe("America/Cayenne");
    expect(venueTimeZone({ country: "fr", latitude: -12.78, longitude: 45.23 })).toBe("Indian/Mayotte");
  });

  it("keeps the mainland's zone just east of each island's box, at sea", () => {
    const mainland = (country: "es" | "pt" | "fr", latitude: number, longitude: number) => venueTimeZone({ country, latitude, longitude });
    expect(mainland("pt", 38, -20)).toBe("Europe/Lisbon");
    expect(mainland("pt", 31, -10)).toBe("Europe/Lisbon");
    expect(mainland("fr", 16.2, -60)).toBe("Europe/Paris");
    expect(mainland("fr", 14.6, -60)).toBe("Europe/Paris");
    expect(mainland("fr", 4, -50)).toBe("Europe/Paris");
    expect(mainland("fr", -20, 55.5)).toBe("Europe/Paris");
    expect(mainland("fr", -12, 45.2)).toBe("Europe/Paris");
  });

  it("lists the islands' zones with the mainland ones, for the database's check", () => {
    expect(VENUE_TIME_ZONES).toEqual(
      expect.arrayContaining([
        "Europe/Paris",
        "Atlantic/Canary",
        "Atlantic/Azores",
        "Atlantic/Madeira",
        "America/Guadeloupe",
        "America/Martinique",
        "America/Cayenne",
        "Indian/Reunion",
        "Indian/Mayotte",
      ]),
    );
    expect(VENUE_TIME_ZONES.every((zone) => typeof zone === "string")).toBe(true);
    expect(new Set(VENUE_TIME_ZONES).size).toBe(VENUE_TIME_ZONES.length);
  });

  it("lists only zones this engine knows", () => {
    for (const zone of VENUE_TIME_ZONES) expect(() => new Intl.DateTimeFormat("en", { timeZone: zone })).not.toThrow();
  });

  it("compares clocks, not names", () => {
    const winter = new Date("2026-01-10T08:00:00Z");
    expect(sameClockAt(winter, "Europe/Paris", "Europe/Brussels")).toBe(true);
    expect(sameClockAt(winter, "Europe/Paris", "Europe/London")).toBe(false);
    expect(sameClockAt(winter, "Europe/Lisbon", "Europe/London")).toBe(true);
    expect(sameClockAt(winter, "Atlantic/Canary", "Europe/Madrid")).toBe(false);
  });
});

describe("the wall clock at the field", () => {
  it("reads what the form's datetime-local says as the field's time, not the device's", () => {
    expect(wallTimeToDate("2026-03-14T09:00", "Europe/Paris")).toEqual(new Date("2026-03-14T08:00:00Z"));
    expect(wallTimeToDate("2026-07-14T09:00", "Europe/Paris")).toEqual(new Date("2026-07-14T07:00:00Z"));
    expect(wallTimeToDate("2026-03-14T09:00", "Europe/London")).toEqual(new Date("2026-03-14T09:00:00Z"));
    expect(wallTimeToDate("2026-03-14T09:00", "Atlantic/Canary")).toEqual(new Date("2026-03-14T09:00:00Z"));
    expect(wallTimeToDate("2026-12-24T20:00", "Europe/Paris")).toEqual(new Date("2026-12-24T19:00:00Z"));
    for (const bad of ["", "14/03/2026 09:00", "2026-02-30T09:00", "2026-13-01T09:00", "2026-03-14T24:00", "2026-03-14T09:60", "x2026-03-14T09:00"]) {
      expect(wallTimeToDate(bad, "Europe/Paris")).toBeNull();
    }
    // 02:30 does not exist the night clocks go forward: it is read as 03:30.
    expect(wallTimeToDate("2026-03-29T02:30", "Europe/Paris")).toEqual(new Date("2026-03-29T01:30:00Z"));
  });

  it("writes a moment back as the field's wall clock, round trip included", () => {
    expect(dateToWallTime(new Date("2026-03-14T08:00:00Z"), "Europe/Paris")).toBe("2026-03-14T09:00");
    expect(dateToWallTime(new Date("2026-12-31T23:30:00Z"), "Europe/Helsinki")).toBe("2027-01-01T01:30");
    for (const wall of ["2026-01-01T00:00", "2026-10-25T01:59", "2026-06-30T23:59"])
      expect(dateToWallTime(wallTimeToDate(wall, "Europe/Berlin")!, "Europe/Berlin")).toBe(wall);
  });

  it("begins a day at the field's midnight, across clock changes", () => {
    expect(startOfDayIn(new Date("2026-07-14T07:00:00Z"), "Europe/Paris")).toEqual(new Date("2026-07-13T22:00:00Z"));
    expect(startOfDayIn(new Date("2026-10-25T12:00:00Z"), "Europe/Paris")).toEqual(new Date("2026-10-24T22:00:00Z"));
    expect(startOfDayIn(new Date("2026-03-14T23:30:00Z"), "Europe/London")).toEqual(new Date("2026-03-14T00:00:00Z"));
  });

  it("moves a game by whole days on the field's clock, across a clock change", () => {
    // Sunday 22 March 2026, 09:00 in Paris (UTC+1); a week later it is summer time (UTC+2).
    expect(addDaysOnClock(new Date("2026-03-22T08:00:00Z"), 7, "Europe/Paris")).toEqual(new Date("2026-03-29T07:00:00Z"));
    expect(addDaysOnClock(new Date("2026-03-22T08:00:00Z"), 0, "Europe/Paris")).toEqual(new Date("2026-03-22T08:00:00Z"));
    expect(addDaysOnClock(new Date("2026-12-27T08:00:00Z"), 7, "Europe/London")).toEqual(new Date("2027-01-03T08:00:00Z"));
  });
});
