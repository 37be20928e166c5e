import type { EquipmentKind } from "@escouade/contracts/players";
import type { PowerClass } from "@escouade/contracts/power";
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { notifyUsers } from "../modules/notifications/service.ts";
import { equipment, friendship, profile } from "../db/schema/index.ts";
import type { DemoUsername } from "./demo-game-types.ts";

/** What each demo player shows on their profile: where they live, a few words, an avatar, their gear. */
const PROFILES: Record<DemoUsername, { position: [number, number]; avatar: number; bio: string; gear: [EquipmentKind, string, PowerClass?, number?][] }> = {
  Ghost: {
    position: [45.7597, 4.8422],
    avatar: 3,
    bio: "Joueur depuis 2014, orga de dominicales autour de Lyon. Plutôt assaut, parfois support quand il faut tenir une ligne.",
    gear: [
      ["replica", "Tokyo Marui M4 MWS", "aeg", 338],
      ["replica", "Glock 17 GBB", "semi", 280],
      ["protection", "Masque intégral Bollé"],
      ["other", "Radio Baofeng UV-5R"],
    ],
  },
  Sentinelle: {
    position: [44.8378, -0.5792],
    avatar: 7,
    bio: "Arbitre et orga dans le Bordelais. La sécurité d'abord, le fair-play ensuite, le reste suit.",
    gear: [
      ["replica", "G&G CM16 Raider", "aeg", 330],
      ["protection", "Lunettes balistiques + bas de visage"],
    ],
  },
  Viper: {
    position: [50.6292, 3.0573],
    avatar: 5,
    bio: "DMR dans l'âme. Je cherche une équipe milsim dans le Nord.",
    gear: [
      ["replica", "Specna Arms SA-E03", "aeg", 345],
      ["replica", "Ares Amoeba Striker", "dmr", 430],
      ["protection", "Lunettes Revision"],
    ],
  },
  Nordwind: {
    position: [47.999, 7.8421],
    avatar: 9,
    bio: "Aus Freiburg, spiele oft im Elsass. Je parle français, un peu.",
    gear: [
      ["replica", "G&G CM16 Raider", "aeg", 340],
      ["replica", "Ares Amoeba Striker", "semi", 380],
    ],
  },
  Halcon: {
    position: [41.3874, 2.1686],
    avatar: 11,
    bio: "Jugadora de speedsoft y CQB en Barcelona. ¡Siempre lista para una partida en Francia!",
    gear: [
      ["replica", "VFC HK416", "aeg", 330],
      ["protection", "Máscara completa"],
    ],
  },
  Brumaire: {
    position: [47.2184, -1.5536],
    avatar: 1,
    bio: "Débutant motivé, deux ans de dominicales. Toujours partant pour covoiturer depuis Nantes.",
    gear: [["replica", "Cyma AK-74", "aeg", 342]],
  },
  Kodiak: {
    position: [45.7667, 4.8797],
    avatar: 2,
    bio: "Support au M249, le sac de chargeurs toujours plein. Trésorier des Loups du Rhône.",
    gear: [
      ["replica", "A&K M249 MK1", "aeg", 350],
      ["protection", "Masque grillagé + lunettes"],
    ],
  },
  Faucon: {
    position: [45.7485, 4.8467],
    avatar: 4,
    bio: "Sniper patient, je passe plus de temps couché dans les fougères que debout. Secrétaire de l'asso.",
    gear: [
      ["replica", "Tokyo Marui VSR-10", "dmr", 440],
      ["replica", "Hi-Capa 5.1 GBB", "semi", 290],
    ],
  },
  Ardent: {
    position: [50.6292, 3.0573],
    avatar: 6,
    bio: "Fondatrice de l'Escouade Nordique. Milsim, briefings carrés et opérations de 24 h.",
    gear: [
      ["replica", "E&L AK-104", "aeg", 345],
      ["other", "Radio Motorola + oreillette"],
    ],
  },
  Beffroi: {
    position: [50.6942, 3.1746],
    avatar: 8,
    bio: "Radio de l'équipe : si ça grésille, c'est moi. Toujours partant pour une nocturne.",
    gear: [
      ["replica", "Specna Arms SA-H20", "aeg", 330],
      ["other", "Radio Baofeng UV-82"],
    ],
  },
  Mistral: {
    position: [43.2965, 5.3698],
    avatar: 10,
    bio: "CQB et garrigue. Je monte des scénarios courts pour la Massilia, venez tester !",
    gear: [
      ["replica", "G&G ARP9", "aeg", 320],
      ["protection", "Masque intégral Dye i4"],
    ],
  },
  Calanque: {
    position: [43.2928, 5.5706],
    avatar: 12,
    bio: "Breacher : première porte, premier tir. Fusil à pompe et beaucoup de grenades.",
    gear: [
      ["replica", "Tokyo Marui M870", "semi", 300],
      ["protection", "Casque FAST + masque"],
    ],
  },
  Korrigan: {
    position: [48.1173, -1.6778],
    avatar: 1,
    bio: "Éclaireur des Korrigans. Covoiturage depuis Rennes tous les dimanches.",
    gear: [["replica", "Krytac Trident MK2", "aeg", 335]],
  },
  Ligerien: {
    position: [47.2184, -1.5536],
    avatar: 3,
    bio: "Infirmier dans la vie, médic sur le terrain. Admin des Korrigans côté nantais.",
    gear: [
      ["replica", "Cyma MP5", "aeg", 320],
      ["other", "Trousse de soins (la vraie)"],
    ],
  },
  Vosges: {
    position: [48.5734, 7.7521],
    avatar: 5,
    bio: "Grenadier, je joue en Alsace et de l'autre côté du Rhin avec les Grenzgänger.",
    gear: [["replica", "VFC M4 + lance-grenades M203", "aeg", 340]],
  },
};

/** Who is friends with whom, and the requests still waiting, so the friends pages and the bell have something to show. */
const FRIENDS: [DemoUsername, DemoUsername][] = [
  ["Ghost", "Viper"],
  ["Ghost", "Nordwind"],
  ["Sentinelle", "Brumaire"],
  ["Viper", "Brumaire"],
];
const REQUESTS: [from: DemoUsername, to: DemoUsername][] = [
  ["Halcon", "Ghost"],
  ["Ghost", "Brumaire"],
];

export async function seedDemoSocial(tx: Tx, players: Record<DemoUsername, string>) {
  for (const [username, p] of Object.entries(PROFILES) as [DemoUsername, (typeof PROFILES)[DemoUsername]][]) {
    const userId = players[username];
    await tx.update(profile).set({ latitude: p.position[0], longitude: p.position[1], avatar: p.avatar, bio: p.bio }).where(eq(profile.userId, userId));
    await tx
      .insert(equipment)
      .values(p.gear.map(([kind, name, powerClass, fps]) => ({ userId, kind, name, powerClass: powerClass ?? null, fps: fps ?? null })));
  }
  const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  await tx
    .insert(friendship)
    .values(FRIENDS.map(([a, b]) => ({ requesterId: players[a], addresseeId: players[b], status: "accepted" as const, createdAt: since, respondedAt: since })));
  await tx.insert(friendship).values(REQUESTS.map(([a, b]) => ({ requesterId: players[a], addresseeId: players[b], status: "pending" as const })));
  for (const [from, to] of REQUESTS) {
    await notifyUsers(tx, [players[to]], { type: "friend_request", payload: { friend: { id: players[from], username: from, avatar: PROFILES[from].avatar } } });
  }
}
