import { describe, expect, it } from "vitest";
import { followSeriesSchema, repeatSchema, seriesDates, seriesIdSchema, weekOfMonth } from "./series.ts";
import { issues } from "./test-support/schema-issues.ts";

const PARIS = "Europe/Paris";
// Sunday 8 March 2026, 09:00 to 17:00 in Paris (winter time, UTC+1).
const sunday = { startsAt: new Date("2026-03-08T08:00:00Z"), endsAt: new Date("2026-03-08T16:00:00Z") };

describe("a series' dates", () => {
  it("repeats every week at 09:00 on the field's clock, across the change to summer time", () => {
    const dates = seriesDates(sunday, PARIS, { every: "week", count: 4 });
    expect(dates.map((d) => d.startsAt.toISOString())).toEqual([
      "2026-03-08T08:00:00.000Z",
      "2026-03-15T08:00:00.000Z",
      "2026-03-22T08:00:00.000Z",
      // 29 March is summer time: 09:00 is 07:00 UTC.
      "2026-03-29T07:00:00.000Z",
    ]);
    expect(dates[3]!.endsAt.toISOString()).toBe("2026-03-29T15:00:00.000Z");
  });

  it("repeats every two weeks", () => {
    expect(seriesDates(sunday, PARIS, { every: "two_weeks", count: 3 }).map((d) => d.startsAt.toISOString())).toEqual([
      "2026-03-08T08:00:00.000Z",
      "2026-03-22T08:00:00.000Z",
      "2026-04-05T07:00:00.000Z",
    ]);
  });

  it("repeats monthly on the same weekday of the month: the second Sunday", () => {
    expect(weekOfMonth(sunday.startsAt, PARIS)).toEqual({ nth: 2, weekday: 0 });
    expect(seriesDates(sunday, PARIS, { every: "month", count: 4 }).map((d) => d.startsAt.toISOString())).toEqual([
      "2026-03-08T08:00:00.000Z",
      "2026-04-12T07:00:00.000Z",
      "2026-05-10T07:00:00.000Z",
      "2026-06-14T07:00:00.000Z",
    ]);
  });

  it("reads a fifth weekday as the month's last, and keeps a night game's end the next morning", () => {
    // Saturday 31 January 2026, 21:00 to 05:00 the next day.
    const night = { startsAt: new Date("2026-01-31T20:00:00Z"), endsAt: new Date("2026-02-01T04:00:00Z") };
    expect(weekOfMonth(night.startsAt, PARIS)).toEqual({ nth: -1, weekday: 6 });
    const dates = seriesDates(night, PARIS, { every: "month", count: 3 });
    expect(dates.map((d) => [d.startsAt.toISOString(), d.endsAt.toISOString()])).toEqual([
      ["2026-01-31T20:00:00.000Z", "2026-02-01T04:00:00.000Z"],
      // The last Saturday of February is the 28th; of March, the 28th (the clocks change on the 29th at 02:00).
      ["2026-02-28T20:00:00.000Z", "2026-03-01T04:00:00.000Z"],
      ["2026-03-28T20:00:00.000Z", "2026-03-29T03:00:00.000Z"],
    ]);
  });

  it("reads the fourth weekday of a month as the fourth, not the last", () => {
    // Sunday 22 March 2026, 09:00: the fourth Sunday; the month has five.
    const fourth = { startsAt: new Date("2026-03-22T08:00:00Z"), endsAt: new Date("2026-03-22T16:00:00Z") };
    expect(weekOfMonth(fourth.startsAt, PARIS)).toEqual({ nth: 4, weekday: 0 });
    expect(seriesDates(fourth, PARIS, { every: "month", count: 2 }).map((d) => d.startsAt.toISOString())).toEqual([
      "2026-03-22T08:00:00.000Z",
      "2026-04-26T07:00:00.000Z",
    ]);
  });

  it("keeps the first date exactly as given, to the second", () => {
    const first = { startsAt: new Date("2026-03-08T08:00:30Z"), endsAt: new Date("2026-03-08T16:00:30Z") };
    expect(seriesDates(first, PARIS, { every: "month", count: 2 })[0]).toEqual(first);
  });

  it("crosses a year and reads the first weekday of a month", () => {
    // Friday 4 December 2026, 20:00 in Paris.
    const friday = { startsAt: new Date("2026-12-04T19:00:00Z"), endsAt: new Date("2026-12-04T23:00:00Z") };
    expect(seriesDates(friday, PARIS, { every: "month", count: 3 }).map((d) => d.startsAt.toISOString())).toEqual([
      "2026-12-04T19:00:00.000Z",
      "2027-01-01T19:00:00.000Z",
      "2027-02-05T19:00:00.000Z",
    ]);
  });

  it("holds 2 to 12 dates", () => {
    expect(repeatSchema.safeParse({ every: "week", count: 1 }).success).toBe(false);
    expect(repeatSchema.safeParse({ every: "week", count: 13 }).success).toBe(false);
    expect(repeatSchema.safeParse({ every: "day", count: 3 }).success).toBe(false);
    expect(repeatSchema.safeParse({ every: "month", count: 12 }).success).toBe(true);
  });
});

describe("following a series", () => {
  it("names the series by its id, and says whether to follow it", () => {
    expect(seriesIdSchema.parse({ seriesId: 4 })).toEqual({ seriesId: 4 });
    expect(issues(seriesIdSchema, {})).toHaveLength(1);
    expect(followSeriesSchema.parse({ seriesId: 4, follow: false })).toEqual({ seriesId: 4, follow: false });
    expect(issues(followSeriesSchema, { seriesId: 4 })).toHaveLength(1);
  });
});
