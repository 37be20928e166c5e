import type { GameRole, TeamLinkKind, TeamOffice } from "@escouade/contracts/teams";
import type { TeamRole } from "@escouade/contracts/team-roles";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const TEAM_ROLE_LABELS: Record<TeamRole, MessageDescriptor> = {
  owner: msg`Chef d'équipe`,
  admin: msg`Responsable`,
  member: msg`Membre`,
};

/** The groups of the line-up, by organization role. */
export const TEAM_ROLE_GROUP_LABELS: Record<TeamRole, MessageDescriptor> = {
  owner: msg`Chef d'équipe`,
  admin: msg`Responsables`,
  member: msg`Membres`,
};

export const GAME_ROLE_LABELS: Record<GameRole, MessageDescriptor> = {
  leader: msg`Chef de groupe`,
  assault: msg`Assaut`,
  support: msg`Soutien`,
  sniper: msg`Sniper`,
  dmr: msg`DMR`,
  scout: msg`Éclaireur`,
  medic: msg`Médic`,
  grenadier: msg`Grenadier`,
  breacher: msg`Breacher`,
  radio: msg`Radio`,
};

export const TEAM_OFFICE_LABELS: Record<TeamOffice, MessageDescriptor> = {
  president: msg`Président`,
  vice_president: msg`Vice-président`,
  treasurer: msg`Trésorier`,
  secretary: msg`Secrétaire`,
};

export const TEAM_LINK_LABELS: Record<TeamLinkKind, MessageDescriptor> = {
  website: msg`Site web`,
  facebook: msg`Facebook`,
  instagram: msg`Instagram`,
  youtube: msg`YouTube`,
  discord: msg`Discord`,
  tiktok: msg`TikTok`,
};
