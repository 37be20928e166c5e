import type { UpdateProfileData } from "@escouade/contracts/players";
import type { OnboardingInput } from "@escouade/contracts/profile";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../db/driver-errors.ts";
import { profile, user } from "../../db/schema/index.ts";
import { usernameKey } from "../../db/username-key.ts";
import type { Gazetteer } from "../../platform/offline-gazetteer.ts";
import { AppError } from "../../core/app-error.ts";
import { getReputation } from "../reputation/service.ts";
import type { Actor } from "../../core/actor.ts";
import { requireOwnUploads } from "../media/service.ts";

/** Whether a username is free, whatever its case and accents: the onboarding form checks as the player types. */
export async function checkUsername(db: Db, username: string): Promise<{ available: boolean }> {
  const [row] = await db
    .select({ userId: profile.userId })
    .from(profile)
    .where(sql`${usernameKey(profile.username)} = ${usernameKey(username)}`)
    .limit(1);
  return { available: !row };
}

/**
 * Where a city lies, for "players (or teams) near me": the biggest match in its country, if any.
 * Part of the profiles' public face: teams place their home city the same way.
 */
export async function locateCity(gazetteer: Gazetteer, city: string, country: string) {
  const places = await gazetteer.search({ query: city, limit: 10 }).catch(() => []);
  const match = places.find((p) => p.country === country);
  return match ? { latitude: match.latitude, longitude: match.longitude } : { latitude: null, longitude: null };
}

/**
 * Stores the onboarding profile and flips `infoFilled` in one transaction, so the session
 * never says "filled" without a profile behind it. Safe against double submits.
 */

export async function completeOnboarding(db: Db, actor: Actor, input: OnboardingInput, gazetteer: Gazetteer) {
  const position = await locateCity(gazetteer, input.city, input.country);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select({ infoFilled: user.infoFilled }).from(user).where(eq(user.id, actor.id)).for("update");
      if (!current) throw new AppError("UNAUTHENTICATED");
      if (current.infoFilled) throw new AppError("PROFILE_ALREADY_FILLED");
      const [created] = await tx
        .insert(profile)
        .values({
          userId: actor.id,
          username: input.username,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          birthDate: input.birthDate,
          country: input.country,
          city: input.city,
          postalCode: input.postalCode,
          languages: input.languages,
          ...position,
          termsAcceptedAt: new Date(),
        })
        .returning();
      await tx.update(user).set({ infoFilled: true, name: input.username, updatedAt: new Date() }).where(eq(user.id, actor.id));
      return created!;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === "profile_username_key_idx") throw new AppError("USERNAME_TAKEN");
    if (constraint === "profile_pkey") throw new AppError("PROFILE_ALREADY_FILLED");
    throw error;
  }
}

/** The signed-in user's own profile, private fields included (only ever sent to its owner). */
export async function getOwnProfile(db: Db, actor: Actor) {
  const [row] = await db
    .select({
      userId: profile.userId,
      email: user.email,
      username: profile.username,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      birthDate: profile.birthDate,
      country: profile.country,
      city: profile.city,
      postalCode: profile.postalCode,
      languages: profile.languages,
      bio: profile.bio,
      avatar: profile.avatar,
      bannerKey: profile.bannerKey,
      availability: profile.availability,
      nameVisibility: profile.nameVisibility,
      ageVisibility: profile.ageVisibility,
      memberSince: user.createdAt,
    })
    .from(profile)
    .innerJoin(user, eq(user.id, profile.userId))
    .where(eq(profile.userId, actor.id));
  if (!row) throw new AppError("NOT_FOUND");
  return { ...row, reputation: await getReputation(db, actor.id) };
}

/** What a player changes on their public profile after onboarding. */
export async function updateProfile(db: Db, actor: Actor, input: UpdateProfileData) {
  const [current] = await db.select({ bannerKey: profile.bannerKey }).from(profile).where(eq(profile.userId, actor.id));
  await requireOwnUploads(db, actor.id, [input.bannerKey], [current?.bannerKey]);
  const [updated] = await db
    .update(profile)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(profile.userId, actor.id))
    .returning({ userId: profile.userId });
  if (!updated) throw new AppError("NOT_FOUND");
  return { ok: true };
}
