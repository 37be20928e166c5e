import { describe, expect, it } from "vitest";
import { formatDate, formatDayHeading, formatRelativeToNow, formatSchedule } from "./dates.ts";

// Sunday 6 December 2026, 09:30 in the machine's zone; local time on both sides, so any zone.
const game = new Date(2026, 11, 6, 9, 30);

describe("formatDate", () => {
  it("writes a game's day and time as each language does", () => {
    expect(formatDate(game, "fr", "dayTime")).toBe("dim. 6 déc. · 09:30");
    expect(formatDate(game, "en", "dayTime")).toBe("Sun 6 Dec · 09:30");
    expect(formatDate(game, "es", "dayTime")).toBe("dom, 6 dic · 09:30");
    expect(formatDate(game, "de", "dayTime")).toBe("So., 6. Dez. · 09:30");
  });

  it("adds the year where a search may reach next year", () => {
    expect(formatDate(game, "fr", "dayYearTime")).toBe("dim. 6 déc. 2026 · 09:30");
    expect(formatDate(game, "de", "dayYearTime")).toBe("So., 6. Dez. 2026 · 09:30");
  });

  it("writes the time in the zone given (a server-rendered page's), whatever the machine's", () => {
    const instant = new Date(Date.UTC(2026, 11, 6, 8, 30));
    expect(formatDate(instant, "fr", "dayTime", "Europe/Paris")).toBe("dim. 6 déc. · 09:30");
    expect(formatDate(instant, "fr", "dayTime", "America/Toronto")).toBe("dim. 6 déc. · 03:30");
    expect(formatDate(instant, "en", "dayTime", "Europe/Paris")).toBe("Sun 6 Dec · 09:30");
  });
});

describe("each language's own dates", () => {
  const saturday = new Date(2026, 10, 28, 8, 0);

  it("writes a long date with the language's punctuation and articles", () => {
    expect(formatDate(saturday, "fr", "longDate")).toBe("28 novembre 2026");
    expect(formatDate(saturday, "en", "longDate")).toBe("28 November 2026");
    expect(formatDate(saturday, "es", "longDate")).toBe("28 de noviembre de 2026");
    expect(formatDate(saturday, "de", "longDate")).toBe("28. November 2026");
  });

  it("abbreviates the weekday and month as each language does", () => {
    expect(formatDate(saturday, "fr", "dayYear")).toBe("sam. 28 nov. 2026");
    expect(formatDate(saturday, "en", "dayYear")).toBe("Sat, 28 Nov 2026");
    expect(formatDate(saturday, "es", "dayYear")).toBe("sáb, 28 nov 2026");
    expect(formatDate(saturday, "de", "dayYear")).toBe("Sa., 28. Nov. 2026");
  });

  it("names the month of a member since", () => {
    expect(formatDate(saturday, "fr", "monthYear")).toBe("novembre 2026");
    expect(formatDate(saturday, "es", "monthYear")).toBe("noviembre de 2026");
    expect(formatDate(saturday, "de", "monthYear")).toBe("November 2026");
  });

  it("keeps the middle dot between a short date and its time", () => {
    expect(formatDate(saturday, "fr", "dateTime")).toBe("28 nov. 2026 · 08:00");
    expect(formatDate(saturday, "de", "dateTime")).toBe("28. Nov. 2026 · 08:00");
  });

  it("writes a game's schedule as one range, the day once when it ends the same day", () => {
    const sameDay = new Date(2026, 10, 28, 16, 0);
    // French sets the dash between spaces: plain ones, whatever the ICU (newer ones write thin spaces).
    expect(formatSchedule(saturday, sameDay, "fr")).toBe("samedi 28 novembre 2026, 08:00 – 16:00");
    expect(formatSchedule(saturday, sameDay, "en")).toBe("Saturday, 28 November 2026, 08:00–16:00");
    expect(formatSchedule(saturday, sameDay, "es")).toBe("sábado, 28 de noviembre de 2026, 8:00–16:00");
    expect(formatSchedule(saturday, sameDay, "de")).toBe("Samstag, 28. November 2026, 08:00–16:00 Uhr");
    const nextDay = new Date(2026, 10, 29, 17, 0);
    expect(formatSchedule(saturday, nextDay, "de")).toBe("Samstag, 28. November 2026 um 08:00 – Sonntag, 29. November 2026 um 17:00");
  });

  it("writes a schedule in the zone given: a page written on a server, in Paris time", () => {
    const start = new Date("2026-11-28T08:00:00Z");
    const end = new Date("2026-11-28T16:00:00Z");
    expect(formatSchedule(start, end, "fr", "Europe/Paris")).toBe("samedi 28 novembre 2026, 09:00 – 17:00");
    expect(formatSchedule(start, end, "en", "America/Toronto")).toBe("Saturday, 28 November 2026, 03:00–11:00");
  });
});

describe("formatRelativeToNow", () => {
  const now = new Date(2026, 10, 25, 12, 0).getTime();
  const ago = (ms: number) => new Date(now - ms);

  it("counts seconds, then minutes, hours, days, weeks, months and years", () => {
    expect(formatRelativeToNow(ago(12_000), "fr", now)).toBe("il y a 12 secondes");
    expect(formatRelativeToNow(ago(5 * 60_000), "fr", now)).toBe("il y a 5 minutes");
    expect(formatRelativeToNow(ago(3 * 3_600_000), "en", now)).toBe("3 hours ago");
    expect(formatRelativeToNow(ago(2 * 86_400_000), "es", now)).toBe("hace 2 días");
    expect(formatRelativeToNow(ago(15 * 86_400_000), "de", now)).toBe("vor 2 Wochen");
    expect(formatRelativeToNow(ago(65 * 86_400_000), "fr", now)).toBe("il y a 2 mois");
    expect(formatRelativeToNow(ago(800 * 86_400_000), "en", now)).toBe("2 years ago");
  });

  it("says something sensible at once and for a date ahead", () => {
    expect(formatRelativeToNow(new Date(now), "fr", now)).toBe("maintenant");
    expect(formatRelativeToNow(new Date(now - 9_000), "de", now)).toBe("jetzt");
    expect(formatRelativeToNow(new Date(now - 10_000), "en", now)).toBe("10 seconds ago");
    expect(formatRelativeToNow(new Date(now + 2 * 3_600_000), "fr", now)).toBe("dans 2 heures");
  });
});

describe("formatDayHeading and the time of a message", () => {
  const now = new Date(2026, 11, 6, 15, 0);
  it("says today and yesterday in each language, then the long date", () => {
    expect(formatDayHeading(new Date(2026, 11, 6, 8, 5), "fr", now)).toBe("Aujourd’hui");
    expect(formatDayHeading(new Date(2026, 11, 5, 23, 59), "en", now)).toBe("Yesterday");
    expect(formatDayHeading(new Date(2026, 11, 5, 0, 1), "es", now)).toBe("Ayer");
    expect(formatDayHeading(new Date(2026, 11, 6, 0, 0), "de", now)).toBe("Heute");
    expect(formatDayHeading(new Date(2026, 11, 4, 12, 0), "fr", now)).toBe("4 décembre 2026");
  });

  it("writes a message's time alone, on the 24-hour clock", () => {
    expect(formatDate(new Date(2026, 11, 6, 9, 5), "fr", "time")).toBe("09:05");
    expect(formatDate(new Date(2026, 11, 6, 21, 5), "en", "time")).toBe("21:05");
  });
});
