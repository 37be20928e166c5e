import type { AVAILABILITIES, Availability, GetPlayersInput } from "@escouade/contracts/players";
import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import { oneOf, readCenter, text, toCenterInput, type CenterParams } from "@/domain/search/search-params.ts";

/** contracts' AVAILABILITIES, restated (see domain/search/search-params.ts); its type keeps the two identical. */
export const AVAILABILITY_VALUES: typeof AVAILABILITIES = ["available", "unavailable"];

export interface PlayerSearchParams extends CenterParams {
  /** Username, first or last name. */
  q?: string;
  /** A team's name, or part of it. */
  team?: string;
  availability?: Availability;
  language?: SpokenLanguage;
}

/** Keeps the valid filters and silently drops the rest: a hand-edited URL still opens a search. */
export function validatePlayerSearch(search: Record<string, unknown>): PlayerSearchParams {
  const params: PlayerSearchParams = {};
  const q = text(search.q);
  if (q) params.q = q;
  const team = text(search.team);
  if (team) params.team = team;
  Object.assign(params, readCenter(search));
  const availability = oneOf(AVAILABILITY_VALUES, search.availability);
  if (availability) params.availability = availability;
  const language = oneOf(SPOKEN_LANGUAGES, search.language);
  if (language) params.language = language;
  return params;
}

/** The API's filters for the URL's. */
export function toPlayerSearchInput(params: PlayerSearchParams): Omit<GetPlayersInput, "cursor" | "limit" | "friendShipStatus"> {
  return {
    q: params.q,
    team: params.team,
    ...toCenterInput(params),
    availability: params.availability,
    language: params.language,
  };
}
