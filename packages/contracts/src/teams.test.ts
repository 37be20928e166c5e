import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isImageKey } from "./media.ts";
import {
  applicationIdSchema,
  applyToTeamSchema,
  createTeamPostSchema,
  createTeamSchema,
  deleteTeamSchema,
  gameTeamsSchema,
  getTeamPostsSchema,
  getTeamSchema,
  invitationIdSchema,
  inviteToTeamSchema,
  memberIdSchema,
  searchTeamsSchema,
  serialIdSchema,
  SINGLE_HOLDER_OFFICES,
  TEAM_OFFICES,
  TEAM_SLUG_MAX,
  teamIdSchema,
  teamNameSchema,
  teamPostIdSchema,
  teamSlugBase,
  teamSlugCandidate,
  teamSlugSchema,
  textIdSchema,
  transferOwnershipSchema,
  updateMemberSchema,
  updateTeamSchema,
} from "./teams.ts";
import { issues } from "./test-support/schema-issues.ts";

const team = { name: "Les Renards", city: "Lyon", country: "fr", languages: ["fr"] };
const photo = "uploads/0b9f4c3e-1d2a-4c6b-9e8f-7a6b5c4d3e2f";

describe("teamNameSchema", () => {
  it("trims, needs 3 to 40 characters and no control character", () => {
    expect(teamNameSchema.parse("  Les Renards  ")).toBe("Les Renards");
    expect(teamNameSchema.parse("Les \t  Renards")).toBe("Les Renards");
    expect(issues(teamNameSchema, "  ")).toEqual([": required"]);
    expect(issues(teamNameSchema, "AB")).toEqual([": team_name_too_short"]);
    expect(issues(teamNameSchema, "ABC")).toEqual([]);
    expect(issues(teamNameSchema, "n".repeat(40))).toEqual([]);
    expect(issues(teamNameSchema, "n".repeat(41))).toEqual([": too_long"]);
    expect(issues(teamNameSchema, "Les\u0000Renards")).toEqual([": invalid_characters"]);
  });
});

