import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { uniqueViolation } from "../../db/driver-errors.ts";
import { teamApplication, teamProfile } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";
import { notifyUsers } from "../notifications/service.ts";
import { leaderIds, lockPlayer, membershipOf, playerCard, requireTeamPermission, teamRow, teamSummary } from "./access.ts";
import { joinTeam } from "./join.ts";

/** Maps what the unique indexes say about a race to the error the loser gets. */
async function settlingRaces<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === "member_user_id_idx") throw new AppError("ALREADY_IN_TEAM");
    if (constraint === "team_application_pending_idx") throw new AppError("APPLICATION_PENDING");
    throw error;
  }
}

/** A player without a team asks to join one that recruits, with a message; its leaders are told. */
export async function applyToTeam(db: Db, actor: Actor, input: { teamId: string; message: string }) {
  return settlingRaces(() =>
    db.transaction(async (tx) => {
      const team = await teamRow(tx, input.teamId);
      if (await membershipOf(tx, actor.id)) throw new AppError("ALREADY_IN_TEAM");
      const [profile] = await tx.select({ recruiting: teamProfile.recruiting }).from(teamProfile).where(eq(teamProfile.organizationId, team.id));
      if (!profile?.recruiting) throw new AppError("TEAM_NOT_RECRUITING");
      const [pending] = await tx
        .select({ id: teamApplication.id })
        .from(teamApplication)
        .where(and(eq(teamApplication.organizationId, team.id), eq(teamApplication.userId, actor.id), eq(teamApplication.status, "pending")));
      if (pending) throw new AppError("APPLICATION_PENDING");
      const [created] = await tx
        .insert(teamApplication)
        .values({ organizationId: team.id, userId: actor.id, message: input.message })
        .returning({ id: teamApplication.id, status: teamApplication.status, createdAt: teamApplication.createdAt });
      await notifyUsers(tx, await leaderIds(tx, team.id), {
        type: "team_application_received",
        payload: { team: teamSummary(team), player: await playerCard(tx, actor.id), applicationId: created!.id },
      });
      return created!;
    }),
  );
}

/** The applicant takes back an application still pending; anyone else's is not found. */
export async function cancelApplication(db: Db, actor: Actor, applicationId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(teamApplication).where(eq(teamApplication.id, applicationId)).for("update");
    if (!row || row.userId !== actor.id) throw new AppError("NOT_FOUND");
    if (row.status !== "pending") throw new AppError("APPLICATION_NOT_PENDING");
    await tx.update(teamApplication).set({ status: "cancelled", respondedAt: new Date() }).where(eq(teamApplication.id, applicationId));
    return { ok: true };
  });
}

/** The application with its team, for a leader's answer; NOT_FOUND when there is none. */
async function applicationFor(db: Db, applicationId: number) {
  const [row] = await db.select().from(teamApplication).where(eq(teamApplication.id, applicationId));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/**
 * A leader accepts: the applicant joins the team. Two leaders accepting at once queue on the
 * applicant's row and then on the application's: one wins, the other gets APPLICATION_NOT_PENDING.
 */
export async function acceptApplication(db: Db, actor: Actor, applicationId: number) {
  const { organizationId, userId } = await applicationFor(db, applicationId);
  return settlingRaces(() =>
    db.transaction(async (tx) => {
      await requireTeamPermission(tx, actor, organizationId, { member: ["create"] });
      // The applicant's account is gone (decision 012): the application stays, nobody can join by it.
      if (!userId) throw new AppError("APPLICATION_NOT_PENDING");
      await lockPlayer(tx, userId);
      const [row] = await tx.select().from(teamApplication).where(eq(teamApplication.id, applicationId)).for("update");
      if (!row || row.status === "accepted") throw new AppError("APPLICATION_NOT_PENDING");
      if (await membershipOf(tx, userId)) throw new AppError("ALREADY_IN_TEAM");
      if (row.status !== "pending") throw new AppError("APPLICATION_NOT_PENDING");
      await tx.update(teamApplication).set({ status: "accepted", respondedAt: new Date(), respondedBy: actor.id }).where(eq(teamApplication.id, applicationId));
      await joinTeam(tx, organizationId, userId);
      const team = await teamRow(tx, organizationId);
      await notifyUsers(tx, [userId], { type: "team_application_accepted", payload: { team: teamSummary(team) } });
      return { ok: true };
    }),
  );
}

/** A leader declines; the applicant is told and may apply again later. */
export async function declineApplication(db: Db, actor: Actor, applicationId: number) {
  const { organizationId } = await applicationFor(db, applicationId);
  return db.transaction(async (tx) => {
    await requireTeamPermission(tx, actor, organizationId, { member: ["create"] });
    const [row] = await tx.select().from(teamApplication).where(eq(teamApplication.id, applicationId)).for("update");
    if (row?.status !== "pending") throw new AppError("APPLICATION_NOT_PENDING");
    await tx.update(teamApplication).set({ status: "declined", respondedAt: new Date(), respondedBy: actor.id }).where(eq(teamApplication.id, applicationId));
    if (row.userId) {
      const team = await teamRow(tx, organizationId);
      await notifyUsers(tx, [row.userId], { type: "team_application_declined", payload: { team: teamSummary(team) } });
    }
    return { ok: true };
  });
}
