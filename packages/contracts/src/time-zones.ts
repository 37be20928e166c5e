import type { CountryCode } from "./countries.ts";

/**
 * The time zone a game keeps (docs/product.md §4): its place's, so that a game at 09:00 near Lyon
 * says 09:00 to a player whose phone is set to London. Each served country has one zone on the
 * European mainland; the islands and overseas departments far from it are told apart by their
 * coordinates.
 */
const MAINLAND_ZONES: Record<CountryCode, string> = {
  fr: "Europe/Paris",
  de: "Europe/Berlin",
  es: "Europe/Madrid",
  it: "Europe/Rome",
  gb: "Europe/London",
  be: "Europe/Brussels",
  nl: "Europe/Amsterdam",
  pt: "Europe/Lisbon",
  ch: "Europe/Zurich",
  at: "Europe/Vienna",
  se: "Europe/Stockholm",
  no: "Europe/Oslo",
  dk: "Europe/Copenhagen",
  fi: "Europe/Helsinki",
  pl: "Europe/Warsaw",
  cz: "Europe/Prague",
  hu: "Europe/Budapest",
  ie: "Europe/Dublin",
  gr: "Europe/Athens",
  ro: "Europe/Bucharest",
  bg: "Europe/Sofia",
  hr: "Europe/Zagreb",
  sk: "Europe/Bratislava",
  si: "Europe/Ljubljana",
  ee: "Europe/Tallinn",
  lv: "Europe/Riga",
  lt: "Europe/Vilnius",
  lu: "Europe/Luxembourg",
  mt: "Europe/Malta",
  cy: "Asia/Nicosia",
};

interface Region {
  zone: string;
  /** South, west, north, east, in degrees. */
  box: readonly [number, number, number, number];
}

/** Parts of a served country in another zone than its mainland, by a box around them. */
const OUTLYING_REGIONS: Partial<Record<CountryCode, readonly Region[]>> = {
  es: [{ zone: "Atlantic/Canary", box: [27, -19, 30, -13] }],
  pt: [
    { zone: "Atlantic/Azores", box: [36, -32, 40.5, -24] },
    { zone: "Atlantic/Madeira", box: [29.5, -18, 33.5, -15.5] },
  ],
  fr: [
    { zone: "America/Guadeloupe", box: [15.8, -61.9, 16.6, -60.9] },
    { zone: "America/Martinique", box: [14.3, -61.3, 15, -60.7] },
    { zone: "America/Cayenne", box: [2, -54.7, 6, -51.5] },
    { zone: "Indian/Reunion", box: [-21.5, 55.1, -20.8, 55.9] },
    { zone: "Indian/Mayotte", box: [-13.1, 44.9, -12.5, 45.4] },
  ],
};

interface Place {
  country: CountryCode;
  latitude: number;
  longitude: number;
}

/** The IANA zone of a game's place. */
export function venueTimeZone({ country, latitude, longitude }: Place): string {
  const region = OUTLYING_REGIONS[country]?.find(
    ({ box: [south, west, north, east] }) => latitude >= south && latitude <= north && longitude >= west && longitude <= east,
  );
  return region?.zone ?? MAINLAND_ZONES[country];
}

/** Every zone a game can have, for the database's check and the tests. */
export const VENUE_TIME_ZONES: readonly string[] = [
  ...new Set([...Object.values(MAINLAND_ZONES), ...Object.values(OUTLYING_REGIONS).flatMap((regions) => regions.map((r) => r.zone))]),
];

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string) {
  let clock = clocks.get(timeZone);
  if (!clock) clocks.set(timeZone, (clock = new Intl.DateTimeFormat("en", { timeZone, dateStyle: "short", timeStyle: "short", hourCycle: "h23" })));
  return clock;
}

/** Whether two zones show the same clock at `moment` (Paris and Brussels do; Paris and London do not). */
export function sameClockAt(moment: Date, a: string, b: string): boolean {
  return a === b || clockIn(a).format(moment) === clockIn(b).format(moment);
}