describe("createTeamSchema", () => {
  it("fills what a leader leaves out", () => {
    expect(createTeamSchema.parse(team)).toEqual({
      ...team,
      description: "",
      postalCode: "",
      homeFieldId: null,
      recruiting: false,
      recruitingText: "",
      minimumAge: null,
      foundedYear: null,
      isAssociation: false,
      links: {},
      logoKey: null,
      bannerKey: null,
    });
  });

  it("needs a city, a country and a spoken language", () => {
    expect(issues(createTeamSchema, { ...team, city: " " })).toEqual(["city: city_required"]);
    expect(issues(createTeamSchema, { ...team, country: "us" })).toEqual(["country: country_required"]);
    expect(issues(createTeamSchema, { ...team, languages: [] })).toEqual(["languages: languages_required"]);
    expect(issues(createTeamSchema, { ...team, languages: ["fr", "fr"] })).toEqual(["languages: languages_required"]);
  });

  it("bounds the texts: description 2000, recruiting text 280", () => {
    expect(issues(createTeamSchema, { ...team, description: "d".repeat(2000), recruitingText: "r".repeat(280) })).toEqual([]);
    expect(issues(createTeamSchema, { ...team, description: "d".repeat(2001) })).toEqual(["description: too_long"]);
    expect(issues(createTeamSchema, { ...team, recruitingText: "r".repeat(281) })).toEqual(["recruitingText: too_long"]);
    expect(issues(createTeamSchema, { ...team, description: "ligne 1\nligne 2\ttab" })).toEqual([]);
    expect(issues(createTeamSchema, { ...team, description: "nul\u0000" })).toEqual(["description: invalid_characters"]);
  });

  it("takes a minimum age of 18 to 99 and a founding year from 1980 to this year", () => {
    const year = new Date().getUTCFullYear();
    expect(issues(createTeamSchema, { ...team, minimumAge: 18, foundedYear: 1980 })).toEqual([]);
    expect(issues(createTeamSchema, { ...team, minimumAge: 99, foundedYear: year })).toEqual([]);
    expect(issues(createTeamSchema, { ...team, minimumAge: 17 })).toEqual(["minimumAge: minimum_age_invalid"]);
    expect(issues(createTeamSchema, { ...team, minimumAge: 100 })).toEqual(["minimumAge: minimum_age_invalid"]);
    expect(issues(createTeamSchema, { ...team, foundedYear: 1979 })).toEqual(["foundedYear: founded_year_invalid"]);
    expect(issues(createTeamSchema, { ...team, foundedYear: year + 1 })).toEqual(["foundedYear: founded_year_invalid"]);
    expect(issues(createTeamSchema, { ...team, foundedYear: 2001.5 })).toEqual(["foundedYear: founded_year_invalid"]);
  });

  it("keeps web links over http or https only, drops the empty ones and unknown kinds", () => {
    const parsed = createTeamSchema.parse({
      ...team,
      links: { website: "https://renards.example", discord: "https://discord.gg/abc", facebook: "", myspace: "https://x.example" },
    });
    expect(parsed.links).toEqual({ website: "https://renards.example", discord: "https://discord.gg/abc" });
    for (const url of ["javascript:alert(1)", "ftp://renards.example", "renards.example", "https://", "http://localhost"]) {
      expect(issues(createTeamSchema, { ...team, links: { website: url } }), url).toEqual(["links.website: url_invalid"]);
    }
    expect(issues(createTeamSchema, { ...team, links: { website: `https://renards.example/${"a".repeat(300)}` } })).toEqual(["links.website: too_long"]);
  });

  it("takes images only as keys of our uploads", () => {
    expect(issues(createTeamSchema, { ...team, logoKey: photo, bannerKey: photo })).toEqual([]);
    for (const key of ["../secret", "https://evil.example/a.png", "uploads/x", `${photo}/../..`]) {
      expect(issues(createTeamSchema, { ...team, logoKey: key }), key).toEqual(["logoKey: image_invalid"]);
    }
    expect(isImageKey(photo)).toBe(true);
    expect(isImageKey(42)).toBe(false);
  });

  it("takes a postal code, trimmed, of 12 letters, digits, spaces or dashes at most, or none", () => {
    expect(createTeamSchema.parse({ ...team, postalCode: " 69001 " }).postalCode).toBe("69001");
    expect(createTeamSchema.parse({ ...team, postalCode: "" }).postalCode).toBe("");
    for (const postalCode of ["SW1A 1AA", "L-1111", "1".repeat(12)]) expect(issues(createTeamSchema, { ...team, postalCode }), postalCode).toEqual([]);
    expect(issues(createTeamSchema, { ...team, postalCode: "1".repeat(13) })).toEqual(["postalCode: too_long"]);
    for (const postalCode of ["#69001", "69001#", "69_001"])
      expect(issues(createTeamSchema, { ...team, postalCode }), postalCode).toEqual(["postalCode: postal_code_invalid"]);
  });

  it("refuses a home field id out of the database's range", () => {
    expect(issues(createTeamSchema, { ...team, homeFieldId: 2 ** 31 - 1 })).toEqual([]);
    expect(issues(createTeamSchema, { ...team, homeFieldId: 2 ** 31 })).toHaveLength(1);
    expect(issues(createTeamSchema, { ...team, homeFieldId: 0 })).toHaveLength(1);
  });
});

describe("updateTeamSchema and deleteTeamSchema", () => {
  it("an edit names the team it changes", () => {
    expect(updateTeamSchema.parse({ ...team, teamId: "t1" })).toMatchObject({ ...team, teamId: "t1" });
    expect(issues(updateTeamSchema, team)).toHaveLength(1);
  });

  it("deleting asks for the name typed again, 100 characters at most", () => {
    expect(deleteTeamSchema.parse({ teamId: "t1", confirmName: "Les Renards" })).toEqual({ teamId: "t1", confirmName: "Les Renards" });
    expect(issues(deleteTeamSchema, { teamId: "t1", confirmName: "n".repeat(100) })).toEqual([]);
    expect(issues(deleteTeamSchema, { teamId: "t1", confirmName: "n".repeat(101) })).toHaveLength(1);
    expect(issues(deleteTeamSchema, { confirmName: "Les Renards" })).toHaveLength(1);
  });
});

