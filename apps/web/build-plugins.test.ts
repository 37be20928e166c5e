import { describe, expect, it } from "vitest";
import { routePattern } from "./build-plugins.ts";

const matches = (file: string, layout: boolean, url: string) => new RegExp(routePattern(file, layout).pattern).test(url);

describe("routePattern", () => {
  it("follows TanStack Router's file conventions: parameters, pathless layouts, index", () => {
    expect(routePattern("$lang/_authed/games/$gameId", false)).toEqual({ pattern: "^/[^/]+/games/[^/]+/?$", params: 2 });
    expect(routePattern("$lang/toolbox/index", false)).toEqual({ pattern: "^/[^/]+/toolbox/?$", params: 1 });
    expect(routePattern("$lang/auth/route", true)).toEqual({ pattern: "^/[^/]+/auth(?:/|$)", params: 1 });
  });

  it("matches a page exactly and a layout with all it holds", () => {
    expect(matches("$lang/search/games", false, "/fr/search/games")).toBe(true);
    expect(matches("$lang/search/games", false, "/fr/search/games/")).toBe(true);
    expect(matches("$lang/search/games", false, "/fr/search/gamesX")).toBe(false);
    expect(matches("$lang/search/games", false, "/fr/search/games/42")).toBe(false);
    expect(matches("$lang/user/$userId", true, "/fr/user/abc/friends")).toBe(true);
    expect(matches("$lang/user/$userId", true, "/fr/users")).toBe(false);
  });

  it("escapes what a segment may hold that means something in a pattern", () => {
    expect(matches("$lang/term-of-use", false, "/fr/term-of-use")).toBe(true);
    expect(matches("$lang/a.b", false, "/fr/aXb")).toBe(false);
  });
});
