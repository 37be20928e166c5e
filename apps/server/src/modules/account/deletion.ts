import type { DeleteAccountInput } from "@escouade/contracts/account";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  account as credential,
  contactMessage,
  conversation,
  friendship,
  invitation,
  notification,
  profile,
  rateLimit,
  rateLimitHit,
  session,
  user,
  verification,
} from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import { deleteImage } from "../../platform/image-storage.ts";
import { announceSessionsEnded } from "../../platform/sessions-ended.ts";
import type { Storage } from "../../platform/storage.ts";
import { settleGamesOfLeavingOrganizer } from "../games/service.ts";
import { withdrawFromUpcomingGames } from "../registrations/service.ts";
import { handOverTeamOf } from "../teams/service.ts";
import { escapeLike } from "../../db/like.ts";
import { ownUploadsAmong, releaseUnshown } from "../media/service.ts";
import { checkDeletionCode } from "./deletion-code.ts";

/*
 * Deleting an account (docs/product.md §8, GDPR erasure, the privacy policy's promise). The account row goes
 * and, through the foreign keys, everything that was only the player's: sessions, password,
 * profile, gear, notifications, pings, blocks, registrations, ratings about them, preferences.
 * What others rely on stays without them (the keys set null): messages in a conversation,
 * games already played, ratings they gave, news they wrote, pending friend and team requests
 * (docs/product.md §8), shown as coming from a deleted player. Before that, what cannot be left alone:
 */

/**
 * Personal data kept elsewhere than in rows that point at the account: the address in team
 * invitations, codes and limit counters keyed by it, contact messages, the IP addresses of the
 * auth rate limits, and other players' notifications that name the player (their username).
 */
async function eraseTraces(tx: Tx, account: { id: string; email: string }) {
  const email = account.email.toLowerCase();
  const ips = (await tx.selectDistinct({ ip: session.ipAddress }).from(session).where(eq(session.userId, account.id))).flatMap((s) => (s.ip ? [s.ip] : []));
  await tx.delete(invitation).where(sql`lower(${invitation.email}) = ${email}`);
  await tx
    .delete(verification)
    .where(
      or(
        sql`lower(${verification.identifier}) like ${`%${escapeLike(email)}%`}`,
        sql`${verification.identifier} like ${`%${account.id}%`}`,
        eq(verification.value, account.id),
      ),
    );
  await tx.delete(rateLimitHit).where(or(sql`${rateLimitHit.key} like ${`%:${account.id}`}`, sql`lower(${rateLimitHit.key}) like ${`%:${escapeLike(email)}`}`));
  if (ips.length > 0) await tx.delete(rateLimit).where(or(...ips.map((ip) => sql`${rateLimit.key} like ${`${escapeLike(ip)}%`}`)));
  await tx.delete(contactMessage).where(or(eq(contactMessage.userId, account.id), sql`lower(${contactMessage.email}) = ${email}`));
  await tx.delete(notification).where(and(ne(notification.userId, account.id), sql`${notification.data}::text like ${`%"${account.id}"%`}`));
  // A direct conversation is keyed by the pair's ids: the other player keeps it, under a key that names no one.
  await tx
    .update(conversation)
    .set({ directKey: sql`replace(${conversation.directKey}, ${account.id}, ${`deleted-${crypto.randomUUID()}`})` })
    .where(and(eq(conversation.kind, "direct"), sql`${conversation.directKey} like ${`%${account.id}%`}`));
  // Friendships end; a request they sent and nobody answered yet stays (docs/product.md §8), from a deleted player.
  await tx.delete(friendship).where(or(eq(friendship.addresseeId, account.id), and(eq(friendship.requesterId, account.id), ne(friendship.status, "pending"))));
}

/** Deletes the account and everything personal; returns the image keys to take out of storage once committed. */
export async function deleteAccount(db: Db, userId: string): Promise<{ imageKeys: string[] }> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId)).for("update");
    if (!account) throw new AppError("NOT_FOUND");
    const [own] = await tx.select({ bannerKey: profile.bannerKey }).from(profile).where(eq(profile.userId, userId));
    // Only an image they uploaded leaves storage, and only if nothing else shows it (decision 032).
    const theirs = await ownUploadsAmong(tx, userId, own?.bannerKey ? [own.bannerKey] : []);
    await handOverTeamOf(tx, userId);
    await settleGamesOfLeavingOrganizer(tx, userId);
    await withdrawFromUpcomingGames(tx, userId);
    await eraseTraces(tx, account);
    await tx.delete(user).where(eq(user.id, userId));
    // Its live streams, opened before, close in every process.
    await announceSessionsEnded(tx, userId);
    return { imageKeys: await releaseUnshown(tx, theirs) };
  });
}

/** What of better-auth a deletion confirmed by password needs: its password check, and no more of auth. */
export interface PasswordVerifier {
  $context: Promise<{ password: { verify(input: { hash: string; password: string }): Promise<boolean> } }>;
}

