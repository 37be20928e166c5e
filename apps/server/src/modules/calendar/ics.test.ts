import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icsCalendar } from "./ics.ts";

const encoder = new TextEncoder();

describe("the iCalendar writer", () => {
  const event = {
    uid: "game-7@escouade.test",
    start: new Date("2027-03-14T08:00:00Z"),
    end: new Date("2027-03-14T16:30:00Z"),
    updatedAt: new Date("2027-01-02T10:00:00Z"),
    summary: "Opération « Faucon », forêt de Sénart; tenue camo, pas de pyro",
    description: "Règles : 350 fps max\\billes bio\nRendez-vous 7 h 30. ".repeat(6),
    location: "1 rue du Stand, 69001 Lyon",
    geo: { latitude: 45.76, longitude: 4.83 },
    url: "https://escouade.test/fr/games/7",
  };

  it("writes a calendar a standard parser reads back exactly", () => {
    const text = icsCalendar({ name: "Mes parties Escouade", events: [event, { ...event, uid: "game-8@escouade.test", cancelled: true }] });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Mes parties Escouade");
    const [first, second] = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(first!.uid).toBe("game-7@escouade.test");
    expect(first!.summary).toBe(event.summary);
    expect(first!.description).toBe(event.description);
    expect(first!.location).toBe(event.location);
    expect(first!.startDate.toJSDate().toISOString()).toBe("2027-03-14T08:00:00.000Z");
    expect(first!.endDate.toJSDate().toISOString()).toBe("2027-03-14T16:30:00.000Z");
    expect(first!.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(second!.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(first!.component.getFirstPropertyValue("geo")).toEqual([45.76, 4.83]);
  });

  it("ends lines in CRLF and folds them at 75 octets, never inside a character", () => {
    const text = icsCalendar({ name: "é".repeat(100), events: [event] });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    for (const line of text.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const folded = foldLine(`SUMMARY:${"é".repeat(80)}`);
    expect(folded.split("\r\n ").join("")).toBe(`SUMMARY:${"é".repeat(80)}`);
  });

  it("escapes what would end a value early", () => {
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  });
});
