export const RATING_WINDOW_DAYS = 30;

/** Open from the end of the game until RATING_WINDOW_DAYS later. */
export function ratingWindow(endsAt: Date, now = new Date()): "not_yet" | "open" | "closed" {
  if (now.getTime() < endsAt.getTime()) return "not_yet";
  return now.getTime() - endsAt.getTime() <= RATING_WINDOW_DAYS * 24 * 3600 * 1000 ? "open" : "closed";
}
