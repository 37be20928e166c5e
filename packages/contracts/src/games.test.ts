import { describe, expect, it } from "vitest";
import { CANCEL_MESSAGE_MAX } from "./game-rules.ts";
import {
  acceptRulesSchema,
  cancelGameSchema,
  cancelRegistrationSchema,
  createGameSchema,
  createGameSchemaAt,
  decideRegistrationSchema,
  DEFAULT_POWER_LIMITS,
  gameIdSchema,
  gameSearchSchema,
  openGameSchema,
  registerForGameSchema,
  registrationSchemaFor,
  registrationIdSchema,
  replicaSchema,
  setPaymentStatusSchema,
  updateAnswersSchema,
  updateGameSchema,
  type CreateGameInput,
} from "./games.ts";
import { issues } from "./test-support/schema-issues.ts";

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
    expect(result).toMatchObject({ protections: [], equipment: [], pyrotechnics: [], facilities: [], photoKeys: [], coverImageKey: null });
  });

  it("takes an address without a postal code", () => {
    const { postalCode: _none, ...address } = valid().address;
    expect(schema.parse(valid({ address })).address.postalCode).toBe("");
  });

  it("trims the address before checking it", () => {
    const address = { street: "  Chemin des Bois ", city: " Lyon ", postalCode: " 69009 ", country: "fr" as const, latitude: 45.76, longitude: 4.83 };
    expect(schema.parse(valid({ address })).address).toMatchObject({ street: "Chemin des Bois", city: "Lyon", postalCode: "69009" });
    expect(firstIssue(valid({ address: { ...address, street: "  ab  " } }))).toEqual({ path: "address.street", message: "address_required" });
  });

  it("says only 'required' for a blank title", () => {
    const result = schema.safeParse(valid({ title: "   " }));
    expect(result.error!.issues.map((i) => i.message)).toEqual(["required"]);
  });

  it.each([
    [{ title: "ab" }, "title", "title_too_short"],
    [{ title: "   " }, "title", "required"],
    [{ description: "trop court".slice(0, 9) }, "description", "text_too_short"],
    [{ rules: "court" }, "rules", "text_too_short"],
    [{ maxPlayers: 1 }, "maxPlayers", "players_too_few"],
    [{ maxPlayers: 2.5 }, "maxPlayers", "invalid_number"],
    [{ priceCents: 499 }, "priceCents", "price_too_low"],
    [{ startsAt: new Date("2031-05-01T07:59:00Z"), endsAt: new Date("2031-05-01T10:00:00Z") }, "startsAt", "start_in_past"],
    [{ startsAt: now, endsAt: new Date("2031-05-01T10:00:00Z") }, "startsAt", "start_in_past"],
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

  it("reports the date and power rules with the other fields' errors, not after them", () => {
    const result = schema.safeParse(
      valid({
        title: "",
        termsAccepted: false as unknown as true,
        endsAt: new Date("2031-05-10T07:00:00Z"),
        powerLimits: { ...DEFAULT_POWER_LIMITS, aeg: { min: 400, max: 300 } },
      }),
    );
    expect(result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`).sort()).toEqual([
      "endsAt: end_before_start",
      "powerLimits.aeg.max: power_max_below_min",
      "termsAccepted: terms_required",
      "title: required",
    ]);
  });

  it("leaves the cross-field rules alone while the fields they read are themselves invalid", () => {
    const result = schema.safeParse(
      valid({ startsAt: "demain" as unknown as Date, powerLimits: { ...DEFAULT_POWER_LIMITS, aeg: { min: Number.NaN, max: 300 } } }),
    );
    expect(result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`).sort()).toEqual(["powerLimits.aeg.min: invalid_number", "startsAt: required"]);
  });

  it("accepts a power class whose minimum equals its maximum", () => {
    expect(schema.safeParse(valid({ powerLimits: { ...DEFAULT_POWER_LIMITS, dmr: { min: 400, max: 400 } } })).success).toBe(true);
  });

  it("takes an optional payment page: a URL or nothing", () => {
    expect(schema.safeParse(valid({ paymentUrl: "" })).success).toBe(true);
    expect(schema.safeParse(valid({ paymentUrl: "https://pay.example.com/op-brouillard" })).success).toBe(true);
    expect(firstIssue(valid({ paymentUrl: "pay me at the gate" }))?.path).toBe("paymentUrl");
  });

  it("refuses a payment page that is not http(s) on a domain: players click it", () => {
    for (const paymentUrl of [
      "javascript:alert(document.cookie)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://pay.example.com",
      "http://192.168.1.1/admin",
    ]) {
      const issue = firstIssue(valid({ paymentUrl }));
      expect({ paymentUrl, path: issue?.path, message: issue?.message }).toEqual({ paymentUrl, path: "paymentUrl", message: "url_invalid" });
    }
    expect(firstIssue(valid({ paymentUrl: `https://pay.example.com/${"p".repeat(480)}` }))?.message).toBe("too_long");
  });

  it("keeps image keys to 200 characters", () => {
    expect(schema.safeParse(valid({ coverImageKey: "games/cover.webp", photoKeys: ["games/1.webp"] })).success).toBe(true);
    expect(firstIssue(valid({ coverImageKey: "k".repeat(201) }))?.path).toBe("coverImageKey");
    expect(firstIssue(valid({ photoKeys: ["k".repeat(201)] }))?.path).toBe("photoKeys.0");
  });

  it("needs an address of at least 3 characters and coordinates", () => {
    expect(firstIssue(valid({ address: { ...valid().address, street: "ab" } }))?.message).toBe("address_required");
    expect(schema.safeParse(valid({ address: { ...valid().address, latitude: 91 } })).success).toBe(false);
  });
});

