import { randomUUID } from "node:crypto";
import { FORBIDDEN, NOT_FOUND, NOT_IN_TEAM, NO_REQUEST, SELF, anyone, onboarded, onlyFor, type MatrixRow, type Overrides } from "./authorization-outcomes.ts";
import { teamInput, uniqueTeamName } from "./teams.ts";

/** The organizer and the friend are in the world's team. */
const inTeam: Overrides = { organizer: "409 ALREADY_IN_TEAM", friend: "409 ALREADY_IN_TEAM" };

export const TEAM_ROWS: Record<string, MatrixRow> = {
  // ---- teams ----
  // Teams are public: to a non-leader, a team's management answers FORBIDDEN, not NOT_FOUND.
  "teams.createTeam": { input: () => teamInput({ name: uniqueTeamName("Matrice") }), expect: onboarded(inTeam) },
  "teams.updateTeam": { input: (w) => ({ teamId: w.team.id, ...teamInput({ name: uniqueTeamName("Renommee") }) }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.deleteTeam": { input: (w) => ({ teamId: w.team.id, confirmName: w.team.name }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.getTeam": { input: (w) => ({ slug: w.team.slug }), expect: onboarded() },
  // A team's shared link: what it shows the world, to anyone.
  "teams.getTeamTeaser": { input: (w) => ({ slug: w.team.slug }), expect: anyone() },
  "teams.getMyTeam": { expect: onboarded() },

  // ---- discord ----
  // A team's channels are its leaders'; a connection of another's does not exist for them.
  "discord.getConnections": { input: (w) => ({ kind: "team", teamId: w.team.id }), expect: onlyFor(["organizer"], FORBIDDEN) },
  // The rights come first; the leader's call then reaches the tests' unreachable Discord, and nothing is saved.
  "discord.connect": {
    input: (w) => ({
      owner: { kind: "team", teamId: w.team.id },
      url: `https://discord.com/api/webhooks/${"2".repeat(18)}/${"k".repeat(68)}`,
      lang: "fr",
      events: ["news"],
    }),
    expect: onlyFor(["organizer"], FORBIDDEN, { organizer: "503 DISCORD_UNREACHABLE" }),
  },
  "discord.updateConnection": { input: (w) => ({ connectionId: w.discordConnectionId, lang: "en", events: ["news"] }), expect: onlyFor(["organizer"]) },
  "discord.disconnect": { input: (w) => ({ connectionId: w.discordConnectionId }), expect: onlyFor(["organizer"]) },
  "teams.searchTeams": { input: () => ({}), expect: onboarded() },
  "teams.applyToTeam": { input: (w) => ({ teamId: w.team.id, message: "Partant !" }), expect: onboarded(inTeam) },
  "teams.cancelApplication": { input: (w) => ({ applicationId: w.applicationId }), expect: onlyFor([]) },
  "teams.acceptApplication": { input: (w) => ({ applicationId: w.applicationId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.declineApplication": { input: (w) => ({ applicationId: w.applicationId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.inviteToTeam": { input: (w) => ({ teamId: w.team.id, userId: w.player.id }), expect: onlyFor(["organizer"], FORBIDDEN, { player: SELF }) },
  "teams.cancelInvitation": { input: (w) => ({ invitationId: w.invitationId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.acceptInvitation": { input: (w) => ({ invitationId: w.invitationId }), expect: onlyFor([]) },
  "teams.declineInvitation": { input: (w) => ({ invitationId: w.invitationId }), expect: onlyFor([]) },
  "teams.updateMember": { input: (w) => ({ memberId: w.team.friendMemberId, role: "admin" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.removeMember": { input: (w) => ({ memberId: w.team.friendMemberId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.leaveTeam": { expect: onlyFor(["friend"], NOT_IN_TEAM, { organizer: "409 TEAM_OWNER_MUST_TRANSFER" }) },
  "teams.transferOwnership": { input: (w) => ({ teamId: w.team.id, memberId: w.team.friendMemberId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.createTeamPost": { input: (w) => ({ teamId: w.team.id, text: "Rendez-vous 8 h" }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.deleteTeamPost": { input: (w) => ({ postId: w.postId }), expect: onlyFor(["organizer"], FORBIDDEN) },
  "teams.getTeamPosts": { input: (w) => ({ teamId: w.team.id }), expect: onboarded() },
  "teams.getTeamGames": { input: (w) => ({ teamId: w.team.id }), expect: onboarded() },
  "teams.getGameTeams": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer"], FORBIDDEN) },

  // ---- messages ----
  "messages.getConversations": { input: () => ({}), expect: onboarded() },
  "messages.getConversation": { input: (w) => ({ conversationId: w.conversationId }), expect: onlyFor(["organizer", "friend"]) },
  "messages.getMessages": { input: (w) => ({ conversationId: w.conversationId }), expect: onlyFor(["organizer", "friend"]) },
  "messages.getUnreadSummary": { expect: onboarded() },
  "messages.getBlockedPlayers": { expect: onboarded() },
  "messages.openGameConversation": { input: (w) => ({ gameId: w.gameId }), expect: onlyFor(["organizer", "registrant"]) },
  "messages.openTeamConversation": { expect: onlyFor(["organizer", "friend"], NOT_IN_TEAM) },
  "messages.openDirectConversation": { input: (w) => ({ userId: w.organizer.id }), expect: onboarded({ organizer: SELF }) },
  "messages.sendMessage": {
    input: (w) => ({ conversationId: w.conversationId, clientId: randomUUID(), body: "Salut" }),
    expect: onlyFor(["organizer", "friend"]),
  },
  "messages.markRead": { input: (w) => ({ conversationId: w.conversationId, messageId: w.messageId }), expect: onlyFor(["organizer", "friend"]) },
  // Friends write straight to the inbox: there is no request to accept, for its members either.
  "messages.acceptRequest": {
    input: (w) => ({ conversationId: w.conversationId }),
    expect: onlyFor([], NOT_FOUND, { organizer: NO_REQUEST, friend: NO_REQUEST }),
  },
  "messages.declineRequest": {
    input: (w) => ({ conversationId: w.conversationId }),
    expect: onlyFor([], NOT_FOUND, { organizer: NO_REQUEST, friend: NO_REQUEST }),
  },
  "messages.blockPlayer": { input: (w) => ({ userId: w.organizer.id }), expect: onboarded({ organizer: SELF }) },
  "messages.unblockPlayer": { input: (w) => ({ userId: w.organizer.id }), expect: onboarded() },
};
