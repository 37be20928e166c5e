/*
 * iCalendar (RFC 5545), the little of it a game needs: one VCALENDAR of VEVENTs. Lines end in
 * CRLF and fold at 75 octets (never inside a UTF-8 character); text values escape \ ; , and
 * newlines. An event with its field's zone is written on that clock, with the zone described
 * (vtimezone.ts); one without, in UTC, which every calendar converts to its own zone.
 */
import { localStamp, vtimezoneLines } from "./vtimezone.ts";

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  /** The field's IANA zone: the event stays at its field's time in a calendar set to another zone. */
  timeZone?: string;
  /** When the event was last changed: calendars keep the version with the highest SEQUENCE. */
  updatedAt: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  geo?: { latitude: number; longitude: number };
  cancelled?: boolean;
}

const encoder = new TextEncoder();

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets: continuation lines start with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets, each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function eventLines(event: IcsEvent, now: Date): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    event.timeZone ? `DTSTART;TZID=${event.timeZone}:${localStamp(event.start, event.timeZone)}` : `DTSTART:${utcStamp(event.start)}`,
    event.timeZone ? `DTEND;TZID=${event.timeZone}:${localStamp(event.end, event.timeZone)}` : `DTEND:${utcStamp(event.end)}`,
    // Seconds since 2020: grows with every change, so a subscribed calendar takes the new version.
    `SEQUENCE:${Math.max(0, Math.floor((event.updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000))}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.geo) lines.push(`GEO:${event.geo.latitude.toFixed(6)};${event.geo.longitude.toFixed(6)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push("END:VEVENT");
  return lines;
}

/** Each zone the events use, with the year of its first event (whose offsets describe it). */
function timeZonesOf(events: IcsEvent[]): [string, number][] {
  const zones = new Map<string, number>();
  for (const event of events) {
    if (!event.timeZone) continue;
    const year = event.start.getUTCFullYear();
    zones.set(event.timeZone, Math.min(zones.get(event.timeZone) ?? year, year));
  }
  return [...zones];
}

/** A whole calendar; `name` is what a subscribed feed is called in the phone's calendar list. */
export function icsCalendar(options: { name: string; events: IcsEvent[]; now?: Date }): string {
  const now = options.now ?? new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Escouade//Parties airsoft//FR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    // Subscribed calendars read the feed again about this often.
    "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
    "X-PUBLISHED-TTL:PT6H",
    ...timeZonesOf(options.events).flatMap(([zone, year]) => vtimezoneLines(zone, year)),
    ...options.events.flatMap((event) => eventLines(event, now)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
