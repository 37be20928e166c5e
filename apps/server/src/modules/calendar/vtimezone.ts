/*
 * A game's events carry its field's zone (decision 036), so a calendar shows 09:00 for a game at
 * 09:00 at the field wherever the phone is. RFC 5545 wants each TZID described by a VTIMEZONE. All
 * the zones a game can have (`VENUE_TIME_ZONES`) either keep one offset all year (the overseas
 * departments) or follow the European rule: summer time from 01:00 UTC on the last Sunday of March
 * to 01:00 UTC on the last Sunday of October. The offsets come from the engine's own zone data;
 * the test checks the rule against it for every venue zone.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `moment`, in minutes. */
export function offsetMinutes(timeZone: string, moment: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) offsetFormats.set(timeZone, (format = new Intl.DateTimeFormat("en", { timeZone, timeZoneName: "longOffset" })));
  const name = format.formatToParts(moment).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

const pad = (n: number) => String(n).padStart(2, "0");

function icsOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** "19700329T020000": the first transition the rule repeats, at the local time clocks read before it. */
function localStart(month: number, day: number, utcMinutes: number): string {
  const hours = Math.floor(utcMinutes / 60);
  return `1970${pad(month)}${pad(day)}T${pad(hours)}${pad(utcMinutes % 60)}00`;
}

/** The VTIMEZONE lines of `timeZone`, with the offsets it has in `year`. */
export function vtimezoneLines(timeZone: string, year: number): string[] {
  const winter = offsetMinutes(timeZone, new Date(Date.UTC(year, 0, 15)));
  const summer = offsetMinutes(timeZone, new Date(Date.UTC(year, 6, 15)));
  if (winter === summer) {
    return [
      "BEGIN:VTIMEZONE",
      `TZID:${timeZone}`,
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      `TZOFFSETFROM:${icsOffset(winter)}`,
      `TZOFFSETTO:${icsOffset(winter)}`,
      "END:STANDARD",
      "END:VTIMEZONE",
    ];
  }
  // 01:00 UTC read on the clock of before: 02:00 in Paris in March, 03:00 in October.
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    "BEGIN:DAYLIGHT",
    `DTSTART:${localStart(3, 29, 60 + winter)}`,
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    `TZOFFSETFROM:${icsOffset(winter)}`,
    `TZOFFSETTO:${icsOffset(summer)}`,
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    `DTSTART:${localStart(10, 25, 60 + summer)}`,
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    `TZOFFSETFROM:${icsOffset(summer)}`,
    `TZOFFSETTO:${icsOffset(winter)}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
}

/** "20270314T090000": the moment on the zone's wall clock, as a DTSTART with TZID says it. */
export function localStamp(moment: Date, timeZone: string): string {
  const local = new Date(moment.getTime() + offsetMinutes(timeZone, moment) * 60_000);
  return local
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "");
}
