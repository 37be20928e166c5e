import { teamSlugBase, teamSlugCandidate, type TeamFields } from "@escouade/contracts/teams";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../db/driver-errors.ts";
import { member, organization, profile, teamProfile } from "../../db/schema/index.ts";
import type { Gazetteer } from "../../platform/offline-gazetteer.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { notifyUsers } from "../notifications/service.ts";
import { locateCity } from "../profiles/service.ts";
import { getShop } from "../shops/service.ts";
import { clearActiveTeam, lockPlayer, membershipOf, requireTeamPermission, setActiveTeam, teamSummary, type Reader } from "./access.ts";
import { withdrawPendingRequests } from "./join.ts";
import { escapeLike } from "../../db/like.ts";
import { requireOwnUploads } from "../media/service.ts";

/** Two leaders saving at once may both pick the same free slug: the loser tries the next one. */
const SLUG_ATTEMPTS = 5;

/** Whether another team already has this name, whatever its case. */
export async function isTeamNameTaken(db: Reader, name: string, exceptTeamId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(and(sql`lower(${organization.name}) = lower(${name})`, exceptTeamId ? ne(organization.id, exceptTeamId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The first free slug for a name (name, name-2, name-3...), or the team's own when it still fits. */
export async function freeSlug(db: Reader, name: string, exceptTeamId?: string): Promise<string> {
  const base = teamSlugBase(name);
  const rows = await db
    .select({ id: organization.id, slug: organization.slug })
    .from(organization)
    .where(or(eq(organization.slug, base), sql`${organization.slug} like ${`${escapeLike(base)}-%`}`));
  const taken = new Set(rows.filter((r) => r.id !== exceptTeamId).map((r) => r.slug));
  for (let attempt = 1; ; attempt++) {
    const candidate = teamSlugCandidate(base, attempt);
    if (!taken.has(candidate)) return candidate;
  }
}

/** The home field must be an approved shop of type field. */
async function checkHomeField(db: Db, homeFieldId: number | null) {
  if (homeFieldId === null) return;
  const field = await getShop(db, null, homeFieldId).catch((error: unknown) => {
    if (error instanceof AppError && error.appCode === "NOT_FOUND") return null;
    throw error;
  });
  if (field?.type !== "field") throw new AppError("HOME_FIELD_INVALID");
}

function profileColumns(input: TeamFields, position: { latitude: number | null; longitude: number | null }) {
  return {
    description: input.description,
    city: input.city,
    postalCode: input.postalCode,
    country: input.country,
    ...position,
    homeFieldId: input.homeFieldId,
    languages: input.languages,
    recruiting: input.recruiting,
    recruitingText: input.recruitingText,
    minimumAge: input.minimumAge,
    foundedYear: input.foundedYear,
    isAssociation: input.isAssociation,
    links: input.links,
    bannerKey: input.bannerKey,
  };
}

/** Runs a write that picks a slug, retrying when another write took it first; maps the unique indexes to their codes. */
async function withTeamConstraints<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === "organization_name_lower_idx") throw new AppError("TEAM_NAME_TAKEN");
      if (constraint === "member_user_id_idx") throw new AppError("ALREADY_IN_TEAM");
      if (constraint === "organization_slug_unique" && attempt < SLUG_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * A player founds a team and becomes its owner: the organization, the membership and the team's
 * profile in one transaction, so a failure leaves nothing half-written. The player's pending
 * applications and invitations elsewhere are withdrawn: one team per player.
 */
export async function createTeam(db: Db, actor: Actor, input: TeamFields, gazetteer: Gazetteer) {
  await checkHomeField(db, input.homeFieldId);
  const position = await locateCity(gazetteer, input.city, input.country);
  return withTeamConstraints(() =>
    db.transaction(async (tx) => {
      await lockPlayer(tx, actor.id);
      await requireOwnUploads(tx, actor.id, [input.logoKey, input.bannerKey]);
      if (await membershipOf(tx, actor.id)) throw new AppError("ALREADY_IN_TEAM");
      if (await isTeamNameTaken(tx, input.name)) throw new AppError("TEAM_NAME_TAKEN");
      const id = crypto.randomUUID();
      const slug = await freeSlug(tx, input.name);
      await tx.insert(organization).values({ id, name: input.name, slug, logo: input.logoKey });
      await tx.insert(member).values({ id: crypto.randomUUID(), organizationId: id, userId: actor.id, role: "owner" });
      await tx.insert(teamProfile).values({ organizationId: id, ...profileColumns(input, position), foundedBy: actor.id });
      await withdrawPendingRequests(tx, actor.id);
      await setActiveTeam(tx, [actor.id], id);
      return { id, slug };
    }),
  );
}

/** A leader edits the team; a new name gives a new slug. Leaving the association status clears the offices. */
export async function updateTeam(db: Db, actor: Actor, input: TeamFields & { teamId: string }, gazetteer: Gazetteer) {
  await checkHomeField(db, input.homeFieldId);
  const position = await locateCity(gazetteer, input.city, input.country);
  return withTeamConstraints(() =>
    db.transaction(async (tx) => {
      await requireTeamPermission(tx, actor, input.teamId, { organization: ["update"] });
      const [current] = await tx.select().from(organization).where(eq(organization.id, input.teamId)).for("no key update");
      if (!current) throw new AppError("NOT_FOUND");
      const [currentProfile] = await tx.select({ bannerKey: teamProfile.bannerKey }).from(teamProfile).where(eq(teamProfile.organizationId, input.teamId));
      await requireOwnUploads(tx, actor.id, [input.logoKey, input.bannerKey], [current.logo, currentProfile?.bannerKey]);
      if (await isTeamNameTaken(tx, input.name, input.teamId)) throw new AppError("TEAM_NAME_TAKEN");
      const renamed = teamSlugBase(input.name) !== teamSlugBase(current.name);
      const slug = renamed ? await freeSlug(tx, input.name, input.teamId) : current.slug;
      await tx.update(organization).set({ name: input.name, slug, logo: input.logoKey }).where(eq(organization.id, input.teamId));
      await tx
        .update(teamProfile)
        .set({ ...profileColumns(input, position), updatedAt: new Date() })
        .where(eq(teamProfile.organizationId, input.teamId));
      if (!input.isAssociation) await tx.update(member).set({ office: null }).where(eq(member.organizationId, input.teamId));
      return { id: input.teamId, slug };
    }),
  );
}

/** The owner deletes the team after typing its name again; its members are told. */
export async function deleteTeam(db: Db, actor: Actor, input: { teamId: string; confirmName: string }) {
  return db.transaction(async (tx) => {
    await requireTeamPermission(tx, actor, input.teamId, { organization: ["delete"] });
    const [team] = await tx.select().from(organization).where(eq(organization.id, input.teamId)).for("update");
    if (!team) throw new AppError("NOT_FOUND");
    if (input.confirmName.trim().toLowerCase() !== team.name.toLowerCase()) throw new AppError("TEAM_NAME_MISMATCH");
    const others = await tx
      .select({ userId: member.userId })
      .from(member)
      .where(and(eq(member.organizationId, team.id), ne(member.userId, actor.id)));
    // Members, invitations, applications, posts and the profile go with it (foreign keys cascade).
    await tx.delete(organization).where(eq(organization.id, team.id));
    await clearActiveTeam(tx, team.id);
    await notifyUsers(
      tx,
      others.map((o) => o.userId),
      { type: "team_deleted", payload: { team: teamSummary(team) } },
    );
    return { ok: true };
  });
}

/**
 * The profile of a team made through the auth API (POST /organization/create), which knows
 * nothing of ours: placed at its founder's city, in their languages, until a leader edits it.
 */
export async function createDefaultTeamProfile(db: Reader, teamId: string, founderId: string) {
  const [founder] = await db
    .select({
      city: profile.city,
      postalCode: profile.postalCode,
      country: profile.country,
      latitude: profile.latitude,
      longitude: profile.longitude,
      languages: profile.languages,
    })
    .from(profile)
    .where(eq(profile.userId, founderId));
  await db
    .insert(teamProfile)
    .values({
      organizationId: teamId,
      city: founder?.city ?? "",
      postalCode: founder?.postalCode ?? "",
      country: (founder?.country ?? "fr") as TeamFields["country"],
      latitude: founder?.latitude ?? null,
      longitude: founder?.longitude ?? null,
      languages: (founder?.languages ?? ["fr"]) as TeamFields["languages"],
      foundedBy: founderId,
    })
    .onConflictDoNothing();
}
