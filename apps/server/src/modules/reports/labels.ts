import type { ReportTargetKind } from "@escouade/contracts/reports";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { game, message, organization, profile, shop, shopPost, shopReview, teamPost, teamProfile } from "../../db/schema/index.ts";

/** How much of a reported message or news post the reporter's list shows. */
export const REPORT_EXCERPT_LENGTH = 80;

const excerpt = (text: string) => (text.length > REPORT_EXCERPT_LENGTH ? `${text.slice(0, REPORT_EXCERPT_LENGTH - 1).trimEnd()}…` : text);

const keyOf = (kind: ReportTargetKind, id: string) => `${kind}:${id}`;

/**
 * What names each reported thing in its reporter's list, read now: a username, a game's title, a
 * team's or a shop's name, an excerpt of a message or a post. A target that is gone (deleted, or
 * removed by a moderator) has no label: the list says it is no longer available.
 */
export async function targetLabels(db: Db, targets: { kind: ReportTargetKind; id: string }[]): Promise<(kind: ReportTargetKind, id: string) => string | null> {
  const idsOf = (kind: ReportTargetKind) => [...new Set(targets.filter((t) => t.kind === kind).map((t) => t.id))];
  const numericIdsOf = (kind: ReportTargetKind) => idsOf(kind).map(Number);
  const labels = new Map<string, string>();
  const add = (kind: ReportTargetKind, rows: { id: string | number; label: string }[]) => rows.forEach((row) => labels.set(keyOf(kind, String(row.id)), row.label));
  const lookups: Record<ReportTargetKind, () => Promise<void>> = {
    player: async () => add("player", await db.select({ id: profile.userId, label: profile.username }).from(profile).where(inArray(profile.userId, idsOf("player")))),
    game: async () => add("game", await db.select({ id: game.id, label: game.title }).from(game).where(and(inArray(game.id, numericIdsOf("game")), isNull(game.removedAt)))),
    team: async () =>
      add(
        "team",
        await db
          .select({ id: organization.id, label: organization.name })
          .from(organization)
          .innerJoin(teamProfile, eq(teamProfile.organizationId, organization.id))
          .where(and(inArray(organization.id, idsOf("team")), isNull(teamProfile.removedAt))),
      ),
    message: async () => {
      const rows = await db.select({ id: message.id, body: message.body }).from(message).where(and(inArray(message.id, numericIdsOf("message")), isNull(message.removedAt)));
      add("message", rows.map((row) => ({ id: row.id, label: excerpt(row.body) })));
    },
    team_post: async () => {
      const rows = await db.select({ id: teamPost.id, text: teamPost.text }).from(teamPost).where(and(inArray(teamPost.id, numericIdsOf("team_post")), isNull(teamPost.removedAt)));
      add("team_post", rows.map((row) => ({ id: row.id, label: excerpt(row.text) })));
    },
    place_review: async () => {
      const rows = await db
        .select({ id: shopReview.id, rating: shopReview.rating, name: shop.name })
        .from(shopReview)
        .innerJoin(shop, eq(shop.id, shopReview.shopId))
        .where(and(inArray(shopReview.id, numericIdsOf("place_review")), isNull(shopReview.removedAt)));
      add("place_review", rows.map((row) => ({ id: row.id, label: `${row.name} · ${row.rating}/5` })));
    },
    place_news: async () => {
      const rows = await db.select({ id: shopPost.id, text: shopPost.text }).from(shopPost).where(and(inArray(shopPost.id, numericIdsOf("place_news")), isNull(shopPost.removedAt)));
      add("place_news", rows.map((row) => ({ id: row.id, label: excerpt(row.text) })));
    },
    shop: async () => add("shop", await db.select({ id: shop.id, label: shop.name }).from(shop).where(and(inArray(shop.id, numericIdsOf("shop")), isNull(shop.removedAt)))),
  };
  const kinds = [...new Set(targets.map((t) => t.kind))];
  await Promise.all(kinds.map((kind) => lookups[kind]()));
  return (kind, id) => labels.get(keyOf(kind, id)) ?? null;
}
