import type { EquipmentKind } from "@escouade/contracts/players";
import type { PowerClass } from "@escouade/contracts/power";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { notifyUsers } from "../modules/notifications/service.ts";
import { equipment, friendship, profile } from "../db/schema/index.ts";
import type { DemoUsername } from "./demo-games.ts";

/** What each demo player shows on their profile: where they live, a few words, an avatar, their gear. */
const PROFILES: Record<DemoUsername, { position: [number, number]; avatar: number; bio: string; gear: [EquipmentKind, string, PowerClass?, number?][] }> = {
  Ghost: {
    position: [45.7597, 4.8422], avatar: 3,
    bio: "Joueur depuis 2014, orga de dominicales autour de Lyon. Plutôt assaut, parfois support quand il faut tenir une ligne.",
    gear: [["replica", "Tokyo Marui M4 MWS", "aeg", 338], ["replica", "Glock 17 GBB", "semi", 280], ["protection", "Masque intégral Bollé"], ["other", "Radio Baofeng UV-5R"]],
  },
  Sentinelle: {
    position: [44.8378, -0.5792], avatar: 7,
    bio: "Arbitre et orga dans le Bordelais. La sécurité d'abord, le fair-play ensuite, le reste suit.",
    gear: [["replica", "G&G CM16 Raider", "aeg", 330], ["protection", "Lunettes balistiques + bas de visage"]],
  },
  Viper: {
    position: [50.6292, 3.0573], avatar: 5,
    bio: "DMR dans l'âme. Je cherche une équipe milsim dans le Nord.",
    gear: [["replica", "Specna Arms SA-E03", "aeg", 345], ["replica", "Ares Amoeba Striker", "dmr", 430], ["protection", "Lunettes Revision"]],
  },
  Nordwind: {
    position: [47.999, 7.8421], avatar: 9,
    bio: "Aus Freiburg, spiele oft im Elsass. Je parle français, un peu.",
    gear: [["replica", "G&G CM16 Raider", "aeg", 340], ["replica", "Ares Amoeba Striker", "semi", 380]],
  },
  Halcon: {
    position: [41.3874, 2.1686], avatar: 11,
    bio: "Jugadora de speedsoft y CQB en Barcelona. ¡Siempre lista para una partida en Francia!",
    gear: [["replica", "VFC HK416", "aeg", 330], ["protection", "Máscara completa"]],
  },
  Brumaire: {
    position: [47.2184, -1.5536], avatar: 1,
    bio: "Débutant motivé, deux ans de dominicales. Toujours partant pour covoiturer depuis Nantes.",
    gear: [["replica", "Cyma AK-74", "aeg", 342]],
  },
};

/** Who is friends with whom, and the requests still waiting, so the friends pages and the bell have something to show. */
const FRIENDS: [DemoUsername, DemoUsername][] = [["Ghost", "Viper"], ["Ghost", "Nordwind"], ["Sentinelle", "Brumaire"], ["Viper", "Brumaire"]];
const REQUESTS: [from: DemoUsername, to: DemoUsername][] = [["Halcon", "Ghost"], ["Ghost", "Brumaire"]];

export async function seedDemoSocial(tx: Tx, players: Record<DemoUsername, string>) {
  for (const [username, p] of Object.entries(PROFILES) as [DemoUsername, (typeof PROFILES)[DemoUsername]][]) {
    const userId = players[username];
    await tx.update(profile).set({ latitude: p.position[0], longitude: p.position[1], avatar: p.avatar, bio: p.bio }).where(eq(profile.userId, userId));
    await tx.insert(equipment).values(p.gear.map(([kind, name, powerClass, fps]) => ({ userId, kind, name, powerClass: powerClass ?? null, fps: fps ?? null })));
  }
  const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  await tx.insert(friendship).values(FRIENDS.map(([a, b]) => ({ requesterId: players[a], addresseeId: players[b], status: "accepted" as const, createdAt: since, respondedAt: since })));
  await tx.insert(friendship).values(REQUESTS.map(([a, b]) => ({ requesterId: players[a], addresseeId: players[b], status: "pending" as const })));
  for (const [from, to] of REQUESTS) {
    await notifyUsers(tx, [players[to]], { type: "friend_request", payload: { friend: { id: players[from], username: from, avatar: PROFILES[from].avatar } } });
  }
}
