import * as z from "zod/mini";
import { createFileRoute } from "@tanstack/react-router";
import { searchNumber } from "@/domain/search/search-params.ts";
import { CreateGamePage } from "@/features/games/form/create-game-page.tsx";

/**
 * `?from=12`: a copy of the organizer's game 12 to publish again (docs/product.md §3); with
 * `&series=3`, as a new date of their series 3. `?field=7`: a new game at the known field 7.
 */
const createGameSearchSchema = z.object({
  from: searchNumber(1, 2_147_483_647),
  series: searchNumber(1, 2_147_483_647),
  field: searchNumber(1, 2_147_483_647),
});

export const Route = createFileRoute("/$lang/_authed/games/create")({
  validateSearch: createGameSearchSchema,
  component: CreateGamePage,
});
