import { describe, expect, it } from "vitest";
import { formatDate, formatRelativeToNow } from "./dates.ts";

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
    expect(formatRelativeToNow(new Date(now), "fr", now)).toBe("il y a 0 seconde");
    expect(formatRelativeToNow(new Date(now + 2 * 3_600_000), "fr", now)).toBe("dans 2 heures");
  });
});
