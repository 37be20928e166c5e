import { describe, expect, it } from "vitest";
import { balanceSides, type BalancePlayer, type BalanceResult, type BalanceSide } from "./side-balance.ts";

/** A small deterministic generator: the property runs are the same on every machine. */
function generator(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), next };
}

let nextId = 1;
function roster(teams: number[], singles: number, chosen: Record<number, number> = {}): BalancePlayer[] {
  const players: BalancePlayer[] = [];
  teams.forEach((size, t) => {
    for (let i = 0; i < size; i++) players.push({ id: nextId++, teamId: `team-${t}`, sideId: null });
  });
  for (let i = 0; i < singles; i++) players.push({ id: nextId++, teamId: null, sideId: null });
  for (const [index, sideId] of Object.entries(chosen)) players[Number(index)]!.sideId = sideId;
  return players;
}

const sidesOf = (...caps: (number | null)[]): BalanceSide[] => caps.map((maxPlayers, j) => ({ id: 100 + j, maxPlayers }));

function spread(result: BalanceResult) {
  const counts = result.counts.map((c) => c.count);
  return Math.max(...counts) - Math.min(...counts);
}

function unplacedCount(result: BalanceResult) {
  return result.unplaced.reduce((sum, u) => sum + u.playerIds.length, 0);
}

/** Every team that got a side got one side only, caps hold, and the counts match the assignments. */
function checkInvariants(players: BalancePlayer[], sides: BalanceSide[], result: BalanceResult) {
  const sideOf = new Map(result.assignments.map((a) => [a.playerId, a.sideId]));
  expect(result.assignments).toHaveLength(players.length);
  const teamSides = new Map<string, Set<number | null>>();
  for (const p of players) if (p.teamId) teamSides.set(p.teamId, (teamSides.get(p.teamId) ?? new Set()).add(sideOf.get(p.id)!));
  for (const [teamId, set] of teamSides) if (!result.splitTeams.includes(teamId)) expect(set.size, `team ${teamId} split`).toBe(1);
  for (const side of sides) {
    const count = result.assignments.filter((a) => a.sideId === side.id).length;
    expect(result.counts.find((c) => c.sideId === side.id)!.count).toBe(count);
    if (side.maxPlayers !== null) expect(count).toBeLessThanOrEqual(side.maxPlayers);
  }
  const leftOut = result.unplaced.flatMap((u) => u.playerIds).sort((a, b) => a - b);
  expect(result.assignments.filter((a) => a.sideId === null).map((a) => a.playerId)).toEqual(leftOut);
}

/**
 * The reference: every way to put each team on a side or leave it out, players without a team
 * then added one at a time to the emptiest side with room. The fewest left out, then the
 * smallest gap between sides, is the best any balance can do.
 */
function bruteForce(players: BalancePlayer[], sides: BalanceSide[]) {
  const teams = new Map<string, number>();
  for (const p of players) if (p.teamId) teams.set(p.teamId, (teams.get(p.teamId) ?? 0) + 1);
  const sizes = [...teams.values()].filter((n) => n > 1);
  const singles = players.length - sizes.reduce((a, b) => a + b, 0);
  const caps = sides.map((s) => s.maxPlayers ?? Infinity);
  let best = { unplaced: Infinity, spread: Infinity };
  const loads = sides.map(() => 0);
  const walk = (t: number, out: number) => {
    if (t === sizes.length) {
      const finals = [...loads];
      let left = 0;
      for (let s = 0; s < singles; s++) {
        const open = finals.map((l, j) => j).filter((j) => finals[j]! < caps[j]!);
        if (open.length === 0) left += 1;
        else finals[open.sort((a, b) => finals[a]! - finals[b]!)[0]!]! += 1;
      }
      const score = { unplaced: out + left, spread: Math.max(...finals) - Math.min(...finals) };
      if (score.unplaced < best.unplaced || (score.unplaced === best.unplaced && score.spread < best.spread)) best = score;
      return;
    }
    for (let j = 0; j < sides.length; j++) {
      if (loads[j]! + sizes[t]! > caps[j]!) continue;
      loads[j]! += sizes[t]!;
      walk(t + 1, out);
      loads[j]! -= sizes[t]!;
    }
    walk(t + 1, out + sizes[t]!);
  };
  walk(0, 0);
  return best;
}

