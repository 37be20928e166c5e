import { describe, expect, it } from "vitest";
import {
  DEFAULT_NAME_VISIBILITY,
  equipmentIdSchema,
  equipmentSchema,
  getPlayersSchema,
  NAME_VISIBILITIES,
  updateEquipmentSchema,
  updateProfileSchema,
  userIdSchema,
} from "./players.ts";
import { issues } from "./test-support/schema-issues.ts";

describe("equipment", () => {
  it("needs a replica's class and power", () => {
    expect(equipmentSchema.parse({ kind: "replica", name: " M4 ", powerClass: "aeg", fps: 330 })).toEqual({
      kind: "replica",
      name: "M4",
      powerClass: "aeg",
      fps: 330,
      notes: "",
    });
    expect(issues(equipmentSchema, { kind: "replica", name: "M4" })).toEqual(["powerClass: required", "fps: required"]);
    expect(issues(equipmentSchema, { kind: "replica", name: "M4", powerClass: "aeg" })).toEqual(["fps: required"]);
    expect(issues(equipmentSchema, { kind: "replica", name: "M4", fps: 330 })).toEqual(["powerClass: required"]);
  });

  it("asks neither of other gear", () => {
    expect(equipmentSchema.parse({ kind: "protection", name: "Masque", notes: "  grillagé " })).toEqual({
      kind: "protection",
      name: "Masque",
      powerClass: null,
      fps: null,
      notes: "grillagé",
    });
  });

  it("bounds the name, the power and the notes", () => {
    const replica = { kind: "replica", name: "M4", powerClass: "aeg", fps: 330 };
    expect(issues(equipmentSchema, { ...replica, name: "  " })).toEqual(["name: required"]);
    expect(issues(equipmentSchema, { ...replica, name: "n".repeat(80), fps: 800, notes: "n".repeat(300) })).toEqual([]);
    expect(issues(equipmentSchema, { ...replica, name: "n".repeat(81) })).toEqual(["name: too_long"]);
    expect(issues(equipmentSchema, { ...replica, fps: 801 })).toEqual(["fps: too_long"]);
    expect(issues(equipmentSchema, { ...replica, fps: 0 })).toEqual(["fps: required"]);
    expect(issues(equipmentSchema, { ...replica, notes: "n".repeat(301) })).toEqual(["notes: too_long"]);
  });

  it("applies the same rule to an edit, which names the item", () => {
    expect(issues(updateEquipmentSchema, { id: 4, kind: "replica", name: "M4", powerClass: "aeg", fps: 330 })).toEqual([]);
    expect(issues(updateEquipmentSchema, { id: 4, kind: "replica", name: "M4" })).toEqual(["powerClass: required", "fps: required"]);
    expect(issues(updateEquipmentSchema, { kind: "other", name: "Sac" })).toHaveLength(1);
    expect(issues(equipmentIdSchema, { id: 0 })).toHaveLength(1);
    expect(equipmentIdSchema.parse({ id: 4 })).toEqual({ id: 4 });
  });
});

