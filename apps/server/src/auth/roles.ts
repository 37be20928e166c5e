import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { createAccessControl } from "better-auth/plugins/access";

/**
 * Site-wide roles (the admin plugin). Moderators handle reports and may ban, but cannot
 * change roles, impersonate or delete accounts: that stays with admins.
 */
export const accessControl = createAccessControl(defaultStatements);

export const siteRoles = {
  user: userAc,
  moderator: accessControl.newRole({
    user: ["list", "get", "ban"],
    session: ["list", "revoke"],
  }),
  admin: adminAc,
};

export type SiteRole = keyof typeof siteRoles;
export const MODERATION_ROLES: readonly SiteRole[] = ["moderator", "admin"];
