import type { FRIENDSHIP_VIEWS, FriendshipView } from "@escouade/contracts/players";

/*
 * The view lives in the URL (?type=), so a friend-request notification can open "requests".
 * Checked by hand rather than with the contracts' zod schema: this runs in the route tree, which
 * is on the first screen's critical path, and importing contracts/players would bring zod along.
 */

/** contracts' FRIENDSHIP_VIEWS, restated for the reason above; its type keeps the two identical. */
export const VIEWS: typeof FRIENDSHIP_VIEWS = ["friends", "requests", "pending", "others"];
export const DEFAULT_VIEW = "friends" satisfies FriendshipView;

export interface FriendsSearch {
  /** Absent means DEFAULT_VIEW (docs/product.md §5), so the plain URL stays plain. */
  type?: Exclude<FriendshipView, typeof DEFAULT_VIEW>;
}

/** A known view other than the default; anything else (absent, misspelt) falls back to friends. */
export function validateFriendsSearch(search: Record<string, unknown>): FriendsSearch {
  const type = VIEWS.find((view) => view === search.type);
  return type && type !== DEFAULT_VIEW ? { type } : {};
}

/** The view a validated search shows. */
export function viewOf(search: FriendsSearch): FriendshipView {
  return search.type ?? DEFAULT_VIEW;
}
