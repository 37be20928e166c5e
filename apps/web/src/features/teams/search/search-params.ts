import type { SearchTeamsInput } from "@escouade/contracts/teams";
import { SPOKEN_LANGUAGES } from "@escouade/contracts/languages";
import * as z from "zod/mini";
import { centerFields, searchChoice, searchFlag, searchText, toCenterInput, withCenter } from "@/domain/search/search-params.ts";

/** The team search's filters in the URL: a team's name or city (or part of it), only the teams that recruit. */
export const teamSearchSchema = z.pipe(
  z.object({ q: searchText, recruiting: searchFlag, language: searchChoice(SPOKEN_LANGUAGES), ...centerFields }),
  z.transform(withCenter),
);

export type TeamSearchParams = z.output<typeof teamSearchSchema>;

/** The API's filters for the URL's. */
export function toTeamSearchInput(params: TeamSearchParams): Omit<SearchTeamsInput, "cursor" | "limit"> {
  return { q: params.q, ...toCenterInput(params), recruiting: params.recruiting, language: params.language };
}
