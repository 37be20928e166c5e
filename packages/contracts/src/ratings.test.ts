import { describe, expect, it } from "vitest";
import { RATING_COMMENT_MAX, rateGameSchema, ratePlayerSchema, ratingWindow } from "./ratings.ts";

describe("rating a game", () => {
  it("takes 1 to 5 whole stars and an optional, trimmed comment", () => {
    expect(rateGameSchema.parse({ gameId: 3, score: 5 })).toEqual({ gameId: 3, score: 5, comment: "" });
    expect(rateGameSchema.parse({ gameId: 3, score: 1, comment: "  Super orga  " }).comment).toBe("Super orga");
  });

  it.each([0, 6, 3.5, Number.NaN])("refuses the score %s", (score) => {
    const result = rateGameSchema.safeParse({ gameId: 3, score });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe("score_invalid");
  });

  it("refuses a score of the wrong type and a comment over the limit", () => {
    expect(rateGameSchema.safeParse({ gameId: 3, score: "5" }).error!.issues[0]!.message).toBe("score_invalid");
    const long = rateGameSchema.safeParse({ gameId: 3, score: 4, comment: "x".repeat(RATING_COMMENT_MAX + 1) });
    expect(long.error!.issues[0]!.message).toBe("too_long");
  });

  it("rates a player's fair play through their registration", () => {
    expect(ratePlayerSchema.parse({ registrationId: 9, score: 4 })).toEqual({ registrationId: 9, score: 4, comment: "" });
    expect(ratePlayerSchema.safeParse({ registrationId: -1, score: 4 }).success).toBe(false);
  });
});

describe("the rating window", () => {
  const end = new Date("2031-05-10T17:00:00Z");
  it("opens when the game ends and closes 30 days later", () => {
    expect(ratingWindow(end, new Date("2031-05-10T16:59:59Z"))).toBe("not_yet");
    expect(ratingWindow(end, end)).toBe("open");
    expect(ratingWindow(end, new Date("2031-06-09T17:00:00Z"))).toBe("open");
    expect(ratingWindow(end, new Date("2031-06-09T17:00:01Z"))).toBe("closed");
  });
});