describe("ids", () => {
  it("bounds serial ids to PostgreSQL's integer and text ids to 64 safe characters", () => {
    expect(serialIdSchema.safeParse(1).success).toBe(true);
    expect(serialIdSchema.safeParse(2_147_483_647).success).toBe(true);
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER]) expect(serialIdSchema.safeParse(id).success, String(id)).toBe(false);
    expect(textIdSchema.safeParse("0b9f4c3e-1d2a-4c6b-9e8f-7a6b5c4d3e2f").success).toBe(true);
    for (const id of ["", "a".repeat(65), "a b", "a\u0000", "é", "a/b"]) expect(textIdSchema.safeParse(id).success, id).toBe(false);
    expect(inviteToTeamSchema.safeParse({ teamId: "t", userId: "x".repeat(65) }).success).toBe(false);
  });

  it("name a team, an application, an invitation, a member, a post or a game, and nothing else passes", () => {
    const named: Array<[z.ZodType, Record<string, unknown>]> = [
      [teamIdSchema, { teamId: "t1" }],
      [applicationIdSchema, { applicationId: 3 }],
      [invitationIdSchema, { invitationId: "i1" }],
      [memberIdSchema, { memberId: "m1" }],
      [transferOwnershipSchema, { teamId: "t1", memberId: "m1" }],
      [teamPostIdSchema, { postId: 5 }],
      [gameTeamsSchema, { gameId: 8 }],
    ];
    for (const [schema, value] of named) {
      expect(schema.parse({ ...value, extra: true })).toEqual(value);
      expect(schema.safeParse({}).success, JSON.stringify(value)).toBe(false);
    }
    expect(transferOwnershipSchema.safeParse({ teamId: "t1" }).success).toBe(false);
  });
});

describe("slugs", () => {
  it("are lower-case ASCII words joined by dashes", () => {
    expect(teamSlugBase("Les Loups d'Éole")).toBe("les-loups-d-eole");
    expect(teamSlugBase("  Œil de Lynx -- Straße ")).toBe("oeil-de-lynx-strasse");
    expect(teamSlugBase("Команда")).toBe("team");
    expect(teamSlugBase("New")).toBe("team-new");
    expect(teamSlugBase("n".repeat(40))).toHaveLength(40);
    expect(teamSlugBase("Ægide")).toBe("aegide");
    expect(teamSlugSchema.safeParse(teamSlugBase("Delta Force 2")).success).toBe(true);
  });

  it("never take a word the team pages might use", () => {
    for (const word of ["new", "create", "edit", "search", "settings", "me", "mine"]) expect(teamSlugBase(word.toUpperCase())).toBe(`team-${word}`);
    expect(teamSlugBase("Mines")).toBe("mines");
  });

  it("keep room for a collision suffix and never end on a dash when cut", () => {
    const base = teamSlugBase(`${"a".repeat(TEAM_SLUG_MAX - 5)} bravo`);
    expect(base).toBe("a".repeat(TEAM_SLUG_MAX - 5));
    expect(teamSlugBase("b".repeat(TEAM_SLUG_MAX))).toHaveLength(TEAM_SLUG_MAX - 4);
    expect(teamSlugSchema.safeParse(teamSlugCandidate(teamSlugBase("b".repeat(TEAM_SLUG_MAX)), 999)).success).toBe(true);
  });

  it("take a number on collision", () => {
    expect(teamSlugCandidate("delta", 1)).toBe("delta");
    expect(teamSlugCandidate("delta", 2)).toBe("delta-2");
  });

  it("are checked before any query", () => {
    expect(getTeamSchema.safeParse({ slug: "les-renards" }).success).toBe(true);
    for (const slug of ["", "Les-Renards", "les--renards", "-x", "x".repeat(61), "a\u0000"])
      expect(getTeamSchema.safeParse({ slug }).success, slug).toBe(false);
  });
});

