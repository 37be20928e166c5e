import { FRIENDSHIP_VIEWS } from "@escouade/contracts/players";
import { describe, expect, it } from "vitest";
import { validateFriendsSearch, VIEWS } from "./friends-search.ts";

describe("validateFriendsSearch", () => {
  it("keeps the views other than the default", () => {
    expect(validateFriendsSearch({ type: "requests" })).toEqual({ type: "requests" });
    expect(validateFriendsSearch({ type: "pending" })).toEqual({ type: "pending" });
    expect(validateFriendsSearch({ type: "others" })).toEqual({ type: "others" });
  });

  it("leaves the default view implicit and falls back to it for anything else", () => {
    expect(validateFriendsSearch({ type: "friends" })).toEqual({});
    expect(validateFriendsSearch({})).toEqual({});
    expect(validateFriendsSearch({ type: "enemies" })).toEqual({});
    expect(validateFriendsSearch({ type: 3 })).toEqual({});
  });

  it("knows the same views as the contracts", () => {
    expect(VIEWS).toEqual(FRIENDSHIP_VIEWS);
  });
});
