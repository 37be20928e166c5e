import { eq } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { game } from "../src/db/schema/index.ts";
import { createGame } from "../src/modules/games/service.ts";
import { registerForGame } from "../src/modules/registrations/service.ts";
import { createPlayer, gameInput } from "./players.ts";

export const HOUR = 3600 * 1000;
export const AEG = [{ powerClass: "aeg" as const, fps: 300, name: "" }];
type Player = Awaited<ReturnType<typeof createPlayer>>;

/** A game a week ahead, its organizer and `count` registered players. */
export async function gameWith(db: Db, count: number, overrides: Parameters<typeof gameInput>[0] = {}) {
  const organizer = await createPlayer(db, "Orga");
  const { id } = await createGame(db, organizer, gameInput(overrides));
  const [row] = await db.select({ startsAt: game.startsAt, shareToken: game.shareToken }).from(game).where(eq(game.id, id));
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const player = await createPlayer(db, `Joueur${i}`);
    await registerForGame(db, player, { gameId: id, shareToken: row!.shareToken, replicas: AEG });
    players.push(player);
  }
  return { gameId: id, organizer, players, startsAt: row!.startsAt, shareToken: row!.shareToken };
}

export function offerInput(gameId: number, startsAt: Date, overrides: Partial<{ seats: number; fromCity: string; note: string; departsAt: Date }> = {}) {
  return { gameId, fromCity: "Villeurbanne", departsAt: new Date(startsAt.getTime() - 2 * HOUR), seats: 3, note: "Départ devant la gare", ...overrides };
}
