import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { createAccessControl } from "better-auth/plugins/access";

/**
 * Site-wide roles (the admin plugin). Moderators handle reports; they suspend and ban through the
 * moderation procedures (which keep them off admins and other moderators and write the audit
 * log), never through the plugin's endpoints. Changing roles, impersonating and deleting
 * accounts stays with admins.
 */
export const accessControl = createAccessControl(defaultStatements);

export const siteRoles = {
  user: userAc,
  moderator: accessControl.newRole({
    user: ["list", "get"],
    session: ["list"],
  }),
  admin: adminAc,
};

export type SiteRole = keyof typeof siteRoles;
export const MODERATION_ROLES: readonly SiteRole[] = ["moderator", "admin"];

/** Whether a user's site role (better-auth keeps several as "a,b") is one of the moderation team's. */
export function hasModerationRole(role: string | null | undefined): boolean {
  return (role ?? "user").split(",").some((one) => MODERATION_ROLES.includes(one as SiteRole));
}