describe("balancing sides", () => {
  it("keeps a team together and evens the counts with the players who came alone", () => {
    const players = roster([4, 3], 5);
    const result = balanceSides(players, sidesOf(null, null), { keepChoices: false });
    checkInvariants(players, sidesOf(null, null), result);
    expect(result.counts.map((c) => c.count)).toEqual([6, 6]);
    expect(result.unplaced).toEqual([]);
  });

  it("finds the even split the greedy pass misses (3+3 against 2+2+2)", () => {
    const players = roster([3, 3, 2, 2, 2], 0);
    const result = balanceSides(players, sidesOf(null, null), { keepChoices: false });
    checkInvariants(players, sidesOf(null, null), result);
    expect(result.counts.map((c) => c.count)).toEqual([6, 6]);
  });

  it("says a team bigger than every cap fits nowhere, rather than splitting it", () => {
    const players = roster([6, 2], 3);
    const sides = sidesOf(5, 5);
    const result = balanceSides(players, sides, { keepChoices: false });
    checkInvariants(players, sides, result);
    expect(result.unplaced).toEqual([{ playerIds: players.slice(0, 6).map((p) => p.id), teamId: "team-0", reason: "team_too_big" }]);
    expect(result.counts.map((c) => c.count).sort()).toEqual([2, 3]);
  });

  it("leaves out the players beyond every cap, and says so", () => {
    const players = roster([], 7);
    const result = balanceSides(players, sidesOf(3, 3), { keepChoices: false });
    expect(result.counts.map((c) => c.count)).toEqual([3, 3]);
    expect(result.unplaced).toEqual([{ playerIds: [players[6]!.id], teamId: null, reason: "no_room" }]);
  });

  it("fills a capped side up to its cap and sends the rest to the others", () => {
    const players = roster([], 20);
    const result = balanceSides(players, sidesOf(4, null, null), { keepChoices: false });
    expect(result.counts.map((c) => c.count)).toEqual([4, 8, 8]);
  });

  it("keeps choices when asked: teammates join the side most of them chose, a team split by its own choices is named", () => {
    // Team 0 (ids 0-2): player 0 chose side 101. Team 1 (3-4): split by choice. Players 5-8 alone, 5 chose 100.
    const players = roster([3, 2], 4, { 0: 101, 3: 100, 4: 101, 5: 100 });
    const sides = sidesOf(null, null);
    const result = balanceSides(players, sides, { keepChoices: true });
    const sideOf = new Map(result.assignments.map((a) => [a.playerId, a.sideId]));
    expect([0, 1, 2].map((i) => sideOf.get(players[i]!.id))).toEqual([101, 101, 101]);
    expect(sideOf.get(players[3]!.id)).toBe(100);
    expect(sideOf.get(players[4]!.id)).toBe(101);
    expect(sideOf.get(players[5]!.id)).toBe(100);
    expect(result.splitTeams).toEqual(["team-1"]);
    expect(result.counts.map((c) => c.count)).toEqual([5, 4]);
    checkInvariants(players, sides, result);
  });

  it("without keeping choices, moves whoever it must and counts the moves", () => {
    const players = roster([], 4, { 0: 100, 1: 100, 2: 100, 3: 100 });
    const result = balanceSides(players, sidesOf(null, null), { keepChoices: false });
    expect(result.counts.map((c) => c.count)).toEqual([2, 2]);
    expect(result.moves).toBe(2);
  });

  it("treats a side that no longer exists as no choice, and with no sides leaves everyone out", () => {
    const players = roster([], 2, { 0: 999 });
    const result = balanceSides(players, sidesOf(null, null), { keepChoices: true });
    expect(result.counts.map((c) => c.count)).toEqual([1, 1]);
    const none = balanceSides(players, [], { keepChoices: true });
    expect(none.unplaced).toEqual([{ playerIds: players.map((p) => p.id), teamId: null, reason: "no_room" }]);
    expect(balanceSides([], sidesOf(null, null), { keepChoices: false }).counts.map((c) => c.count)).toEqual([0, 0]);
  });

  it("gives the same result whatever the order of the rows", () => {
    const players = roster([3, 2, 2, 4], 6, { 1: 101 });
    const sides = sidesOf(9, null, 7);
    const reversed = [...players].reverse();
    expect(balanceSides(reversed, sides, { keepChoices: true })).toEqual(balanceSides(players, sides, { keepChoices: true }));
  });

  it("stays quick on a big game: 2000 players in 400 teams of every size over 8 sides", () => {
    const random = generator(3);
    const teams = Array.from({ length: 400 }, () => random.int(2, 6));
    const players = roster(teams, 2000 - teams.reduce((a, b) => a + b, 0));
    const sides = sidesOf(null, null, null, null, 300, null, null, null);
    const started = Date.now();
    const result = balanceSides(players, sides, { keepChoices: false });
    expect(Date.now() - started).toBeLessThan(2000);
    checkInvariants(players, sides, result);
    expect(spread(result)).toBeLessThanOrEqual(1);
  });
});

