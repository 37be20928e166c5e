import { DEFAULT_POWER_LIMITS, type CreateGameData, type CreateGameInput, type PowerLimits } from "@escouade/contracts/games";
import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import type { RegistrationQuestion } from "@escouade/contracts/registration-questions";
import { addDaysOnClock, dateToWallTime, wallTimeToDate } from "@escouade/contracts/wall-clock";
import { TZDate } from "@date-fns/tz";
import { nextSunday, set } from "date-fns";
import { RENDER_TIME_ZONE } from "@/lib/time-zone.ts";
import type { DefaultValues, UseFormReturn } from "react-hook-form";
import { numberFormat } from "@/lib/intl-formats.ts";

/** One shape for both modes: `gameId` only when editing, `termsAccepted` only matters on creation. */
export type GameFormValues = CreateGameInput & { gameId?: number; applyToFollowing?: boolean };
export type GameFormOutput = Omit<CreateGameData, "termsAccepted"> & { termsAccepted?: true; gameId?: number; applyToFollowing?: boolean };

/**
 * The clock the form's times are typed on before the place is known. Any fixed one would do,
 * since picking the place keeps the wall-clock times typed (`sameWallTime`); the render zone is
 * the one the server and the browser share, so the page is drawn alike on both.
 */
export const UNPLACED_TIME_ZONE = RENDER_TIME_ZONE;

/**
 * The next Sunday, 09:00 to 17:00: the usual slot of a "dominicale", on the clock the form uses
 * until a place is picked (`UNPLACED_TIME_ZONE`).
 */
export function defaultSchedule(now = new Date()) {
  const sunday = nextSunday(new TZDate(now.getTime(), UNPLACED_TIME_ZONE));
  const at = (hours: number) => new Date(set(sunday, { hours, minutes: 0, seconds: 0, milliseconds: 0 }).getTime());
  return { startsAt: at(9), endsAt: at(17) };
}

export function createDefaults(lang: string): DefaultValues<GameFormValues> {
  return {
    title: "",
    type: "operation",
    description: "",
    rules: "",
    ...defaultSchedule(),
    maxPlayers: 20,
    priceCents: 1500,
    address: { street: "", city: "", postalCode: "", country: "fr" },
    visibility: "public",
    languages: SPOKEN_LANGUAGES.includes(lang as SpokenLanguage) ? [lang as SpokenLanguage] : ["fr"],
    protections: [],
    equipment: [],
    pyrotechnics: [],
    facilities: [],
    powerLimits: structuredClone(DEFAULT_POWER_LIMITS),
    paymentUrl: "",
    cancellationNoticeHours: 0,
    questions: [],
    approvalRequired: false,
    shopId: null,
    coverImageKey: null,
    photoKeys: [],
    // The schema demands `true`; the box starts unticked.
    termsAccepted: false as unknown as true,
  };
}

/** A known field as getShop returns it: what a game held there starts from. */
export interface FieldAddress {
  id: number;
  name: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  latitude: number;
  longitude: number;
  rules: string;
}

/** A new game at a known field: its address, and its rules for the organizer to adapt. */
export function atField(defaults: DefaultValues<GameFormValues>, field: FieldAddress): DefaultValues<GameFormValues> {
  const { street, city, postalCode, latitude, longitude } = field;
  return {
    ...defaults,
    shopId: field.id,
    address: { street, city, postalCode, country: field.country as Values["address"]["country"], latitude, longitude },
    rules: field.rules.trim() ? field.rules : defaults.rules,
  };
}

/** The game as getGame returns it (the columns are plain strings there). */
export interface StoredGame {
  id: number;
  title: string;
  type: string;
  description: string;
  rules: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  maxPlayers: number;
  priceCents: number;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  latitude: number;
  longitude: number;
  visibility: string;
  languages: string[];
  protections: string[];
  equipment: string[];
  pyrotechnics: string[];
  facilities: string[];
  powerLimits: PowerLimits;
  paymentUrl: string | null;
  cancellationNoticeHours: number;
  questions: RegistrationQuestion[];
  approvalRequired: boolean;
  seriesId?: number | null;
  /** The known field it is played on, if any, and its name. */
  shopId?: number | null;
  place?: { id: number; name: string } | null;
  coverImageKey: string | null;
  photoKeys: string[];
}

