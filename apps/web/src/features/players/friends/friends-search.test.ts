import { FRIENDSHIP_VIEWS } from "@escouade/contracts/players";
import { describe, expect, it } from "vitest";
import { friendsSearchSchema, VIEWS } from "./friends-search.ts";

describe("friendsSearchSchema", () => {
  it("keeps the views other than the default", () => {
    expect(friendsSearchSchema.parse({ type: "requests" })).toEqual({ type: "requests" });
    expect(friendsSearchSchema.parse({ type: "pending" })).toEqual({ type: "pending" });
    expect(friendsSearchSchema.parse({ type: "others" })).toEqual({ type: "others" });
  });

  it("leaves the default view implicit and falls back to it for anything else", () => {
    expect(friendsSearchSchema.parse({ type: "friends" })).toEqual({});
    expect(friendsSearchSchema.parse({})).toEqual({});
    expect(friendsSearchSchema.parse({ type: "enemies" })).toEqual({});
    expect(friendsSearchSchema.parse({ type: 3 })).toEqual({});
  });

  it("knows the same views as the contracts", () => {
    expect(VIEWS).toEqual(FRIENDSHIP_VIEWS);
  });
});