describe("the real clock", () => {
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  const past = { startsAt: yesterday, endsAt: new Date(yesterday.getTime() + 3600_000) };

  it("refuses to create a game that has already started", () => {
    expect(createGameSchema.safeParse(valid()).success).toBe(true);
    expect(createGameSchema.safeParse(valid(past)).error!.issues[0]!.message).toBe("start_in_past");
  });

  it("refuses to move a game into the past, and needs the game's id", () => {
    const { termsAccepted: _terms, ...fields } = valid();
    expect(updateGameSchema.safeParse({ ...fields, gameId: 7 }).success).toBe(true);
    expect(updateGameSchema.safeParse({ ...fields, ...past, gameId: 7 }).error!.issues[0]!.message).toBe("start_in_past");
    expect(updateGameSchema.safeParse(fields).error!.issues[0]!.path).toEqual(["gameId"]);
  });
});

describe("gameSearchSchema", () => {
  const ok = (input: unknown) => gameSearchSchema.safeParse(input).success;

  it("accepts only the offered radii", () => {
    expect(ok({ radiusKm: 25 })).toBe(true);
    expect(ok({ radiusKm: 30 })).toBe(false);
  });

  it("pages 20 games by default and 50 at most", () => {
    expect(gameSearchSchema.parse({}).limit).toBe(20);
    expect([ok({ limit: 1 }), ok({ limit: 50 })]).toEqual([true, true]);
    expect([ok({ limit: 0 }), ok({ limit: 51 })]).toEqual([false, false]);
  });

  it("keeps coordinates on the globe", () => {
    expect([ok({ latitude: -90, longitude: -180 }), ok({ latitude: 90, longitude: 180 })]).toEqual([true, true]);
    expect([ok({ latitude: -90.1 }), ok({ latitude: 90.1 }), ok({ longitude: -180.1 }), ok({ longitude: 180.1 })]).toEqual([false, false, false, false]);
  });

  it("bounds the price, the text query and the cursor", () => {
    expect([ok({ maxPriceCents: 0 }), ok({ maxPriceCents: 100_000 })]).toEqual([true, true]);
    expect([ok({ maxPriceCents: -1 }), ok({ maxPriceCents: 100_001 })]).toEqual([false, false]);
    expect(gameSearchSchema.parse({ q: "  Lyon " }).q).toBe("Lyon");
    expect([ok({ q: "q".repeat(100) }), ok({ q: "q".repeat(101) })]).toEqual([true, false]);
    expect([ok({ cursor: "c".repeat(200) }), ok({ cursor: "c".repeat(201) })]).toEqual([true, false]);
  });
});

describe("replicaSchema", () => {
  it("trims an optional name of 80 characters at most", () => {
    expect(replicaSchema.parse({ powerClass: "aeg", fps: 330 }).name).toBe("");
    expect(replicaSchema.parse({ powerClass: "aeg", fps: 330, name: "  M4  " }).name).toBe("M4");
    expect(replicaSchema.safeParse({ powerClass: "aeg", fps: 330, name: "n".repeat(80) }).success).toBe(true);
    expect(replicaSchema.safeParse({ powerClass: "aeg", fps: 330, name: "n".repeat(81) }).error!.issues[0]!.message).toBe("too_long");
  });
});

