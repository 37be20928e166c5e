/**
 * The automatic balance of a game's sides (docs/product.md §4): every confirmed player gets a side, every
 * team stays on one side, and the counts end as close as the caps and the teams allow (within
 * one of each other whenever that is possible). Pure and deterministic: the organizer's preview
 * on the phone and the server's transaction compute the very same result from the same rows.
 *
 * A team too big for the room left on any side is never split behind the organizer's back: it is
 * left without a side and named in `unplaced`, for them to raise a cap or split it by hand.
 */

export interface BalanceSide {
  id: number;
  /** Null: no cap. */
  maxPlayers: number | null;
}

export interface BalancePlayer {
  /** The registration's id. */
  id: number;
  teamId: string | null;
  /** The side the player is on now (picked or assigned), if any. */
  sideId: number | null;
}

export interface Unplaced {
  playerIds: number[];
  teamId: string | null;
  /** A team that fits in no side's remaining room, or players beyond every side's cap. */
  reason: "team_too_big" | "no_room";
}

export interface BalanceResult {
  /** Every player, by id: the side they end on (null only for those in `unplaced`). */
  assignments: { playerId: number; sideId: number | null }[];
  /** Players per side, in the sides' order. */
  counts: { sideId: number; count: number }[];
  unplaced: Unplaced[];
  /** Teams whose kept choices already put them on more than one side (only with `keepChoices`). */
  splitTeams: string[];
  /** How many players end on another side than the one they were on. */
  moves: number;
}

/** Beyond this many tries the search keeps the best placement found: the answer stays instant. */
const SEARCH_BUDGET = 200_000;

interface Unit {
  teamId: string;
  playerIds: number[];
}

interface Score {
  unplaced: number;
  spread: number;
}

const better = (a: Score, b: Score) => a.unplaced < b.unplaced || (a.unplaced === b.unplaced && a.spread < b.spread);

/**
 * Spreads `singles` one-player units over the sides, always to the least filled side with room
 * (earliest side first on a tie), computed by level rather than one by one. Returns what each
 * side receives and how many found no room.
 */
function waterFill(loads: readonly number[], rooms: readonly number[], singles: number): { added: number[]; left: number } {
  const total = rooms.reduce((sum, room) => sum + room, 0);
  if (singles >= total) return { added: [...rooms], left: singles - total };
  const fill = (level: number) => loads.map((load, j) => Math.min(Math.max(level - load, 0), rooms[j]!));
  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  let low = Math.min(...loads);
  let high = Math.max(...loads) + singles;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (sum(fill(mid)) <= singles) low = mid;
    else high = mid - 1;
  }
  const added = fill(low);
  let rest = singles - sum(added);
  const next = fill(low + 1);
  for (let j = 0; j < loads.length && rest > 0; j++) {
    if (next[j]! > added[j]!) {
      added[j]! += 1;
      rest -= 1;
    }
  }
  return { added, left: 0 };
}

function score(loads: readonly number[], rooms: readonly number[], singles: number, skipped: number): Score {
  const { added, left } = waterFill(loads, rooms, singles);
  const finals = loads.map((load, j) => load + added[j]!);
  return { unplaced: skipped + left, spread: Math.max(...finals) - Math.min(...finals) };
}

/**
 * Places the teams (largest first) to minimise first the players left out, then the spread once
 * the players without a team fill in. Greedy first (largest team to the least filled side), then
 * a bounded exhaustive search that stops as soon as nothing better can exist.
 */
function placeTeams(units: readonly Unit[], loads: number[], rooms: number[], singles: number, lowerBound: Score): (number | null)[] {
  const choice: (number | null)[] = units.map(() => null);
  let best: { score: Score; choice: (number | null)[] } | null = null;
  let budget = SEARCH_BUDGET;
  let skipped = 0;

  const sideOrder = () => loads.map((_, j) => j).sort((a, b) => loads[a]! - loads[b]! || a - b);

  function visit(depth: number, greedyOnly: boolean): boolean {
    budget -= 1;
    if (depth === units.length) {
      const s = score(loads, rooms, singles, skipped);
      if (!best || better(s, best.score)) best = { score: s, choice: [...choice] };
      return !better(lowerBound, best.score);
    }
    if (best && skipped > best.score.unplaced) return false;
    const size = units[depth]!.playerIds.length;
    const tried = new Set<string>();
    let placedAny = false;
    for (const j of sideOrder()) {
      if (rooms[j]! < size) continue;
      // Two sides with the same count and the same room left lead to the same outcomes.
      const shape = `${loads[j]}:${rooms[j]}`;
      if (tried.has(shape)) continue;
      tried.add(shape);
      placedAny = true;
      loads[j]! += size;
      rooms[j]! -= size;
      choice[depth] = j;
      const done = visit(depth + 1, greedyOnly);
      loads[j]! -= size;
      rooms[j]! += size;
      choice[depth] = null;
      if (done || greedyOnly || budget <= 0) return done;
    }
    // Leaving a team out is what the greedy pass does only when it fits nowhere; the full search
    // also weighs it, as a big team can take the room two smaller ones needed.
    if (!placedAny || (!greedyOnly && budget > 0)) {
      skipped += size;
      const done = visit(depth + 1, greedyOnly);
      skipped -= size;
      return done;
    }
    return false;
  }

  if (!visit(0, true)) visit(0, false);
  return best!.choice;
}

