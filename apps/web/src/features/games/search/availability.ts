import { isOpenForRegistration, placesLeft } from "@escouade/contracts/game-rules";

export type Availability = { kind: "open"; placesLeft: number } | { kind: "full" } | { kind: "unavailable" };

interface GameSeats {
  startsAt: Date;
  cancelledAt: Date | null;
  maxPlayers: number;
  confirmedCount: number;
}

/** docs/product.md §3: places remaining, full ("Complet"), or not available (cancelled or already started). */
export function availabilityOf(game: GameSeats, now = new Date()): Availability {
  if (!isOpenForRegistration(game, now)) return { kind: "unavailable" };
  const left = placesLeft(game);
  return left > 0 ? { kind: "open", placesLeft: left } : { kind: "full" };
}
