import { PLAYER_ROWS } from "./authorization-matrix-players.ts";
import { GAME_ROWS } from "./authorization-matrix-games.ts";
import { SHOP_ROWS } from "./authorization-matrix-shops.ts";
import { TEAM_ROWS } from "./authorization-matrix-teams.ts";
import { MODERATION_ROWS } from "./authorization-matrix-moderation.ts";
import type { MatrixRow } from "./authorization-outcomes.ts";

/**
 * Who may call what. Every procedure of the router has a row; the test fails on a missing one.
 * Refusals name their code: a stranger asking for another's private thing is told it does not
 * exist (NOT_FOUND), not that it is forbidden, so ids reveal nothing.
 */
export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  ...PLAYER_ROWS,
  ...GAME_ROWS,
  ...SHOP_ROWS,
  ...TEAM_ROWS,
  ...MODERATION_ROWS,
};
