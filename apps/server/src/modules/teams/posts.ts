import { and, desc, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profile, teamPost, teamProfile } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { membershipOf, requireTeamPermission, teamRow } from "./access.ts";
import { requireOwnUploads } from "../media/service.ts";
import { announceNews } from "../discord-outbox/service.ts";

/** A leader writes the team's news: text and up to four photos (keys of uploaded images). */
export async function createTeamPost(db: Db, actor: Actor, input: { teamId: string; text: string; photoKeys: string[] }) {
  return db.transaction(async (tx) => {
    await requireTeamPermission(tx, actor, input.teamId, { post: ["create"] });
    await requireOwnUploads(tx, actor.id, input.photoKeys);
    const [created] = await tx
      .insert(teamPost)
      .values({ organizationId: input.teamId, authorId: actor.id, text: input.text, photoKeys: input.photoKeys })
      .returning({ id: teamPost.id, createdAt: teamPost.createdAt });
    await announceNews(tx, { kind: "team", teamId: input.teamId, postId: created!.id });
    return created!;
  });
}

/** A leader of the post's team deletes it. */
export async function deleteTeamPost(db: Db, actor: Actor, postId: number) {
  const [post] = await db.select({ teamId: teamPost.organizationId }).from(teamPost).where(eq(teamPost.id, postId));
  if (!post) throw new AppError("NOT_FOUND");
  return db.transaction(async (tx) => {
    await requireTeamPermission(tx, actor, post.teamId, { post: ["delete"] });
    await tx.delete(teamPost).where(eq(teamPost.id, postId));
    return { ok: true };
  });
}

/** A team's news, newest first, a page at a time (the cursor is the last post's id). */
export async function getTeamPosts(db: Db, viewer: Actor, input: { teamId: string; cursor?: number; limit?: number }) {
  await teamRow(db, input.teamId);
  // A team the moderators removed is its members' only (docs/product.md §8), its news with it.
  const [removed] = await db.select({ at: teamProfile.removedAt }).from(teamProfile).where(eq(teamProfile.organizationId, input.teamId));
  if (removed?.at && (await membershipOf(db, viewer.id))?.teamId !== input.teamId) throw new AppError("NOT_FOUND");
  const limit = input.limit ?? 10;
  const rows = await db
    .select({
      id: teamPost.id,
      text: teamPost.text,
      photoKeys: teamPost.photoKeys,
      createdAt: teamPost.createdAt,
      author: { userId: profile.userId, username: profile.username, avatar: profile.avatar },
    })
    .from(teamPost)
    .leftJoin(profile, eq(profile.userId, teamPost.authorId))
    .where(and(eq(teamPost.organizationId, input.teamId), isNull(teamPost.removedAt), input.cursor ? lt(teamPost.id, input.cursor) : undefined))
    .orderBy(desc(teamPost.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { items: page, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}
