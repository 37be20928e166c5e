import { describe, expect, it } from "vitest";
import { createGameSchemaAt, DEFAULT_POWER_LIMITS, gameSearchSchema, registerForGameSchema, type CreateGameInput } from "./games.ts";

const now = new Date("2031-05-01T08:00:00Z");
const schema = createGameSchemaAt(() => now);

function valid(overrides: Partial<CreateGameInput> = {}): CreateGameInput {
  return {
    title: "Opération Brouillard",
    description: "Une opération de jour en forêt.",
    rules: "Semi-automatique en intérieur.",
    type: "operation",
    startsAt: new Date("2031-05-10T08:00:00Z"),
    endsAt: new Date("2031-05-10T17:00:00Z"),
    maxPlayers: 40,
    priceCents: 1500,
    address: { street: "Chemin des Bois", city: "Lyon", postalCode: "69009", country: "fr", latitude: 45.76, longitude: 4.83 },
    visibility: "public",
    languages: ["fr"],
    powerLimits: DEFAULT_POWER_LIMITS,
    termsAccepted: true,
    ...overrides,
  };
}

function firstIssue(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path.join("."), message: issue.message };
}

describe("createGameSchema", () => {
  it("accepts a complete game and fills the optional lists", () => {
    const result = schema.parse(valid());
    expect(result.facilities).toEqual([]);
    expect(result.photoKeys).toEqual([]);
  });

  it.each([
    [{ title: "ab" }, "title", "title_too_short"],
    [{ title: "   " }, "title", "required"],
    [{ description: "trop court" .slice(0, 9) }, "description", "text_too_short"],
    [{ rules: "court" }, "rules", "text_too_short"],
    [{ maxPlayers: 1 }, "maxPlayers", "players_too_few"],
    [{ maxPlayers: 2.5 }, "maxPlayers", "invalid_number"],
    [{ priceCents: 499 }, "priceCents", "price_too_low"],
    [{ startsAt: new Date("2031-05-01T07:59:00Z"), endsAt: new Date("2031-05-01T10:00:00Z") }, "startsAt", "start_in_past"],
    [{ endsAt: new Date("2031-05-10T08:00:00Z") }, "endsAt", "end_before_start"],
    [{ photoKeys: ["a", "b", "c", "d", "e", "f"] }, "photoKeys", "too_many_images"],
    [{ termsAccepted: false as unknown as true }, "termsAccepted", "terms_required"],
    [{ languages: [] }, "languages", "languages_required"],
  ] as const)("refuses %o at %s with %s", (overrides, path, message) => {
    expect(firstIssue(valid(overrides as Partial<CreateGameInput>))).toEqual({ path, message });
  });

  it("accepts exactly 5 € and exactly 5 photos, and the minimum of 2 players", () => {
    expect(schema.safeParse(valid({ priceCents: 500, maxPlayers: 2, photoKeys: ["a", "b", "c", "d", "e"] })).success).toBe(true);
  });

  it.each(["aeg", "dmr", "semi", "auto"] as const)("refuses a %s maximum below its minimum", (powerClass) => {
    const powerLimits = { ...DEFAULT_POWER_LIMITS, [powerClass]: { min: 400, max: 399 } };
    expect(firstIssue(valid({ powerLimits }))).toEqual({ path: `powerLimits.${powerClass}.max`, message: "power_max_below_min" });
  });

  it("needs an address of at least 3 characters and coordinates", () => {
    expect(firstIssue(valid({ address: { ...valid().address, street: "ab" } }))?.message).toBe("address_required");
    expect(schema.safeParse(valid({ address: { ...valid().address, latitude: 91 } })).success).toBe(false);
  });
});

describe("gameSearchSchema", () => {
  it("accepts only the offered radii", () => {
    expect(gameSearchSchema.safeParse({ radiusKm: 25 }).success).toBe(true);
    expect(gameSearchSchema.safeParse({ radiusKm: 30 }).success).toBe(false);
  });
});

describe("registerForGameSchema", () => {
  it("needs the rules accepted and at least one replica with a sane power", () => {
    expect(registerForGameSchema.safeParse({ gameId: 1, replicas: [{ powerClass: "aeg", fps: 330 }], rulesAccepted: true }).success).toBe(true);
    expect(registerForGameSchema.safeParse({ gameId: 1, replicas: [], rulesAccepted: true }).success).toBe(false);
    expect(registerForGameSchema.safeParse({ gameId: 1, replicas: [{ powerClass: "aeg", fps: 330 }], rulesAccepted: false }).success).toBe(false);
    expect(registerForGameSchema.safeParse({ gameId: 1, replicas: [{ powerClass: "laser", fps: 330 }], rulesAccepted: true }).success).toBe(false);
  });
});
