/**
 * What each team role may do (docs/product.md §1): one table, read by better-auth's organization plugin
 * (apps/server/src/auth/team-roles.ts builds its access control from it), by our team services
 * and by the web, which shows a leader's buttons only to leaders. The resources and actions of
 * better-auth's organization plugin, plus two of ours: news posts and handing the team over.
 */
export const TEAM_ROLES = ["owner", "admin", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles a leader may give: the owner's role only moves through a transfer of ownership. */
export const ASSIGNABLE_TEAM_ROLES = ["admin", "member"] as const satisfies readonly TeamRole[];
export type AssignableTeamRole = (typeof ASSIGNABLE_TEAM_ROLES)[number];

export const TEAM_STATEMENTS = {
  organization: ["update", "delete"],
  member: ["create", "update", "delete"],
  invitation: ["create", "cancel"],
  team: ["create", "update", "delete"],
  ac: ["create", "read", "update", "delete"],
  post: ["create", "delete"],
  ownership: ["transfer"],
} as const;

export type TeamResource = keyof typeof TEAM_STATEMENTS;
export type TeamPermissions = { readonly [R in TeamResource]?: readonly (typeof TEAM_STATEMENTS)[R][number][] };

/**
 * owner: update or delete the team, manage members, invitations and posts, hand the team over;
 * admin: the same but neither delete nor hand over; member: read-only.
 */
export const TEAM_ROLE_PERMISSIONS = {
  owner: {
    organization: ["update", "delete"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
    team: ["create", "update", "delete"],
    ac: ["create", "read", "update", "delete"],
    post: ["create", "delete"],
    ownership: ["transfer"],
  },
  admin: {
    organization: ["update"],
    member: ["create", "update", "delete"],
    invitation: ["create", "cancel"],
    team: ["create", "update", "delete"],
    ac: ["create", "read", "update", "delete"],
    post: ["create", "delete"],
    ownership: [],
  },
  member: {
    organization: [],
    member: [],
    invitation: [],
    team: [],
    ac: ["read"],
    post: [],
    ownership: [],
  },
} as const satisfies Record<TeamRole, Required<TeamPermissions>>;

export function isTeamRole(value: unknown): value is TeamRole {
  return typeof value === "string" && (TEAM_ROLES as readonly string[]).includes(value);
}

/**
 * Whether `role` may do every action asked: better-auth's `authorize` with its default "AND", so
 * an empty request, or a resource asked with no action, grants nothing.
 */
export function teamRoleCan(role: string | null | undefined, request: TeamPermissions): boolean {
  if (!isTeamRole(role)) return false;
  const granted: TeamPermissions = TEAM_ROLE_PERMISSIONS[role];
  const resources = Object.keys(request) as TeamResource[];
  return (
    resources.length > 0 &&
    resources.every((resource) => {
      const asked = (request[resource] ?? []) as readonly string[];
      const allowed = (granted[resource] ?? []) as readonly string[];
      return asked.length > 0 && asked.every((action) => allowed.includes(action));
    })
  );
}

/** Owner and admins lead the team: they recruit, manage members and write its news. */
export function isTeamLeader(role: string | null | undefined): boolean {
  return teamRoleCan(role, { member: ["create", "update", "delete"], invitation: ["create", "cancel"] });
}
