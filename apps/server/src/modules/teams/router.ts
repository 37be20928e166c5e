import {
  applicationIdSchema,
  applyToTeamSchema,
  createTeamPostSchema,
  createTeamSchema,
  deleteTeamSchema,
  gameTeamsSchema,
  getTeamPostsSchema,
  getTeamSchema,
  invitationIdSchema,
  inviteToTeamSchema,
  memberIdSchema,
  searchTeamsSchema,
  teamIdSchema,
  teamPostIdSchema,
  transferOwnershipSchema,
  updateMemberSchema,
  updateTeamSchema,
} from "@escouade/contracts/teams";
import { offlineGazetteer } from "../../platform/offline-gazetteer.ts";
import { onboardedProcedure, publicProcedure, router } from "../../trpc/init.ts";
import * as teams from "./service.ts";

/** Invitations also leave by e-mail, with a link to the web app. */

/** Teams are for signed-in, onboarded players (docs/product.md §1); which team role may do what is checked in the service. */
export const teamsRouter = router({
  createTeam: onboardedProcedure.input(createTeamSchema).mutation(({ ctx, input }) => teams.createTeam(ctx.db, ctx.user, input, offlineGazetteer)),
  updateTeam: onboardedProcedure.input(updateTeamSchema).mutation(({ ctx, input }) => teams.updateTeam(ctx.db, ctx.user, input, offlineGazetteer)),
  deleteTeam: onboardedProcedure.input(deleteTeamSchema).mutation(({ ctx, input }) => teams.deleteTeam(ctx.db, ctx.user, input)),
  getTeam: onboardedProcedure.input(getTeamSchema).query(({ ctx, input }) => teams.getTeam(ctx.db, ctx.user, input.slug)),
  // A team's shared link, opened without a session: what the team shows the world (team-teaser.ts).
  getTeamTeaser: publicProcedure.input(getTeamSchema).query(({ ctx, input }) => teams.getTeamTeaser(ctx.db, input.slug)),
  getMyTeam: onboardedProcedure.query(({ ctx }) => teams.getMyTeam(ctx.db, ctx.user)),
  searchTeams: onboardedProcedure.input(searchTeamsSchema).query(({ ctx, input }) => teams.searchTeams(ctx.db, input)),

  applyToTeam: onboardedProcedure.input(applyToTeamSchema).mutation(({ ctx, input }) => teams.applyToTeam(ctx.db, ctx.user, input)),
  cancelApplication: onboardedProcedure.input(applicationIdSchema).mutation(({ ctx, input }) => teams.cancelApplication(ctx.db, ctx.user, input.applicationId)),
  acceptApplication: onboardedProcedure.input(applicationIdSchema).mutation(({ ctx, input }) => teams.acceptApplication(ctx.db, ctx.user, input.applicationId)),
  declineApplication: onboardedProcedure
    .input(applicationIdSchema)
    .mutation(({ ctx, input }) => teams.declineApplication(ctx.db, ctx.user, input.applicationId)),
  inviteToTeam: onboardedProcedure.input(inviteToTeamSchema).mutation(({ ctx, input }) => teams.inviteToTeam(ctx.db, ctx.user, input)),
  cancelInvitation: onboardedProcedure.input(invitationIdSchema).mutation(({ ctx, input }) => teams.cancelInvitation(ctx.db, ctx.user, input.invitationId)),
  acceptInvitation: onboardedProcedure.input(invitationIdSchema).mutation(({ ctx, input }) => teams.acceptInvitation(ctx.db, ctx.user, input.invitationId)),
  declineInvitation: onboardedProcedure.input(invitationIdSchema).mutation(({ ctx, input }) => teams.declineInvitation(ctx.db, ctx.user, input.invitationId)),

  updateMember: onboardedProcedure.input(updateMemberSchema).mutation(({ ctx, input }) => teams.updateMember(ctx.db, ctx.user, input)),
  removeMember: onboardedProcedure.input(memberIdSchema).mutation(({ ctx, input }) => teams.removeMember(ctx.db, ctx.user, input.memberId)),
  leaveTeam: onboardedProcedure.mutation(({ ctx }) => teams.leaveTeam(ctx.db, ctx.user)),
  transferOwnership: onboardedProcedure.input(transferOwnershipSchema).mutation(({ ctx, input }) => teams.transferOwnership(ctx.db, ctx.user, input)),

  createTeamPost: onboardedProcedure.input(createTeamPostSchema).mutation(({ ctx, input }) => teams.createTeamPost(ctx.db, ctx.user, input)),
  deleteTeamPost: onboardedProcedure.input(teamPostIdSchema).mutation(({ ctx, input }) => teams.deleteTeamPost(ctx.db, ctx.user, input.postId)),
  getTeamPosts: onboardedProcedure.input(getTeamPostsSchema).query(({ ctx, input }) => teams.getTeamPosts(ctx.db, ctx.user, input)),
  getTeamGames: onboardedProcedure.input(teamIdSchema).query(({ ctx, input }) => teams.getTeamGames(ctx.db, ctx.user, input.teamId)),
  getGameTeams: onboardedProcedure.input(gameTeamsSchema).query(({ ctx, input }) => teams.getGameTeams(ctx.db, ctx.user, input.gameId)),
});
