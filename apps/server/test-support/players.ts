import { randomUUID } from "node:crypto";
import { DEFAULT_POWER_LIMITS, type CreateGameData } from "@escouade/contracts/games";
import type { Db } from "../src/db/client.ts";
import { friendship, profile, user } from "../src/db/schema/index.ts";
import { uniqueEmail, uniqueUsername } from "./app.ts";

/** An onboarded player written straight into the database: service tests need no HTTP sign-up. */
export async function createPlayer(db: Db, label = "Player") {
  const id = randomUUID();
  const username = uniqueUsername(label);
  await db.insert(user).values({ id, name: username, email: uniqueEmail(label.toLowerCase()), emailVerified: true, infoFilled: true });
  await db.insert(profile).values({
    userId: id,
    username,
    firstName: "Alex",
    lastName: "Martin",
    phone: "+33 6 12 34 56 78",
    birthDate: "1990-01-01",
    country: "fr",
    city: "Lyon",
    postalCode: "69001",
    languages: ["fr"],
    termsAcceptedAt: new Date(),
  });
  return { id, username };
}

export async function makeFriends(db: Db, a: { id: string }, b: { id: string }) {
  await db.insert(friendship).values({ requesterId: a.id, addresseeId: b.id, status: "accepted", respondedAt: new Date() });
}

const DAY = 24 * 3600 * 1000;

/** A valid game a few days ahead in Lyon; override anything. */
export function gameInput(overrides: Partial<CreateGameData> = {}): CreateGameData {
  const startsAt = new Date(Date.now() + 7 * DAY);
  return {
    title: "Opération Brouillard",
    description: "Une opération de jour en forêt, deux camps, objectifs tournants.",
    rules: "Tir semi-automatique en intérieur, distance minimale 10 m pour les DMR.",
    type: "operation",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 8 * 3600 * 1000),
    maxPlayers: 40,
    priceCents: 1500,
    address: { street: "Chemin des Bois", city: "Lyon", postalCode: "69009", country: "fr", latitude: 45.764, longitude: 4.8357 },
    visibility: "public",
    languages: ["fr"],
    protections: ["eyes"],
    equipment: ["aeg"],
    pyrotechnics: [],
    facilities: ["parking"],
    powerLimits: DEFAULT_POWER_LIMITS,
    paymentUrl: "",
    cancellationNoticeHours: 0,
    questions: [],
    approvalRequired: false,
    shopId: null,
    coverImageKey: null,
    photoKeys: [],
    termsAccepted: true,
    ...overrides,
  };
}

/** One AEG at 300 FPS, within every game's default limits: for registrations whose replicas a test does not look at. */
export const AEG_300 = [{ powerClass: "aeg" as const, fps: 300, name: "" }];
