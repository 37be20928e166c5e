import type { SessionData } from "@/lib/auth-client.ts";

/** The server's MODERATION_ROLES; better-auth stores several roles as "a,b". */
const MODERATION_ROLES = ["moderator", "admin"];

const rolesOf = (user: SessionData["user"]) => (user.role ?? "user").split(",").map((role) => role.trim());

/** Moderators and admins: the moderation pages and their menu link. */
export function isModerator(user: SessionData["user"]): boolean {
  return rolesOf(user).some((role) => MODERATION_ROLES.includes(role));
}

/** Admins: the audit log and the moderators' list. */
export function isAdmin(user: SessionData["user"]): boolean {
  return rolesOf(user).includes("admin");
}
