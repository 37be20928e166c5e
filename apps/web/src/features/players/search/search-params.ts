import type { AVAILABILITIES, GetPlayersInput } from "@escouade/contracts/players";
import { SPOKEN_LANGUAGES } from "@escouade/contracts/languages";
import * as z from "zod/mini";
import { centerFields, searchChoice, searchText, toCenterInput, withCenter } from "@/domain/search/search-params.ts";

/** contracts' AVAILABILITIES, restated (see domain/search/search-params.ts); its type keeps the two identical. */
export const AVAILABILITY_VALUES: typeof AVAILABILITIES = ["available", "unavailable"];

/** The player search's filters in the URL: a username, first or last name; a team's name (or part of it). */
export const playerSearchSchema = z.pipe(
  z.object({ q: searchText, team: searchText, availability: searchChoice(AVAILABILITY_VALUES), language: searchChoice(SPOKEN_LANGUAGES), ...centerFields }),
  z.transform(withCenter),
);

export type PlayerSearchParams = z.output<typeof playerSearchSchema>;

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
