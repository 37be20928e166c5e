import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamProfile } from "../../db/schema/index.ts";
import { Client, createTestApp, expectError, expectOk, type TestApp } from "../../../test-support/app.ts";
import { createTeamWith } from "../../../test-support/teams.ts";

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

describe("a team's shared link, opened without a session", () => {
  it("shows what the team wrote for everyone and how many they are, never who they are", async () => {
    const team = await createTeamWith(server.database.db, { members: 2, input: { recruiting: true, recruitingText: "Nous cherchons deux snipers." } });
    const teaser = expectOk(await new Client(server.app).query<Record<string, unknown>>("teams.getTeamTeaser", { slug: team.slug }));
    expect(teaser).toMatchObject({ name: team.name, slug: team.slug, memberCount: 3, recruiting: true, recruitingText: "Nous cherchons deux snipers." });
    // Not the members, not the team's internal id.
    const raw = JSON.stringify(teaser);
    for (const player of [team.owner, ...team.members]) {
      expect(raw).not.toContain(player.id);
      expect(raw).not.toContain(player.username);
    }
    expect(teaser).not.toHaveProperty("members");
    expect(teaser).not.toHaveProperty("id");
  });

  it("finds neither a removed team nor an unknown slug", async () => {
    const team = await createTeamWith(server.database.db);
    await server.database.db.update(teamProfile).set({ removedAt: new Date() }).where(eq(teamProfile.organizationId, team.id));
    const anonymous = new Client(server.app);
    expect(expectError(await anonymous.query("teams.getTeamTeaser", { slug: team.slug })).data.appCode).toBe("NOT_FOUND");
    expect(expectError(await anonymous.query("teams.getTeamTeaser", { slug: "personne-ici" })).data.appCode).toBe("NOT_FOUND");
    // A slug the contracts refuse is a clear 400, not a query.
    expect((await anonymous.query("teams.getTeamTeaser", { slug: "x".repeat(500) })).status).toBe(400);
  });
});
