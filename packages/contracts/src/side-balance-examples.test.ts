import { describe, expect, it } from "vitest";
import { balanceSides, type BalancePlayer, type BalanceSide } from "./side-balance.ts";

const player = (id: number, teamId: string | null = null, sideId: number | null = null): BalancePlayer => ({ id, teamId, sideId });
/** A team of `size` players with consecutive ids from `from`, none on a side yet. */
const team = (teamId: string, from: number, size: number) => Array.from({ length: size }, (_, i) => player(from + i, teamId));
const sidesOf = (...caps: (number | null)[]): BalanceSide[] => caps.map((maxPlayers, j) => ({ id: 100 + j, maxPlayers }));
const keep = { keepChoices: true };
const redo = { keepChoices: false };

function sideOf(result: ReturnType<typeof balanceSides>) {
  return new Map(result.assignments.map((a) => [a.playerId, a.sideId]));
}

describe("balancing a game without sides", () => {
  it("leaves every player out, in one group with no room, and counts as moved those who had a side", () => {
    const players = [player(3, "b", 100), player(1), player(2, "b")];
    expect(balanceSides(players, [], keep)).toEqual({
      assignments: [
        { playerId: 1, sideId: null },
        { playerId: 2, sideId: null },
        { playerId: 3, sideId: null },
      ],
      counts: [],
      unplaced: [{ playerIds: [1, 2, 3], teamId: null, reason: "no_room" }],
      splitTeams: [],
      moves: 1,
    });
  });

  it("has nothing to say about a game with neither sides nor players", () => {
    expect(balanceSides([], [], redo)).toEqual({ assignments: [], counts: [], unplaced: [], splitTeams: [], moves: 0 });
  });
});

describe("balancing sides, worked examples", () => {
  it("counts as moved only the players who end on another side than the one they were on", () => {
    // Two on the first side stay there; the newcomer gets the second: one move.
    const result = balanceSides([player(1, null, 100), player(2, null, 100), player(3)], sidesOf(null, null), redo);
    expect([...sideOf(result)]).toEqual([
      [1, 100],
      [2, 100],
      [3, 101],
    ]);
    expect(result.moves).toBe(1);
  });

  it("treats a player whose teammates did not come as a player on their own", () => {
    const result = balanceSides([player(1, null, 100), player(2, "solo")], sidesOf(1), keep);
    expect(result.unplaced).toEqual([{ playerIds: [2], teamId: null, reason: "no_room" }]);
  });

  it("places the largest team first, on the first side, and the next one on the emptiest side", () => {
    // Team "b" is the larger, though "a" comes first by name.
    const result = balanceSides([...team("a", 1, 2), ...team("b", 3, 3)], sidesOf(null, null), redo);
    expect([...sideOf(result)]).toEqual([
      [1, 101],
      [2, 101],
      [3, 100],
      [4, 100],
      [5, 100],
    ]);
  });

  it("places teams of the same size in the order of their names", () => {
    // The first side has room for anyone, the second for the player alone, the third for one team.
    const players = [...team("b", 1, 2), ...team("a", 3, 2), player(5)];
    const result = balanceSides(players, sidesOf(null, 1, 3), redo);
    expect([...sideOf(result)]).toEqual([
      [1, 102],
      [2, 102],
      [3, 100],
      [4, 100],
      [5, 101],
    ]);
  });

  it("leaves out a team that would take the room two smaller ones need", () => {
    // Two sides of 4: the two teams of 3 would leave 1 place each; a team of 2 + 2 and a team of 3 fit 7 players.
    const players = [...team("a", 1, 3), ...team("b", 4, 3), ...team("c", 7, 2), ...team("d", 9, 2)];
    const result = balanceSides(players, sidesOf(4, 4), redo);
    expect(result.counts).toEqual([
      { sideId: 100, count: 3 },
      { sideId: 101, count: 4 },
    ]);
    expect(result.unplaced).toEqual([{ playerIds: [4, 5, 6], teamId: "b", reason: "team_too_big" }]);
  });

  it("when the sides are full whatever it does, keeps its first placement: the team that no longer fits and the last player alone are left out", () => {
    const players = [...team("a", 1, 3), ...team("b", 4, 3), ...team("c", 7, 2), ...team("d", 9, 2), ...team("e", 11, 2), player(13), player(14), player(15)];
    const result = balanceSides(players, sidesOf(6, 6), redo);
    expect(result.counts.map((c) => c.count)).toEqual([6, 6]);
    expect(result.unplaced).toEqual([
      { playerIds: [11, 12], teamId: "e", reason: "team_too_big" },
      { playerIds: [15], teamId: null, reason: "no_room" },
    ]);
  });

  it("fills every side to its cap when the teams allow it, on a game too big to try every placement", () => {
    // 37 players in 11 teams for 14 + 7 + 11 = 32 places: 5 left out is the least possible.
    const sizes = [2, 4, 2, 3, 5, 2, 5, 4, 4, 2, 4];
    const players = sizes.flatMap((size, t) => team(`team-${String.fromCharCode(97 + t)}`, 1 + sizes.slice(0, t).reduce((a, b) => a + b, 0), size));
    const result = balanceSides(players, sidesOf(14, 7, 11), redo);
    expect(result.counts.map((c) => c.count)).toEqual([14, 7, 11]);
    expect(result.unplaced.flatMap((u) => u.playerIds)).toHaveLength(5);
    expect(result.unplaced.every((u) => u.reason === "team_too_big")).toBe(true);
  });

  // No placement evens 31 pairs, so only the search's budget of tries ends it: without one, this test never returns.
  it("stops searching when no placement can even the sides: 31 pairs end 32 against 30", () => {
    const players = Array.from({ length: 31 }, (_, t) => team(`pair-${String(t).padStart(2, "0")}`, 1 + 2 * t, 2)).flat();
    const result = balanceSides(players, sidesOf(null, null), redo);
    expect(result.counts.map((c) => c.count)).toEqual([32, 30]);
  });
});

