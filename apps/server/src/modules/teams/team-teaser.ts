import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { member, organization, shop, teamProfile } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";

/** What a team wrote for everyone to read, and where it plays: its page and its public face alike. */
export const publicTeamColumns = {
  name: organization.name,
  slug: organization.slug,
  logoKey: organization.logo,
  description: teamProfile.description,
  city: teamProfile.city,
  postalCode: teamProfile.postalCode,
  country: teamProfile.country,
  languages: teamProfile.languages,
  recruiting: teamProfile.recruiting,
  recruitingText: teamProfile.recruitingText,
  minimumAge: teamProfile.minimumAge,
  foundedYear: teamProfile.foundedYear,
  isAssociation: teamProfile.isAssociation,
  links: teamProfile.links,
  bannerKey: teamProfile.bannerKey,
  homeField: { id: shop.id, name: shop.name, city: shop.city, latitude: shop.latitude, longitude: shop.longitude },
};

/**
 * What a stranger may know of a team (docs/product.md §5, "A team's link"): what the team wrote
 * for the world to read (about, city, recruiting, its own links, its home field) and how many
 * they are. Not who they are: members' names stay for signed-in players. A team the moderators
 * removed does not exist here.
 */
export async function getTeamTeaser(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: organization.id,
      ...publicTeamColumns,
      memberCount: sql<number>`(select count(*)::int from ${member} where ${member.organizationId} = ${organization.id})`,
    })
    .from(organization)
    .innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id))
    .leftJoin(shop, and(eq(shop.id, teamProfile.homeFieldId), eq(shop.status, "approved")))
    .where(and(eq(organization.slug, slug), isNull(teamProfile.removedAt)));
  if (!row) throw new AppError("NOT_FOUND");
  const { id: _id, ...teaser } = row;
  return teaser;
}

/** The teams a stranger may open, for the sitemap: the most recently changed when there are more than it holds. */
export async function publicTeams(db: Db, limit: number) {
  return db
    .select({ slug: organization.slug, updatedAt: teamProfile.updatedAt })
    .from(organization)
    .innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id))
    .where(isNull(teamProfile.removedAt))
    .orderBy(desc(teamProfile.updatedAt), desc(organization.createdAt))
    .limit(limit);
}