export function balanceSides(players: readonly BalancePlayer[], sides: readonly BalanceSide[], options: { keepChoices: boolean }): BalanceResult {
  const sorted = [...players].sort((a, b) => a.id - b.id);
  if (sides.length === 0) {
    const ids = sorted.map((p) => p.id);
    return {
      assignments: ids.map((playerId) => ({ playerId, sideId: null })),
      counts: [],
      unplaced: ids.length ? [{ playerIds: ids, teamId: null, reason: "no_room" }] : [],
      splitTeams: [],
      moves: sorted.filter((p) => p.sideId !== null).length,
    };
  }
  const index = new Map(sides.map((side, j) => [side.id, j]));
  const loads = sides.map(() => 0);
  const caps = sides.map((side) => side.maxPlayers ?? Number.POSITIVE_INFINITY);
  const result = new Map<number, number | null>();
  const unplaced: Unplaced[] = [];
  const splitTeams: string[] = [];

  // Kept choices first: they are the players' (or the organizer's) own, even past a cap lowered since.
  const free: BalancePlayer[] = [];
  const keptSides = new Map<string, number[]>();
  for (const player of sorted) {
    const j = player.sideId === null ? undefined : index.get(player.sideId);
    if (options.keepChoices && j !== undefined) {
      result.set(player.id, sides[j]!.id);
      loads[j]! += 1;
      if (player.teamId) keptSides.set(player.teamId, [...(keptSides.get(player.teamId) ?? []), j]);
    } else free.push(player);
  }
  const rooms = () => loads.map((load, j) => Math.max(caps[j]! - load, 0));

  // Group the rest: teams (two or more players here), and players on their own.
  const freePerTeam = new Map<string, number>();
  for (const player of free) if (player.teamId) freePerTeam.set(player.teamId, (freePerTeam.get(player.teamId) ?? 0) + 1);
  const teams = new Map<string, number[]>();
  const singles: number[] = [];
  for (const player of free) {
    if (player.teamId && (keptSides.has(player.teamId) || freePerTeam.get(player.teamId)! > 1)) {
      teams.set(player.teamId, [...(teams.get(player.teamId) ?? []), player.id]);
    } else singles.push(player.id);
  }
  for (const [teamId, chosen] of [...keptSides].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (new Set(chosen).size > 1) splitTeams.push(teamId);
  }

  // Teammates of players who kept a side join them: the side most of them are on, earliest on a tie.
  const units: Unit[] = [];
  for (const [teamId, playerIds] of [...teams].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const chosen = keptSides.get(teamId);
    if (!chosen) {
      units.push({ teamId, playerIds });
      continue;
    }
    const tally = sides.map((_, j) => chosen.filter((c) => c === j).length);
    const j = tally.indexOf(Math.max(...tally));
    if (rooms()[j]! >= playerIds.length) {
      loads[j]! += playerIds.length;
      for (const id of playerIds) result.set(id, sides[j]!.id);
    } else unplaced.push({ playerIds, teamId, reason: "team_too_big" });
  }

  // A team larger than any side's room cannot be placed whatever the others do.
  const roomNow = rooms();
  const largestRoom = Math.max(0, ...roomNow);
  const placeable = units.filter((unit) => unit.playerIds.length <= largestRoom);
  for (const unit of units) if (unit.playerIds.length > largestRoom) unplaced.push({ playerIds: unit.playerIds, teamId: unit.teamId, reason: "team_too_big" });
  placeable.sort((a, b) => b.playerIds.length - a.playerIds.length || (a.teamId < b.teamId ? -1 : 1));

  // The best any placement could do: everyone split freely, one by one.
  const freeCount = placeable.reduce((sum, unit) => sum + unit.playerIds.length, 0) + singles.length;
  const lowerBound = score(loads, roomNow, freeCount, 0);
  const choice = placeTeams(placeable, [...loads], [...roomNow], singles.length, lowerBound);
  placeable.forEach((unit, u) => {
    const j = choice[u];
    if (j === null || j === undefined) {
      unplaced.push({ playerIds: unit.playerIds, teamId: unit.teamId, reason: "team_too_big" });
      return;
    }
    loads[j]! += unit.playerIds.length;
    for (const id of unit.playerIds) result.set(id, sides[j]!.id);
  });

  // Players on their own fill in, in id order, to the sides' target counts.
  const { added } = waterFill(loads, rooms(), singles.length);
  let next = 0;
  added.forEach((count, j) => {
    for (let k = 0; k < count; k++) result.set(singles[next++]!, sides[j]!.id);
    loads[j]! += count;
  });
  if (next < singles.length) unplaced.push({ playerIds: singles.slice(next), teamId: null, reason: "no_room" });

  const assignments = sorted.map((p) => ({ playerId: p.id, sideId: result.get(p.id) ?? null }));
  const before = new Map(sorted.map((p) => [p.id, p.sideId]));
  return {
    assignments,
    counts: sides.map((side, j) => ({ sideId: side.id, count: loads[j]! })),
    unplaced,
    splitTeams,
    moves: assignments.filter((a) => a.sideId !== before.get(a.playerId)).length,
  };
}
