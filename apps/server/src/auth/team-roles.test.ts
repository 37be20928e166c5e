import { TEAM_ROLES, TEAM_STATEMENTS, teamRoleCan } from "@escouade/contracts/team-roles";
import { describe, expect, it } from "vitest";
import { teamRoles } from "./team-roles.ts";

/** Every subset of a list: the requests one resource can be asked with. */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);
}

describe("team roles: better-auth and our services read one rule set", () => {
  it.each(TEAM_ROLES)("the %s role answers every request the same on both sides", (role) => {
    for (const [resource, actions] of Object.entries(TEAM_STATEMENTS)) {
      for (const asked of subsets(actions)) {
        const request = { [resource]: asked };
        const ours = teamRoleCan(role, request);
        const theirs = teamRoles[role].authorize(request as Parameters<(typeof teamRoles)[typeof role]["authorize"]>[0]).success;
        expect(ours, `${role} ${resource}:${asked.join("+")}`).toBe(theirs);
      }
    }
  });

  it("and across resources: an admin cannot delete even when also asking to update", () => {
    const request = { organization: ["update"], ownership: ["transfer"] } as const;
    expect(teamRoles.admin.authorize(request).success).toBe(false);
    expect(teamRoleCan("admin", request)).toBe(false);
    expect(teamRoles.owner.authorize(request).success).toBe(true);
    expect(teamRoleCan("owner", request)).toBe(true);
  });
});
