export type Availability = { kind: "open"; placesLeft: number } | { kind: "full" } | { kind: "unavailable" };

interface GameSeats {
  startsAt: Date;
  cancelledAt: Date | null;
  maxPlayers: number;
  confirmedCount: number;
}

/** SPEC §4: places remaining, full ("Complet"), or not available (cancelled or already started). */
export function availabilityOf(game: GameSeats, now = new Date()): Availability {
  if (game.cancelledAt || game.startsAt.getTime() <= now.getTime()) return { kind: "unavailable" };
  const placesLeft = game.maxPlayers - game.confirmedCount;
  return placesLeft > 0 ? { kind: "open", placesLeft } : { kind: "full" };
}