describe("recruitment and members", () => {
  it("bounds an application's message to 500 characters", () => {
    expect(applyToTeamSchema.parse({ teamId: "t1" })).toEqual({ teamId: "t1", message: "" });
    expect(issues(applyToTeamSchema, { teamId: "t1", message: "m".repeat(501) })).toEqual(["message: too_long"]);
  });

  it("gives the president, the treasurer and the secretary one holder each; vice-presidents may be several", () => {
    expect(SINGLE_HOLDER_OFFICES).toEqual(["president", "treasurer", "secretary"]);
    expect(TEAM_OFFICES.filter((office) => !SINGLE_HOLDER_OFFICES.includes(office))).toEqual(["vice_president"]);
  });

  it("lets a leader give admin or member, never owner", () => {
    expect(updateMemberSchema.safeParse({ memberId: "m1", role: "admin", gameRole: "sniper", office: "treasurer" }).success).toBe(true);
    expect(updateMemberSchema.safeParse({ memberId: "m1", gameRole: null, office: null }).success).toBe(true);
    expect(issues(updateMemberSchema, { memberId: "m1", role: "owner" })).toHaveLength(1);
    expect(issues(updateMemberSchema, { memberId: "m1", gameRole: "pilot" })).toHaveLength(1);
  });
});

describe("posts and search", () => {
  it("a post has 1 to 4000 characters and at most four photos", () => {
    expect(issues(createTeamPostSchema, { teamId: "t1", text: " " })).toEqual(["text: required"]);
    expect(issues(createTeamPostSchema, { teamId: "t1", text: "t".repeat(4001) })).toEqual(["text: too_long"]);
    expect(issues(createTeamPostSchema, { teamId: "t1", text: "Sortie", photoKeys: [photo, photo, photo, photo] })).toEqual([]);
    expect(issues(createTeamPostSchema, { teamId: "t1", text: "Sortie", photoKeys: [photo, photo, photo, photo, photo] })).toEqual([
      "photoKeys: too_many_photos",
    ]);
  });

  it("posts are read ten at a time, fifty at most, from a cursor", () => {
    expect(getTeamPostsSchema.parse({ teamId: "t1" })).toEqual({ teamId: "t1", limit: 10 });
    expect(getTeamPostsSchema.parse({ teamId: "t1", cursor: 12, limit: 50 })).toEqual({ teamId: "t1", cursor: 12, limit: 50 });
    expect(getTeamPostsSchema.safeParse({ teamId: "t1", limit: 1 }).success).toBe(true);
    expect(getTeamPostsSchema.safeParse({ teamId: "t1", limit: 0 }).success).toBe(false);
    expect(getTeamPostsSchema.safeParse({ teamId: "t1", limit: 51 }).success).toBe(false);
    expect(getTeamPostsSchema.safeParse({ limit: 10 }).success).toBe(false);
  });

  it("a post without photos has none", () => {
    expect(createTeamPostSchema.parse({ teamId: "t1", text: "Sortie" })).toEqual({ teamId: "t1", text: "Sortie", photoKeys: [] });
  });

  it("search takes a radius of 1 to 500 km, a page of 1 to 50 and a cursor of 200 characters", () => {
    const filters = { q: "renards", radiusKm: 50, recruiting: true, language: "fr", cursor: "c".repeat(200), limit: 50 };
    expect(searchTeamsSchema.parse(filters)).toEqual(filters);
    expect(searchTeamsSchema.safeParse({ radiusKm: 1, limit: 1 }).success).toBe(true);
    expect(searchTeamsSchema.safeParse({ radiusKm: 500 }).success).toBe(true);
    expect(searchTeamsSchema.safeParse({ radiusKm: 0 }).success).toBe(false);
    expect(searchTeamsSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(searchTeamsSchema.safeParse({ cursor: "c".repeat(201) }).success).toBe(false);
  });

  it("search filters are bounded", () => {
    expect(searchTeamsSchema.parse({})).toEqual({ limit: 20 });
    expect(searchTeamsSchema.safeParse({ limit: 51 }).success).toBe(false);
    expect(searchTeamsSchema.safeParse({ radiusKm: 501 }).success).toBe(false);
    expect(searchTeamsSchema.safeParse({ q: "q".repeat(101) }).success).toBe(false);
    expect(searchTeamsSchema.safeParse({ q: "\u0000" }).success).toBe(false);
  });
});
