import type { FRIENDSHIP_VIEWS, FriendshipView } from "@escouade/contracts/players";
import * as z from "zod/mini";
import { orAbsent } from "@/domain/search/search-params.ts";

/*
 * The view lives in the URL (?type=), so a friend-request notification can open "requests".
 * Checked with zod's mini build, not the contracts' schema: this runs in the route tree, on the
 * first screen's critical path, and importing contracts/players would bring full zod along.
 */

/** contracts' FRIENDSHIP_VIEWS, restated for the reason above; its type keeps the two identical. */
export const VIEWS: typeof FRIENDSHIP_VIEWS = ["friends", "requests", "pending", "others"];
export const DEFAULT_VIEW = "friends" satisfies FriendshipView;

const OTHER_VIEWS = ["requests", "pending", "others"] as const satisfies readonly Exclude<FriendshipView, typeof DEFAULT_VIEW>[];

/**
 * A known view other than the default; anything else (absent, misspelt) falls back to friends.
 * Absent means DEFAULT_VIEW (docs/product.md §5), so the plain URL stays plain.
 */
export const friendsSearchSchema = z.object({ type: orAbsent(z.enum(OTHER_VIEWS)) });

export type FriendsSearch = z.output<typeof friendsSearchSchema>;

/** The view a validated search shows. */
export function viewOf(search: FriendsSearch): FriendshipView {
  return search.type ?? DEFAULT_VIEW;
}
