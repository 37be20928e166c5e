import type { SearchTeamsInput } from "@escouade/contracts/teams";
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { distanceKm, withinRadius } from "../../db/geo-sql.ts";
import { member, organization, teamProfile } from "../../db/schema/index.ts";
import { escapeLike } from "../../db/like.ts";

/** How many members a team has, for lists (correlated on the organization row of the outer query). */
export const memberCountSql = sql<number>`(select count(*)::int from ${member} where ${member.organizationId} = "organization"."id")`;

/** What a team card shows: enough to recognize a team and to place it on a map. */
export const teamCardColumns = {
  id: organization.id,
  name: organization.name,
  slug: organization.slug,
  logoKey: organization.logo,
  city: teamProfile.city,
  country: teamProfile.country,
  latitude: teamProfile.latitude,
  longitude: teamProfile.longitude,
  languages: teamProfile.languages,
  recruiting: teamProfile.recruiting,
  recruitingText: teamProfile.recruitingText,
  isAssociation: teamProfile.isAssociation,
  memberCount: memberCountSql,
};

/** Opaque cursors: the last row's position in the order used, by name or by distance. */
type Cursor = { by: "name"; name: string; id: string } | { by: "distance"; distance: number; id: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function decodeCursor(value: string): Cursor | null {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString()) as Partial<Record<string, unknown>>;
    // Text PostgreSQL can hold, or no cursor: a NUL would be refused mid-query.
    if (typeof parsed.id !== "string" || parsed.id.includes("\u0000")) return null;
    if (typeof parsed.name === "string" && parsed.name.includes("\u0000")) return null;
    if (parsed.by === "name" && typeof parsed.name === "string") return { by: "name", name: parsed.name, id: parsed.id };
    if (parsed.by === "distance" && typeof parsed.distance === "number" && Number.isFinite(parsed.distance))
      return { by: "distance", distance: parsed.distance, id: parsed.id };
  } catch {
    // A cursor we did not write starts from the first page, as the other searches do.
  }
  return null;
}

/**
 * searchTeams: by name or city, around a place within a radius (nearest first), recruiting only,
 * by a spoken language; by name otherwise. A page at a time; the first page counts every match.
 */
export async function searchTeams(db: Db, input: SearchTeamsInput) {
  const limit = input.limit ?? 20;
  const q = input.q ? `%${escapeLike(input.q)}%` : null;
  const center = input.latitude !== undefined && input.longitude !== undefined ? { latitude: input.latitude, longitude: input.longitude } : null;
  const byDistance = center !== null && input.radiusKm !== undefined;
  const distance = center ? distanceKm(teamProfile, center.latitude, center.longitude) : null;
  const filters: (SQL | undefined)[] = [
    // A team the moderators removed leaves the search (docs/product.md §8).
    isNull(teamProfile.removedAt),
    q ? or(ilike(organization.name, q), ilike(teamProfile.city, q)) : undefined,
    input.recruiting ? eq(teamProfile.recruiting, true) : undefined,
    input.language ? sql`${input.language} = any(${teamProfile.languages})` : undefined,
    byDistance ? withinRadius(teamProfile, center.latitude, center.longitude, input.radiusKm!) : undefined,
  ];
  const decoded = input.cursor ? decodeCursor(input.cursor) : null;
  const cursor = decoded && decoded.by === (byDistance ? "distance" : "name") ? decoded : null;
  const after =
    cursor?.by === "distance"
      ? sql`(${distance}, ${organization.id}) > (${cursor.distance}::double precision, ${cursor.id})`
      : cursor?.by === "name"
        ? sql`(lower(${organization.name}), ${organization.id}) > (${cursor.name}, ${cursor.id})`
        : undefined;

  const [rows, [total]] = await Promise.all([
    db
      .select({ ...teamCardColumns, distanceKm: distance ?? sql<null>`null`, sortName: sql<string>`lower(${organization.name})` })
      .from(organization)
      .innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id))
      .where(and(...filters, after))
      .orderBy(...(byDistance ? [asc(distance!)] : [sql`lower(${organization.name})`]), asc(organization.id))
      .limit(limit + 1),
    cursor
      ? Promise.resolve([undefined])
      : db
          .select({ count: sql<number>`count(*)::int` })
          .from(organization)
          .innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id))
          .where(and(...filters)),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next: Cursor | null =
    rows.length > limit && last
      ? byDistance
        ? { by: "distance", distance: last.distanceKm!, id: last.id }
        : { by: "name", name: last.sortName, id: last.id }
      : null;
  return { items: page.map(({ sortName: _sortName, ...team }) => team), total: total?.count ?? null, nextCursor: next ? encodeCursor(next) : null };
}
