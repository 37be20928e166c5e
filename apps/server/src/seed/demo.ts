import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { account, profile, user } from "../db/schema/index.ts";
import { seedDemoGames } from "./demo-games.ts";
import { seedDemoPlaces } from "./demo-places.ts";
import { seedDemoShops } from "./demo-shops.ts";
import { seedDemoSocial } from "./demo-social.ts";
import { seedDemoMessages } from "./demo-messages.ts";
import { seedDemoTeams } from "./demo-teams.ts";

/** Password of every demo account: shown in the README so a newcomer can sign in at once. */
export const DEMO_PASSWORD = "escouade-demo";

const DEMO_PLAYERS = [
  {
    email: "demo@escouade.app",
    username: "Ghost",
    firstName: "Camille",
    lastName: "Martin",
    city: "Lyon",
    postalCode: "69003",
    country: "fr",
    languages: ["fr", "en"],
    role: "admin",
  },
  {
    email: "moderateur@escouade.app",
    username: "Sentinelle",
    firstName: "Julien",
    lastName: "Bernard",
    city: "Bordeaux",
    postalCode: "33000",
    country: "fr",
    languages: ["fr"],
    role: "moderator",
  },
  {
    email: "viper@escouade.app",
    username: "Viper",
    firstName: "Léa",
    lastName: "Dubois",
    city: "Lille",
    postalCode: "59000",
    country: "fr",
    languages: ["fr", "nl"],
    role: "user",
  },
  {
    email: "nordwind@escouade.app",
    username: "Nordwind",
    firstName: "Jonas",
    lastName: "Keller",
    city: "Freiburg im Breisgau",
    postalCode: "79098",
    country: "de",
    languages: ["de", "fr", "en"],
    role: "user",
  },
  {
    email: "halcon@escouade.app",
    username: "Halcon",
    firstName: "Lucía",
    lastName: "García",
    city: "Barcelona",
    postalCode: "08001",
    country: "es",
    languages: ["es", "en"],
    role: "user",
  },
  {
    email: "brumaire@escouade.app",
    username: "Brumaire",
    firstName: "Antoine",
    lastName: "Lefèvre",
    city: "Nantes",
    postalCode: "44000",
    country: "fr",
    languages: ["fr"],
    role: "user",
  },
  // Team mates: one team per player, so the demo teams need more players than the first six.
  {
    email: "kodiak@escouade.app",
    username: "Kodiak",
    firstName: "Thomas",
    lastName: "Girard",
    city: "Villeurbanne",
    postalCode: "69100",
    country: "fr",
    languages: ["fr"],
    role: "user",
  },
  {
    email: "faucon@escouade.app",
    username: "Faucon",
    firstName: "Maxime",
    lastName: "Roux",
    city: "Lyon",
    postalCode: "69007",
    country: "fr",
    languages: ["fr", "en"],
    role: "user",
  },
  {
    email: "ardent@escouade.app",
    username: "Ardent",
    firstName: "Émilie",
    lastName: "Lambert",
    city: "Lille",
    postalCode: "59000",
    country: "fr",
    languages: ["fr", "nl", "en"],
    role: "user",
  },
  {
    email: "beffroi@escouade.app",
    username: "Beffroi",
    firstName: "Nicolas",
    lastName: "Dupuis",
    city: "Roubaix",
    postalCode: "59100",
    country: "fr",
    languages: ["fr"],
    role: "user",
  },
  {
    email: "mistral@escouade.app",
    username: "Mistral",
    firstName: "Clara",
    lastName: "Fabre",
    city: "Marseille",
    postalCode: "13005",
    country: "fr",
    languages: ["fr", "es"],
    role: "user",
  },
  {
    email: "calanque@escouade.app",
    username: "Calanque",
    firstName: "Hugo",
    lastName: "Bonnet",
    city: "Aubagne",
    postalCode: "13400",
    country: "fr",
    languages: ["fr"],
    role: "user",
  },
  {
    email: "korrigan@escouade.app",
    username: "Korrigan",
    firstName: "Yann",
    lastName: "Le Goff",
    city: "Rennes",
    postalCode: "35000",
    country: "fr",
    languages: ["fr", "en"],
    role: "user",
  },
  {
    email: "ligerien@escouade.app",
    username: "Ligerien",
    firstName: "Paul",
    lastName: "Moreau",
    city: "Nantes",
    postalCode: "44000",
    country: "fr",
    languages: ["fr"],
    role: "user",
  },
  {
    email: "vosges@escouade.app",
    username: "Vosges",
    firstName: "Lucas",
    lastName: "Muller",
    city: "Strasbourg",
    postalCode: "67000",
    country: "fr",
    languages: ["fr", "de"],
    role: "user",
  },
] as const;

type Log = { info(obj: object, msg: string): void };

/** Seeds plausible demo players, games, shops and teams on an empty database; does nothing once anyone exists. */
export async function seedDemoData(db: Db, log: Log) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(user);
  if (count > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids = {} as Record<(typeof DEMO_PLAYERS)[number]["username"], string>;
    for (const [index, p] of DEMO_PLAYERS.entries()) {
      const id = crypto.randomUUID();
      ids[p.username] = id;
      const createdAt = new Date(Date.now() - (index + 1) * 40 * 24 * 3600 * 1000);
      await tx.insert(user).values({
        id,
        name: p.username,
        email: p.email,
        emailVerified: true,
        infoFilled: true,
        lang: p.country === "de" ? "de" : p.country === "es" ? "es" : "fr",
        role: p.role,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(account).values({ id: crypto.randomUUID(), accountId: id, providerId: "credential", userId: id, password: passwordHash });
      await tx.insert(profile).values({
        userId: id,
        username: p.username,
        firstName: p.firstName,
        lastName: p.lastName,
        phone: `+33 6 12 34 56 ${String(10 + index)}`,
        birthDate: `${1985 + (index % 8) * 2}-0${(index % 9) + 1}-15`,
        country: p.country,
        city: p.city,
        postalCode: p.postalCode,
        languages: [...p.languages],
        termsAcceptedAt: createdAt,
        // Seen up to sign-up: the seeded friend requests show as unread.
        notificationsSeenAt: createdAt,
      });
    }
    await seedDemoGames(tx, ids);
    await seedDemoSocial(tx, ids);
    await seedDemoShops(tx);
    // After the shops and the games: places get their owners, and games their field.
    await seedDemoPlaces(tx, ids);
    // After the shops: teams name their home fields.
    await seedDemoTeams(tx, ids);
    await seedDemoMessages(tx, ids);
  });
  log.info({ accounts: DEMO_PLAYERS.map((p) => p.email), password: DEMO_PASSWORD }, "demo data seeded");
}