describe("balancing sides, keeping the players' choices", () => {
  it("names the teams split by their own choices in the order of their names, and never players on their own", () => {
    const split = (first: string, second: string) => [
      player(1, first, 100),
      player(2, first, 101),
      player(3, second, 100),
      player(4, second, 101),
      player(5, null, 100),
      player(6, null, 101),
    ];
    expect(balanceSides(split("aa", "zz"), sidesOf(null, null), keep).splitTeams).toEqual(["aa", "zz"]);
    expect(balanceSides(split("zz", "aa"), sidesOf(null, null), keep).splitTeams).toEqual(["aa", "zz"]);
  });

  it("brings teammates to the side their team kept when it has exactly the room for them", () => {
    const players = [player(1, "a", 100), player(2, "a"), player(3, "a"), player(4, null, 101)];
    const result = balanceSides(players, sidesOf(3, null), keep);
    expect([...sideOf(result)]).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
      [4, 101],
    ]);
    expect(result.unplaced).toEqual([]);
  });

  it("names a team too big when its kept side has no room left for the teammates, in the order of the teams' names", () => {
    const teams = (first: string, second: string) => [player(1, first, 100), player(2, first), player(3, second, 100), player(4, second)];
    const result = balanceSides(teams("b", "a"), sidesOf(2, 2), keep);
    expect(result.unplaced).toEqual([
      { playerIds: [4], teamId: "a", reason: "team_too_big" },
      { playerIds: [2], teamId: "b", reason: "team_too_big" },
    ]);
    expect(result.counts.map((c) => c.count)).toEqual([2, 0]);
    expect(balanceSides(teams("a", "b"), sidesOf(2, 2), keep).unplaced.map((u) => u.teamId)).toEqual(["a", "b"]);
  });
});