type Values = Required<CreateGameInput>;

/** The game's known field as its picker shows it (the city is the game's own). */
export function pickedFieldOf(game: StoredGame) {
  return game.place ? { id: game.place.id, name: game.place.name, city: game.city } : null;
}

export function editDefaults(game: StoredGame): DefaultValues<GameFormValues> {
  return {
    gameId: game.id,
    title: game.title,
    type: game.type as Values["type"],
    description: game.description,
    rules: game.rules,
    startsAt: game.startsAt,
    endsAt: game.endsAt,
    maxPlayers: game.maxPlayers,
    priceCents: game.priceCents,
    address: {
      street: game.street,
      city: game.city,
      postalCode: game.postalCode,
      country: game.country as Values["address"]["country"],
      latitude: game.latitude,
      longitude: game.longitude,
    },
    visibility: game.visibility as Values["visibility"],
    languages: game.languages as Values["languages"],
    protections: game.protections as Values["protections"],
    equipment: game.equipment as Values["equipment"],
    pyrotechnics: game.pyrotechnics as Values["pyrotechnics"],
    facilities: game.facilities as Values["facilities"],
    powerLimits: structuredClone(game.powerLimits),
    paymentUrl: game.paymentUrl ?? "",
    cancellationNoticeHours: game.cancellationNoticeHours as Values["cancellationNoticeHours"],
    questions: structuredClone(game.questions),
    approvalRequired: game.approvalRequired,
    shopId: game.shopId ?? null,
    coverImageKey: game.coverImageKey,
    photoKeys: game.photoKeys,
  };
}

/**
 * A copy of a game to publish again (docs/product.md §3): everything kept, images, limits and
 * rules included, but the dates, moved by whole weeks on the field's clock to the first slot
 * still ahead (a Sunday game stays a Sunday game at 09:00), and the terms to accept again.
 */
export function duplicateDefaults(game: StoredGame, now = new Date()): DefaultValues<GameFormValues> {
  const { gameId: _id, ...fields } = editDefaults(game);
  let weeks = 1;
  while (addDaysOnClock(game.startsAt, 7 * weeks, game.timeZone).getTime() <= now.getTime()) weeks++;
  return {
    ...fields,
    startsAt: addDaysOnClock(game.startsAt, 7 * weeks, game.timeZone),
    endsAt: addDaysOnClock(game.endsAt, 7 * weeks, game.timeZone),
    termsAccepted: false as unknown as true,
  };
}

/**
 * `<input type="datetime-local">` speaks wall-clock time without a zone: the game's times are read
 * and written on the field's clock (`timeZone`, its place's), whatever the organizer's device says.
 */
export function toDateTimeLocal(date: Date | undefined, timeZone: string): string {
  return date && !Number.isNaN(date.getTime()) ? dateToWallTime(date, timeZone) : "";
}

export function fromDateTimeLocal(value: string, timeZone: string): Date | undefined {
  return wallTimeToDate(value, timeZone) ?? undefined;
}

/** The same wall-clock time at another place: a game at 09:00 stays at 09:00 when its place moves to another zone. */
export function sameWallTime(date: Date | undefined, from: string, to: string): Date | undefined {
  if (!date || Number.isNaN(date.getTime()) || from === to) return date;
  return wallTimeToDate(dateToWallTime(date, from), to) ?? date;
}

/** "15", "15,5" or "15.50" euros into cents; NaN (invalid_number) for anything else. */
export function eurosToCents(text: string): number {
  const normalized = text.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d+(\.\d{0,2})?$/.test(normalized)) return Number.NaN;
  return Math.round(Number(normalized) * 100);
}

export function centsToEuros(cents: number | undefined, locale: string): string {
  if (cents === undefined || !Number.isFinite(cents)) return "";
  return numberFormat(locale, { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}

export type GameForm = UseFormReturn<GameFormValues, unknown, GameFormOutput>;