describe("balancing sides, on random games", () => {
  it("does as well as trying every placement (small games, caps or not)", () => {
    const random = generator(42);
    for (let run = 0; run < 400; run++) {
      const teams = Array.from({ length: random.int(0, 5) }, () => random.int(2, 5));
      const players = roster(teams, random.int(0, 6));
      const sides = Array.from({ length: random.int(2, 3) }, (_, j) => ({ id: 100 + j, maxPlayers: random.next() < 0.4 ? random.int(1, 10) : null }));
      const result = balanceSides(players, sides, { keepChoices: false });
      checkInvariants(players, sides, result);
      const best = bruteForce(players, sides);
      expect({ unplaced: unplacedCount(result), spread: spread(result) }, `run ${run}`).toEqual(best);
    }
  });

  it("never splits a team, and ends within one whenever the players alone can fill the gaps the teams leave", () => {
    const random = generator(1234);
    for (let run = 0; run < 300; run++) {
      const sideCount = random.int(2, 8);
      const teams = Array.from({ length: random.int(0, 20) }, () => random.int(2, 8));
      const largest = Math.max(0, ...teams);
      // With at least (sides - 1) × the largest team alone, an even result always exists.
      const singles = (sideCount - 1) * largest + random.int(0, 10);
      const players = roster(teams, singles);
      const sides = sidesOf(...Array.from({ length: sideCount }, () => null));
      const result = balanceSides(players, sides, { keepChoices: false });
      checkInvariants(players, sides, result);
      expect(result.unplaced).toEqual([]);
      expect(spread(result), `run ${run}`).toBeLessThanOrEqual(1);
    }
  });

  it("keeps every kept choice and never splits a team the players did not split themselves", () => {
    const random = generator(99);
    for (let run = 0; run < 200; run++) {
      const teams = Array.from({ length: random.int(0, 6) }, () => random.int(2, 5));
      const players = roster(teams, random.int(0, 8));
      const sides = sidesOf(...Array.from({ length: random.int(2, 4) }, () => (random.next() < 0.3 ? random.int(3, 12) : null)));
      for (const p of players) if (random.next() < 0.25) p.sideId = sides[random.int(0, sides.length - 1)]!.id;
      const result = balanceSides(players, sides, { keepChoices: true });
      const sideOf = new Map(result.assignments.map((a) => [a.playerId, a.sideId]));
      for (const p of players) if (p.sideId !== null) expect(sideOf.get(p.id)).toBe(p.sideId);
      // Caps may be exceeded only by the kept choices themselves, never by the balance.
      for (const side of sides) {
        const kept = players.filter((p) => p.sideId === side.id).length;
        const count = result.counts.find((c) => c.sideId === side.id)!.count;
        if (side.maxPlayers !== null) expect(count).toBeLessThanOrEqual(Math.max(side.maxPlayers, kept));
      }
      const teamSides = new Map<string, Set<number | null>>();
      for (const p of players)
        if (p.teamId && sideOf.get(p.id) !== null) teamSides.set(p.teamId, (teamSides.get(p.teamId) ?? new Set()).add(sideOf.get(p.id)!));
      for (const [teamId, set] of teamSides) if (!result.splitTeams.includes(teamId)) expect(set.size).toBe(1);
    }
  });
});
