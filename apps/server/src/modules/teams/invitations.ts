import { DEFAULT_LANGUAGE, isUiLanguage } from "@escouade/contracts/languages";
import { TEAM_INVITATION_DAYS, TEAM_MEMBERS_MAX } from "@escouade/contracts/teams";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database, Db, Tx } from "../../db/client.ts";
import { uniqueViolation } from "../../db/driver-errors.ts";
import { invitation, organization, profile, user } from "../../db/schema/index.ts";
import { enqueue, jobQueue, type JobHandler } from "../../platform/jobs.ts";
import type { Mailer } from "../../platform/mail.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { channelsFor, notifyUsers } from "../notifications/service.ts";
import { leaderIds, lockPlayer, memberCount, membershipOf, playerCard, requireTeamPermission, teamRow, teamSummary } from "./access.ts";
import { invitationEmail } from "./invitation-email.ts";
import { joinTeam } from "./join.ts";

/** An invitation's own e-mail, with its link: a job queued with the invitation (docs/decisions/033). */
export const teamInvitationEmailQueue = jobQueue<{ invitationId: string }>("team-invitation-email");

const DAY_MS = 24 * 3600 * 1000;

/**
 * A leader invites a player without a team, by their account: the invitation goes to the e-mail
 * address we know for them (better-auth's invitations are by e-mail), as member, for seven days.
 * The player is told in the bell and by e-mail, in their language.
 */
export async function inviteToTeam(db: Db, actor: Actor, input: { teamId: string; userId: string }) {
  if (input.userId === actor.id) throw new AppError("SELF_ACTION");
  return db.transaction(async (tx) => {
    await requireTeamPermission(tx, actor, input.teamId, { invitation: ["create"] });
    // One recruiter at a time per team: two leaders inviting one player make one invitation.
    const team = await teamRow(tx, input.teamId, { lock: true });
    const [invitee] = await tx.select({ email: user.email }).from(user).innerJoin(profile, eq(profile.userId, user.id)).where(eq(user.id, input.userId));
    if (!invitee) throw new AppError("NOT_FOUND");
    if (await membershipOf(tx, input.userId)) throw new AppError("ALREADY_IN_TEAM");
    const email = invitee.email.toLowerCase();
    const pending = await tx
      .select({ id: invitation.id, expiresAt: invitation.expiresAt })
      .from(invitation)
      .where(and(eq(invitation.organizationId, team.id), sql`lower(${invitation.email}) = ${email}`, eq(invitation.status, "pending")));
    if (pending.some((p) => p.expiresAt > new Date())) throw new AppError("INVITATION_PENDING");
    // An expired invitation gives way to the new one.
    if (pending.length > 0)
      await tx
        .update(invitation)
        .set({ status: "canceled" })
        .where(and(eq(invitation.organizationId, team.id), sql`lower(${invitation.email}) = ${email}`, eq(invitation.status, "pending")));
    if ((await memberCount(tx, team.id)) >= TEAM_MEMBERS_MAX) throw new AppError("TEAM_FULL");
    const [created] = await tx
      .insert(invitation)
      .values({
        id: crypto.randomUUID(),
        organizationId: team.id,
        email,
        role: "member",
        status: "pending",
        expiresAt: new Date(Date.now() + TEAM_INVITATION_DAYS * DAY_MS),
        inviterId: actor.id,
      })
      .returning({ id: invitation.id, expiresAt: invitation.expiresAt });
    const inviter = await playerCard(tx, actor.id);
    await notifyUsers(tx, [input.userId], {
      type: "team_invitation_received",
      payload: { team: teamSummary(team), player: inviter, invitationId: created!.id },
    });
    // The invitation's own e-mail (with its link) is the "my team" kind's: sent only if they want those by e-mail.
    if ((await channelsFor(tx, [input.userId], "my_team"))(input.userId).byEmail) await enqueue(tx, teamInvitationEmailQueue, [{ invitationId: created!.id }]);
    return created!;
  });
}

/**
 * Sends an invitation's e-mail, in the invited player's language as it is now; nothing when the
 * invitation is no longer pending (cancelled, answered or expired before it could leave).
 */
