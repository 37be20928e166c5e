import type { SearchTeamsInput } from "@escouade/contracts/teams";
import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import { oneOf, readCenter, text, toCenterInput, type CenterParams } from "@/domain/search/search-params.ts";

export interface TeamSearchParams extends CenterParams {
  /** A team's name or city, or part of it. */
  q?: string;
  /** Only the teams that recruit. */
  recruiting?: true;
  language?: SpokenLanguage;
}

/** Keeps the valid filters and silently drops the rest: a hand-edited URL still opens a search. */
export function validateTeamSearch(search: Record<string, unknown>): TeamSearchParams {
  const params: TeamSearchParams = {};
  const q = text(search.q);
  if (q) params.q = q;
  Object.assign(params, readCenter(search));
  if (search.recruiting === true || search.recruiting === "true") params.recruiting = true;
  const language = oneOf(SPOKEN_LANGUAGES, search.language);
  if (language) params.language = language;
  return params;
}

/** The API's filters for the URL's. */
export function toTeamSearchInput(params: TeamSearchParams): Omit<SearchTeamsInput, "cursor" | "limit"> {
  return { q: params.q, ...toCenterInput(params), recruiting: params.recruiting, language: params.language };
}
