import { randomInt } from "node:crypto";
import { TEAM_NAME_MAX, type TeamFields } from "@escouade/contracts/teams";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database, Db } from "../src/db/client.ts";
import { account, member, user } from "../src/db/schema/index.ts";
import { offlineGazetteer } from "../src/platform/offline-gazetteer.ts";
import { createTeam, teamInvitationEmailHandler } from "../src/modules/teams/service.ts";
import { Client } from "./app.ts";
import { GOOD_PASSWORD } from "./flows.ts";
import { capturingMailer, workQueuedJobs } from "./jobs.ts";
import { createPlayer } from "./players.ts";

let counter = 0;
/** A team name nobody else in the run uses (3 to 40 characters). */
export function uniqueTeamName(label = "Escouade"): string {
  counter += 1;
  return `${label} ${randomInt(0, 36 ** 5).toString(36)}${counter}`.slice(0, TEAM_NAME_MAX);
}

/** A valid team form, based in Lyon; override what a test is about. */
export function teamInput(overrides: Partial<TeamFields> = {}): TeamFields {
  return {
    name: uniqueTeamName(),
    description: "Équipe de dominicales autour de Lyon, ambiance détendue, fair-play avant tout.",
    city: "Lyon",
    postalCode: "69003",
    country: "fr",
    homeFieldId: null,
    languages: ["fr"],
    recruiting: true,
    recruitingText: "On cherche deux joueurs motivés pour le support.",
    minimumAge: null,
    foundedYear: 2015,
    isAssociation: false,
    links: {},
    logoKey: null,
    bannerKey: null,
    ...overrides,
  };
}

export interface TeamFixture {
  id: string;
  slug: string;
  name: string;
  owner: { id: string; username: string };
  admins: { id: string; username: string; memberId: string }[];
  members: { id: string; username: string; memberId: string }[];
}

/**
 * A team founded through the service, with admins and members written straight in: what the
 * tests need around the rule they are about.
 */
export async function createTeamWith(db: Db, options: { admins?: number; members?: number; input?: Partial<TeamFields> } = {}): Promise<TeamFixture> {
  const owner = await createPlayer(db, "Owner");
  const input = teamInput(options.input);
  const { id, slug } = await createTeam(db, owner, input, offlineGazetteer);
  const add = async (role: "admin" | "member", label: string) => {
    const player = await createPlayer(db, label);
    const memberId = crypto.randomUUID();
    await db.insert(member).values({ id: memberId, organizationId: id, userId: player.id, role });
    return { ...player, memberId };
  };
  const admins = [];
  for (let i = 0; i < (options.admins ?? 0); i++) admins.push(await add("admin", "Admin"));
  const members = [];
  for (let i = 0; i < (options.members ?? 0); i++) members.push(await add("member", "Member"));
  return { id, slug, name: input.name, owner, admins, members };
}

/** The member id of a player in their team. */
export async function memberIdOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ id: member.id }).from(member).where(eq(member.userId, userId));
  if (!row) throw new Error(`${userId} is in no team`);
  return row.id;
}

/** A mailer that keeps what it is given, for the invitation e-mails. */
export function capturingInvitationMail(database: Database) {
  const mailer = capturingMailer();
  const handler = teamInvitationEmailHandler({ database, mailer, appUrl: "http://localhost:5173" });
  return {
    /** Every invitation e-mail sent so far; `to` tells whose. */
    sent: mailer.sent,
    /** Works the invitation e-mails queued so far (tests run no job runner of their own). */
    deliver: () => workQueuedJobs(database, handler),
    sentTo: (email: string) => mailer.sent.filter((message) => message.to.toLowerCase() === email.toLowerCase()),
  };
}

/**
 * An onboarded player who signs in through better-auth (email and password), so the session is
 * made by better-auth itself, its hooks included.
 */
export async function signedInPlayer(app: FastifyInstance, db: Db, label = "Player") {
  const player = await createPlayer(db, label);
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, player.id));
  await db
    .insert(account)
    .values({ id: crypto.randomUUID(), accountId: player.id, providerId: "credential", userId: player.id, password: await passwordHash() });
  const client = new Client(app);
  const signedIn = await client.signIn(row!.email, GOOD_PASSWORD);
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.raw}`);
  return { ...player, email: row!.email, client };
}

let hashed: Promise<string> | undefined;
/** GOOD_PASSWORD hashed once per file: hashing is slow on purpose. */
function passwordHash(): Promise<string> {
  hashed ??= hashPassword(GOOD_PASSWORD);
  return hashed;
}