describe("updateProfileSchema", () => {
  const profile = {
    bio: " Joueur du dimanche ",
    avatar: 3,
    bannerKey: null,
    availability: "available",
    languages: ["fr"],
    nameVisibility: "nobody",
    ageVisibility: "nobody",
  };

  it("trims the bio and takes one of the numbered avatars or none", () => {
    expect(updateProfileSchema.parse(profile).bio).toBe("Joueur du dimanche");
    expect(issues(updateProfileSchema, { ...profile, avatar: null })).toEqual([]);
    expect(issues(updateProfileSchema, { ...profile, avatar: 1 })).toEqual([]);
    expect(issues(updateProfileSchema, { ...profile, avatar: 12 })).toEqual([]);
    expect(issues(updateProfileSchema, { ...profile, avatar: 0 })).toHaveLength(1);
    expect(issues(updateProfileSchema, { ...profile, avatar: 13 })).toHaveLength(1);
  });

  it("bounds the bio, the banner key and the languages", () => {
    expect(issues(updateProfileSchema, { ...profile, bio: "b".repeat(1000), bannerKey: "k".repeat(200) })).toEqual([]);
    expect(issues(updateProfileSchema, { ...profile, bio: "b".repeat(1001) })).toEqual(["bio: too_long"]);
    expect(issues(updateProfileSchema, { ...profile, bannerKey: "k".repeat(201) })).toHaveLength(1);
    expect(issues(updateProfileSchema, { ...profile, languages: [] })).toEqual(["languages: languages_required"]);
  });

  it("says who sees the real name and, apart, the age: everyone signed in, friends and teammates, or nobody", () => {
    expect(NAME_VISIBILITIES).toEqual(["everyone", "friends", "nobody"]);
    // Call-sign only until the player chooses otherwise.
    expect(DEFAULT_NAME_VISIBILITY).toBe("nobody");
    for (const nameVisibility of NAME_VISIBILITIES) {
      for (const ageVisibility of NAME_VISIBILITIES) {
        expect(updateProfileSchema.parse({ ...profile, nameVisibility, ageVisibility })).toMatchObject({ nameVisibility, ageVisibility });
      }
    }
    expect(issues(updateProfileSchema, { ...profile, nameVisibility: "public" })).toEqual([expect.stringMatching(/^nameVisibility: /)]);
    expect(issues(updateProfileSchema, { ...profile, ageVisibility: "teammates" })).toEqual([expect.stringMatching(/^ageVisibility: /)]);
    expect(issues(updateProfileSchema, { ...profile, nameVisibility: undefined })).toEqual([expect.stringMatching(/^nameVisibility: /)]);
    expect(issues(updateProfileSchema, { ...profile, ageVisibility: null })).toEqual([expect.stringMatching(/^ageVisibility: /)]);
  });
});

describe("getPlayersSchema", () => {
  const ok = (input: unknown) => getPlayersSchema.safeParse(input).success;

  it("pages 20 players by default and 50 at most", () => {
    expect(getPlayersSchema.parse({}).limit).toBe(20);
    expect([ok({ limit: 1 }), ok({ limit: 50 }), ok({ limit: 0 }), ok({ limit: 51 })]).toEqual([true, true, false, false]);
  });

  it("bounds the place and the radius", () => {
    expect([ok({ latitude: -90, longitude: -180 }), ok({ latitude: 90, longitude: 180 })]).toEqual([true, true]);
    expect([ok({ latitude: 90.1 }), ok({ latitude: -90.1 }), ok({ longitude: 180.1 }), ok({ longitude: -180.1 })]).toEqual([false, false, false, false]);
    expect([ok({ radiusKm: 1 }), ok({ radiusKm: 500 }), ok({ radiusKm: 0 }), ok({ radiusKm: 501 })]).toEqual([true, true, false, false]);
  });

  it("trims and bounds the texts", () => {
    expect(getPlayersSchema.parse({ q: " Jean ", team: " Les Loups " })).toMatchObject({ q: "Jean", team: "Les Loups" });
    expect([ok({ q: "q".repeat(100) }), ok({ q: "q".repeat(101) })]).toEqual([true, false]);
    expect([ok({ team: "t".repeat(100) }), ok({ team: "t".repeat(101) })]).toEqual([true, false]);
    expect([ok({ cursor: "c".repeat(200) }), ok({ cursor: "c".repeat(201) })]).toEqual([true, false]);
  });
});

describe("userIdSchema", () => {
  it("takes a non-empty id of 100 characters at most", () => {
    expect(userIdSchema.parse({ userId: "u1" })).toEqual({ userId: "u1" });
    expect(userIdSchema.safeParse({ userId: "" }).success).toBe(false);
    expect(userIdSchema.safeParse({ userId: "u".repeat(101) }).success).toBe(false);
  });
});
