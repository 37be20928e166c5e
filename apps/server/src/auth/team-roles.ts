import { TEAM_ROLE_PERMISSIONS, TEAM_STATEMENTS } from "@escouade/contracts/team-roles";
import { createAccessControl } from "better-auth/plugins/access";

/**
 * The organization plugin's access control, built from the one table of team permissions in
 * contracts (docs/product.md §1), which our team services read too (`teamRoleCan`): the auth API's
 * /organization/* endpoints and our procedures enforce the same rules. team-roles.test.ts checks
 * the two agree on every role, resource and action.
 */
export const teamAccessControl = createAccessControl(TEAM_STATEMENTS);

export const teamRoles = {
  owner: teamAccessControl.newRole(TEAM_ROLE_PERMISSIONS.owner),
  admin: teamAccessControl.newRole(TEAM_ROLE_PERMISSIONS.admin),
  member: teamAccessControl.newRole(TEAM_ROLE_PERMISSIONS.member),
};