export function teamInvitationEmailHandler(deps: { database: Database; mailer: Mailer; appUrl: string }): JobHandler<{ invitationId: string }> {
  return {
    queue: teamInvitationEmailQueue,
    async handle({ invitationId }) {
      const [row] = await deps.database.db
        .select({ email: user.email, lang: user.lang, teamName: organization.name, teamSlug: organization.slug, inviterName: profile.username })
        .from(invitation)
        .innerJoin(organization, eq(organization.id, invitation.organizationId))
        .innerJoin(user, sql`lower(${user.email}) = ${invitation.email}`)
        .innerJoin(profile, eq(profile.userId, invitation.inviterId))
        .where(and(eq(invitation.id, invitationId), eq(invitation.status, "pending"), gt(invitation.expiresAt, new Date())));
      if (!row) return;
      const lang = isUiLanguage(row.lang) ? row.lang : DEFAULT_LANGUAGE;
      await deps.mailer.send(
        invitationEmail({ to: row.email, lang, teamName: row.teamName, inviterName: row.inviterName, url: `${deps.appUrl}/${lang}/teams/${row.teamSlug}` }),
      );
    },
  };
}

/** The invitation, for a leader acting for its team; NOT_FOUND when there is none. */
async function invitationById(db: Db, invitationId: string) {
  const [row] = await db.select().from(invitation).where(eq(invitation.id, invitationId));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** A leader takes back an invitation still pending. */
export async function cancelInvitation(db: Db, actor: Actor, invitationId: string) {
  const { organizationId } = await invitationById(db, invitationId);
  return db.transaction(async (tx) => {
    await requireTeamPermission(tx, actor, organizationId, { invitation: ["cancel"] });
    const [row] = await tx.select().from(invitation).where(eq(invitation.id, invitationId)).for("update");
    if (row?.status !== "pending") throw new AppError("INVITATION_NOT_PENDING");
    await tx.update(invitation).set({ status: "canceled" }).where(eq(invitation.id, invitationId));
    return { ok: true };
  });
}

/** The invitation addressed to the actor, locked; anyone else's is not found. */
async function lockOwnInvitation(tx: Tx, actorEmail: string, invitationId: string) {
  const [row] = await tx.select().from(invitation).where(eq(invitation.id, invitationId)).for("update");
  if (!row || row.email.toLowerCase() !== actorEmail.toLowerCase()) throw new AppError("NOT_FOUND");
  return row;
}

/**
 * The invited player accepts and joins the team; its leaders are told. Accepting two teams'
 * invitations at once queues on the player's row: the second finds them in a team.
 */
export async function acceptInvitation(db: Db, actor: Actor, invitationId: string) {
  try {
    return await db.transaction(async (tx) => {
      const me = await lockPlayer(tx, actor.id);
      const row = await lockOwnInvitation(tx, me.email, invitationId);
      if (row.status === "accepted") throw new AppError("INVITATION_NOT_PENDING");
      if (await membershipOf(tx, actor.id)) throw new AppError("ALREADY_IN_TEAM");
      if (row.status !== "pending") throw new AppError("INVITATION_NOT_PENDING");
      if (row.expiresAt <= new Date()) throw new AppError("INVITATION_EXPIRED");
      await tx.update(invitation).set({ status: "accepted" }).where(eq(invitation.id, invitationId));
      await joinTeam(tx, row.organizationId, actor.id);
      const team = await teamRow(tx, row.organizationId);
      await notifyUsers(tx, await leaderIds(tx, team.id), {
        type: "team_invitation_accepted",
        payload: { team: teamSummary(team), player: await playerCard(tx, actor.id) },
      });
      return { ok: true, teamId: team.id, slug: team.slug };
    });
  } catch (error) {
    if (uniqueViolation(error) === "member_user_id_idx") throw new AppError("ALREADY_IN_TEAM");
    throw error;
  }
}

/** The invited player declines; the team's leaders are told. */
export async function declineInvitation(db: Db, actor: Actor, invitationId: string) {
  return db.transaction(async (tx) => {
    const me = await lockPlayer(tx, actor.id);
    const row = await lockOwnInvitation(tx, me.email, invitationId);
    if (row.status !== "pending") throw new AppError("INVITATION_NOT_PENDING");
    await tx.update(invitation).set({ status: "rejected" }).where(eq(invitation.id, invitationId));
    const team = await teamRow(tx, row.organizationId);
    await notifyUsers(tx, await leaderIds(tx, team.id), {
      type: "team_invitation_declined",
      payload: { team: teamSummary(team), player: await playerCard(tx, actor.id) },
    });
    return { ok: true };
  });
}