async function checkPassword(db: Db, auth: PasswordVerifier, userId: string, password: string) {
  const [row] = await db
    .select({ hash: credential.password })
    .from(credential)
    .where(and(eq(credential.userId, userId), eq(credential.providerId, "credential")));
  const context = await auth.$context;
  if (!row?.hash || !(await context.password.verify({ hash: row.hash, password }))) throw new AppError("WRONG_PASSWORD");
}

/**
 * Every account may go, onboarded or not, confirmed by its password or an e-mailed code. Its
 * sessions go with it (signed out everywhere); its pictures leave storage once the deletion is
 * committed (a failure there is logged, not undone).
 */
export async function deleteOwnAccount(
  deps: { db: Db; auth: PasswordVerifier; storage: Storage; log: { error(obj: object, msg: string): void } },
  userId: string,
  input: DeleteAccountInput,
) {
  if (input.method === "password") await checkPassword(deps.db, deps.auth, userId, input.password);
  else await checkDeletionCode(deps.db, userId, input.code);
  const { imageKeys } = await deleteAccount(deps.db, userId);
  await Promise.all(imageKeys.map((key) => deleteImage(deps.storage, key))).catch((error: unknown) =>
    deps.log.error({ err: error }, "could not delete a deleted account's images"),
  );
  return { ok: true };
}

/**
 * How each table lets go of a deleted player, reviewed table by table: the deletion test walks
 * the schema and fails on a table missing here, so a new table is thought about before it ships.
 */
export const ERASURE_BY_TABLE: Record<string, string> = {
  user: "the row is deleted",
  session: "deleted with the account (cascade): signed out everywhere, IP addresses and browsers gone",
  account: "deleted with the account (cascade): the password hash goes",
  verification: "codes keyed by the address or the id are deleted",
  profile:
    "deleted with the account (cascade), every column with it (names, birth date, who sees them); the banner leaves storage if they uploaded it and nothing else shows it",
  media_upload: "their uploads' rows stay for the records still showing them, uploader set null; a banner nothing shows goes with its image",
  equipment: "deleted with the account (cascade)",
  notification: "theirs cascade; other players' notifications that name them are deleted",
  notification_preference: "deleted with the account (cascade)",
  ping: "deleted with the account (cascade)",
  player_block: "deleted with the account (cascade), either side",
  friendship: "ended; a request they sent that is still pending stays, from a deleted player (docs/product.md §8)",
  organization: "a team they owned goes to its next leader, or is deleted when they were alone",
  member: "deleted with the account (cascade)",
  invitation: "invitations to their address are deleted; those they sent stay (inviter set null)",
  team_application: "pending applications stay, from a deleted player (docs/product.md §8)",
  team_profile: "kept; founder set null",
  team_post: "kept for the team; author set null",
  game: "upcoming with players: cancelled and told; upcoming without: deleted; played: kept, organizer set null",
  registration: "places in games to come freed (the waitlist moves up), then deleted with the account; check-ins they made keep the arrival, checker set null",
  game_side: "belongs to the game: goes with it",
  game_series: "kept while its played dates show it; organizer set null (a series with no date left reads as not found)",
  series_follow: "deleted with the account (cascade): they hear of no new date",
  game_staff: "deleted with the account (cascade): they no longer run any game's gate",
  chrono_reading: "their replicas' readings go with their registration (cascade); readings they took stay, measurer set null",
  carpool_offer: "deleted with the account (cascade), with the seat requests it had",
  carpool_request: "deleted with the account (cascade)",
  push_subscription: "deleted with the account (cascade): their phones get nothing more",
  rating: "ratings about them are deleted; ratings they gave stay, author set null",
  conversation: "kept for the other members; a direct one's key no longer holds their id",
  conversation_member: "deleted with the account (cascade)",
  message: "kept in the conversation, sender set null (from a deleted player)",
  report: "their reports are deleted; reports about them stay for the moderators, target set null",
  moderation_action: "kept (the audit log), the player and the moderator set null",
  shop: "kept; submitter and moderator set null",
  shop_owner: "deleted with the account (cascade): a place they ran alone is left unclaimed; who named an owner is set null",
  shop_claim: "deleted with the account (cascade): the message and proof go; the audit log keeps the decision, player set null",
  shop_follow: "deleted with the account (cascade)",
  shop_visit: "deleted with the account (cascade)",
  shop_post: "kept for the place; author set null",
  shop_review: "deleted with the account (cascade): a review speaks for its author; an answer they wrote stays, answerer set null",
  contact_message: "deleted (by account and by address): it holds their name and address",
  calendar_feed: "deleted with the account (cascade): the feed's address opens nothing any more",
  discord_connection: "the channels of their own games are deleted with the account (cascade); a team's or a place's stay with it, who connected them set null",
  rate_limit: "counters keyed by their sessions' IP addresses are deleted",
  rate_limit_hit: "counters keyed by their id or address are deleted",
};
