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
