import { describe, expect, it } from "vitest";
import { ASSIGNABLE_TEAM_ROLES, isTeamLeader, isTeamRole, TEAM_ROLE_PERMISSIONS, TEAM_ROLES, TEAM_STATEMENTS, teamRoleCan } from "./team-roles.ts";

describe("TEAM_ROLE_PERMISSIONS (docs/product.md §1)", () => {
  it("lets the owner update and delete the team, manage members and invitations, post and hand over", () => {
    expect(
      teamRoleCan("owner", {
        organization: ["update", "delete"],
        member: ["create", "update", "delete"],
        invitation: ["create", "cancel"],
        post: ["create", "delete"],
        ownership: ["transfer"],
      }),
    ).toBe(true);
  });

  it("lets an admin do the same except delete the team or hand it over", () => {
    expect(
      teamRoleCan("admin", { organization: ["update"], member: ["create", "update", "delete"], invitation: ["create", "cancel"], post: ["create", "delete"] }),
    ).toBe(true);
    expect(teamRoleCan("admin", { organization: ["delete"] })).toBe(false);
    expect(teamRoleCan("admin", { ownership: ["transfer"] })).toBe(false);
  });

  it("keeps a member read-only", () => {
    for (const [resource, actions] of Object.entries(TEAM_STATEMENTS)) {
      for (const action of actions) {
        const allowed = teamRoleCan("member", { [resource]: [action] });
        expect(allowed, `${resource}:${action}`).toBe(resource === "ac" && action === "read");
      }
    }
  });

  it("grants only actions that exist", () => {
    for (const role of TEAM_ROLES) {
      for (const [resource, actions] of Object.entries(TEAM_ROLE_PERMISSIONS[role])) {
        const known = TEAM_STATEMENTS[resource as keyof typeof TEAM_STATEMENTS] as readonly string[];
        for (const action of actions as readonly string[]) expect(known).toContain(action);
      }
    }
  });
});

describe("teamRoleCan", () => {
  it("needs every action asked, as better-auth's authorize does", () => {
    expect(teamRoleCan("admin", { organization: ["update", "delete"] })).toBe(false);
    expect(teamRoleCan("admin", { organization: ["update"], ownership: ["transfer"] })).toBe(false);
  });

  it("grants nothing for an empty request or a resource asked with no action", () => {
    expect(teamRoleCan("owner", {})).toBe(false);
    expect(teamRoleCan("owner", { member: [] })).toBe(false);
  });

  it("knows no other role, nor a list of roles", () => {
    for (const role of [null, undefined, "", "Owner", "moderator", "admin,member", "toString"])
      expect(teamRoleCan(role, { organization: ["update"] })).toBe(false);
  });
});

describe("isTeamRole and isTeamLeader", () => {
  it("names the three roles; owner and admins lead", () => {
    expect(TEAM_ROLES.map(isTeamRole)).toEqual([true, true, true]);
    expect(isTeamRole("leader")).toBe(false);
    expect(isTeamLeader("owner")).toBe(true);
    expect(isTeamLeader("admin")).toBe(true);
    expect(isTeamLeader("member")).toBe(false);
    expect(isTeamLeader(null)).toBe(false);
  });

  it("never lets a leader give the owner's role", () => {
    expect(ASSIGNABLE_TEAM_ROLES).toEqual(["admin", "member"]);
  });
});