describe("ids", () => {
  it("name a game or a registration by a positive whole number", () => {
    expect(gameIdSchema.parse({ gameId: 3 })).toEqual({ gameId: 3 });
    expect(gameIdSchema.safeParse({}).success).toBe(false);
    expect(registrationIdSchema.parse({ registrationId: 3 })).toEqual({ registrationId: 3 });
    expect(registrationIdSchema.safeParse({ registrationId: 0 }).success).toBe(false);
  });

  it("set a payment status by registration", () => {
    expect(setPaymentStatusSchema.parse({ registrationId: 3, paymentStatus: "paid" })).toEqual({ registrationId: 3, paymentStatus: "paid" });
    expect(setPaymentStatusSchema.safeParse({ paymentStatus: "paid" }).success).toBe(false);
    expect(setPaymentStatusSchema.safeParse({ registrationId: 3, paymentStatus: "free" }).success).toBe(false);
  });
});

describe("registerForGameSchema", () => {
  it("needs the rules accepted and at least one replica with a sane power", () => {
    expect(registerForGameSchema.safeParse({ gameId: 1, replicas: [{ powerClass: "aeg", fps: 330 }], rulesAccepted: true, rulesVersion: 1 }).success).toBe(
      true,
    );
    expect(registerForGameSchema.safeParse({ gameId: 1, replicas: [], rulesAccepted: true, rulesVersion: 1 }).success).toBe(false);
    expect(registerForGameSchema.safeParse({ gameId: 1, replicas: [{ powerClass: "aeg", fps: 330 }], rulesAccepted: false }).success).toBe(false);
    expect(registerForGameSchema.safeParse({ gameId: 1, replicas: [{ powerClass: "laser", fps: 330 }], rulesAccepted: true, rulesVersion: 1 }).success).toBe(
      false,
    );
  });

  const issuesOf = (schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) =>
    (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

  it("asks for the game's rules, not the terms of use, and says an empty power is required", () => {
    expect(issuesOf(registerForGameSchema, { gameId: 1, replicas: [{ powerClass: "aeg", fps: undefined }], rulesAccepted: false, rulesVersion: 1 })).toEqual([
      "replicas.0.fps: required",
      "rulesAccepted: rules_required",
    ]);
    expect(issuesOf(registerForGameSchema, { gameId: 1, replicas: [{ powerClass: "aeg", fps: Number.NaN }], rulesAccepted: true, rulesVersion: 1 })).toEqual([
      "replicas.0.fps: invalid_number",
    ]);
  });

  it("refuses, for one game, a replica above its limit, next to the other errors", () => {
    const schema = registrationSchemaFor({ ...DEFAULT_POWER_LIMITS, dmr: { min: 350, max: 450 } });
    const replicas = [
      { powerClass: "aeg", fps: 350 },
      { powerClass: "aeg", fps: 351 },
      { powerClass: "dmr", fps: 451 },
      { powerClass: "dmr", fps: 450 },
    ];
    expect(issuesOf(schema, { gameId: 1, replicas, rulesAccepted: false, rulesVersion: 1 })).toEqual([
      "replicas.1.fps: replica_over_limit",
      "replicas.2.fps: replica_over_limit",
      "rulesAccepted: rules_required",
    ]);
  });
});

describe("cancelGameSchema", () => {
  it("takes the organizer's message trimmed, none by default, and refuses one over the limit", () => {
    expect(cancelGameSchema.parse({ gameId: 3 })).toEqual({ gameId: 3, message: "", following: false });
    expect(cancelGameSchema.parse({ gameId: 3, message: "  Terrain inondé.  " })).toEqual({ gameId: 3, message: "Terrain inondé.", following: false });
    expect(cancelGameSchema.parse({ gameId: 3, message: "x".repeat(CANCEL_MESSAGE_MAX) }).message).toHaveLength(CANCEL_MESSAGE_MAX);
    expect(cancelGameSchema.safeParse({ gameId: 3, message: "x".repeat(CANCEL_MESSAGE_MAX + 1) }).success).toBe(false);
    expect(cancelGameSchema.safeParse({ gameId: 3, message: 42 }).success).toBe(false);
    expect(cancelGameSchema.safeParse({ gameId: 0, message: "" }).success).toBe(false);
  });
});

describe("the defaults and the bounds a game's forms keep", () => {
  it("lets players in without approval, and the organizer's change touch this date only, unless asked", () => {
    expect(schema.parse(valid()).approvalRequired).toBe(false);
    expect(schema.parse(valid({ approvalRequired: true })).approvalRequired).toBe(true);
    const { termsAccepted: _terms, ...fields } = valid();
    expect(updateGameSchema.parse({ ...fields, gameId: 7 }).applyToFollowing).toBe(false);
    expect(updateGameSchema.parse({ ...fields, gameId: 7, applyToFollowing: true }).applyToFollowing).toBe(true);
  });

  it("leaves the end's rule alone while the end itself is not a date", () => {
    expect(issues(schema, valid({ endsAt: "demain" as unknown as Date }))).toEqual(["endsAt: required"]);
  });

  it("leaves the power rule alone while the maximum itself is not a number", () => {
    const powerLimits = { ...DEFAULT_POWER_LIMITS, aeg: { min: 400, max: Number.NaN } };
    expect(issues(schema, valid({ powerLimits }))).toEqual(["powerLimits.aeg.max: invalid_number"]);
  });

  it("opens a private game with its link's token, 64 characters at most", () => {
    expect(openGameSchema.parse({ gameId: 3, shareToken: "t".repeat(64) })).toEqual({ gameId: 3, shareToken: "t".repeat(64) });
    expect(openGameSchema.parse({ gameId: 3 })).toEqual({ gameId: 3 });
    expect(issues(openGameSchema, { gameId: 3, shareToken: "t".repeat(65) })).toHaveLength(1);
    expect(issues(openGameSchema, { gameId: 0 })).toHaveLength(1);
  });
});

describe("a player's registration, beyond the replicas", () => {
  const registration = { gameId: 1, replicas: [{ powerClass: "aeg", fps: 330 }], rulesAccepted: true, rulesVersion: 1 };

  it("offers no marshal help and no answers unless the player gives them", () => {
    expect(registerForGameSchema.parse(registration)).toMatchObject({ canMarshal: false, answers: {} });
    expect(registerForGameSchema.parse({ ...registration, canMarshal: true }).canMarshal).toBe(true);
  });

  it("names the version of the rules read, from 1 to a million", () => {
    expect(issues(registerForGameSchema, { ...registration, rulesVersion: 1_000_000 })).toEqual([]);
    expect(issues(registerForGameSchema, { ...registration, rulesVersion: 0 })).toHaveLength(1);
    expect(issues(registerForGameSchema, { ...registration, rulesVersion: 1_000_001 })).toHaveLength(1);
  });

  it("accepts the rules again after the organizer changed them, naming the version", () => {
    expect(acceptRulesSchema.parse({ gameId: 2, rulesAccepted: true, rulesVersion: 3 })).toEqual({ gameId: 2, rulesAccepted: true, rulesVersion: 3 });
    expect(issues(acceptRulesSchema, { gameId: 2, rulesAccepted: false, rulesVersion: 3 })).toEqual(["rulesAccepted: rules_required"]);
    expect(issues(acceptRulesSchema, { gameId: 2, rulesAccepted: true, rulesVersion: 1_000_000 })).toEqual([]);
    expect(issues(acceptRulesSchema, { gameId: 2, rulesAccepted: true, rulesVersion: 0 })).toHaveLength(1);
    expect(issues(acceptRulesSchema, { gameId: 2, rulesAccepted: true, rulesVersion: 1_000_001 })).toHaveLength(1);
    expect(issues(acceptRulesSchema, { gameId: 2, rulesAccepted: true })).toHaveLength(1);
  });

  it("gives up a place freely unless the player was warned it is late", () => {
    expect(cancelRegistrationSchema.parse({ gameId: 4 })).toEqual({ gameId: 4, late: false });
    expect(cancelRegistrationSchema.parse({ gameId: 4, late: true })).toEqual({ gameId: 4, late: true });
    expect(issues(cancelRegistrationSchema, { gameId: 4, late: "yes" })).toHaveLength(1);
  });

  it("updates the answers of one game, by question id", () => {
    expect(updateAnswersSchema.parse({ gameId: 4, answers: { q1: "oui" } })).toEqual({ gameId: 4, answers: { q1: "oui" } });
    expect(updateAnswersSchema.parse({ gameId: 4 })).toEqual({ gameId: 4, answers: {} });
    expect(issues(updateAnswersSchema, { gameId: 4, answers: { q1: 3 } })).toHaveLength(1);
  });

  it("lets the organizer approve or decline one request", () => {
    expect(decideRegistrationSchema.parse({ registrationId: 9, approve: false })).toEqual({ registrationId: 9, approve: false });
    expect(issues(decideRegistrationSchema, { registrationId: 9 })).toHaveLength(1);
    expect(issues(decideRegistrationSchema, { approve: true })).toHaveLength(1);
  });
});
