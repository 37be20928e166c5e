import ICAL from "ical.js";
import { VENUE_TIME_ZONES } from "@escouade/contracts/time-zones";
import { describe, expect, it } from "vitest";
import { icsCalendar } from "./ics.ts";
import { localStamp, offsetMinutes, vtimezoneLines } from "./vtimezone.ts";

/** The last Sunday of `month` (0-based) in `year`, at 01:00 UTC: when Europe changes its clocks. */
function lastSundayAtOneUtc(year: number, month: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last;
}

describe("the zones of a game's calendar event", () => {
  it("describes every venue zone as the engine's own zone data says, year after year", () => {
    for (const zone of VENUE_TIME_ZONES) {
      for (let year = 2026; year <= 2031; year++) {
        const winter = offsetMinutes(zone, new Date(Date.UTC(year, 0, 15)));
        const summer = offsetMinutes(zone, new Date(Date.UTC(year, 6, 15)));
        const lines = vtimezoneLines(zone, year);
        expect(lines).toContain(`TZID:${zone}`);
        if (winter === summer) {
          expect(lines.some((line) => line.startsWith("RRULE"))).toBe(false);
          // No change anywhere in the year.
          for (let day = 0; day < 365; day += 7) expect(offsetMinutes(zone, new Date(Date.UTC(year, 0, 1 + day)))).toBe(winter);
          continue;
        }
        const spring = lastSundayAtOneUtc(year, 2);
        const autumn = lastSundayAtOneUtc(year, 9);
        expect(offsetMinutes(zone, new Date(spring.getTime() - 1000))).toBe(winter);
        expect(offsetMinutes(zone, spring)).toBe(summer);
        expect(offsetMinutes(zone, new Date(autumn.getTime() - 1000))).toBe(summer);
        expect(offsetMinutes(zone, autumn)).toBe(winter);
      }
    }
  });

  it("writes a game on its field's clock, and a standard parser finds the same moment", () => {
    const games = [
      { zone: "Europe/Paris", start: "2027-03-14T08:00:00Z", local: "20270314T090000" },
      { zone: "Europe/Paris", start: "2027-07-14T07:00:00Z", local: "20270714T090000" },
      { zone: "Atlantic/Canary", start: "2027-03-14T09:00:00Z", local: "20270314T090000" },
      { zone: "Europe/Helsinki", start: "2027-10-31T07:00:00Z", local: "20271031T090000" },
      { zone: "Indian/Reunion", start: "2027-03-14T05:00:00Z", local: "20270314T090000" },
    ];
    const events = games.map((game, index) => ({
      uid: `game-${index}@escouade.test`,
      start: new Date(game.start),
      end: new Date(new Date(game.start).getTime() + 8 * 3600_000),
      timeZone: game.zone,
      updatedAt: new Date("2027-01-02T10:00:00Z"),
      summary: `Partie ${index}`,
    }));
    const text = icsCalendar({ name: "Mes parties", events });
    for (const game of games) expect(text).toContain(`DTSTART;TZID=${game.zone}:${game.local}`);
    // One description per zone, however many games use it.
    expect(text.match(/TZID:Europe\/Paris\r\n/g)).toHaveLength(1);

    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const vtimezone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(vtimezone);
    const parsed = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(parsed.map((event) => event.startDate.toJSDate().toISOString())).toEqual(games.map((game) => new Date(game.start).toISOString()));
  });

  it("writes a moment as the zone's wall clock across the clock changes", () => {
    expect(localStamp(new Date("2027-03-28T00:59:00Z"), "Europe/Paris")).toBe("20270328T015900");
    expect(localStamp(new Date("2027-03-28T01:00:00Z"), "Europe/Paris")).toBe("20270328T030000");
    expect(localStamp(new Date("2027-12-31T23:30:00Z"), "Europe/London")).toBe("20271231T233000");
  });
});
