import { describe, expect, it } from "vitest";
import {
  assignSideSchema,
  balanceSidesSchema,
  contrastRatio,
  hasDuplicateSideNames,
  pickSideSchema,
  relativeLuminance,
  sameSideName,
  setSidesOpenSchema,
  setSidesSchema,
  sideColourSchema,
  SIDE_NAME_MAX,
  SIDE_PALETTE,
  sideTextColour,
} from "./sides.ts";
import { issues } from "./test-support/schema-issues.ts";

/** The fields a value is refused on. */
const refusedFields = (schema: Parameters<typeof issues>[0], value: unknown) => issues(schema, value).map((issue) => issue.split(":")[0]);

const side = (overrides: Record<string, unknown> = {}) => ({ name: "Rouges", colour: "#C62828", maxPlayers: null, ...overrides });

describe("the sides' schemas", () => {
  it("takes none or two to eight sides, each named, coloured and capped or not", () => {
    const parsed = setSidesSchema.parse({ gameId: 1, sides: [side(), side({ name: " Bleus ", colour: "#1565c0", maxPlayers: 12, id: 4 })] });
    expect(parsed.sides[0]!.colour).toBe("#c62828");
    expect(parsed.sides[1]).toEqual({ id: 4, name: "Bleus", colour: "#1565c0", maxPlayers: 12 });
    expect(setSidesSchema.safeParse({ gameId: 1, sides: [] }).success).toBe(true);
    expect(setSidesSchema.safeParse({ gameId: 1, sides: [side()] }).success).toBe(false);
    expect(setSidesSchema.safeParse({ gameId: 1, sides: Array.from({ length: 8 }, (_, i) => side({ name: `Camp ${i}` })) }).success).toBe(true);
    expect(setSidesSchema.safeParse({ gameId: 1, sides: Array.from({ length: 9 }, (_, i) => side({ name: `Camp ${i}` })) }).success).toBe(false);
  });

  it("refuses an empty or too long name, a colour that is not #rrggbb, a cap below one, a wrong type", () => {
    const refused = (fields: Record<string, unknown>) => !setSidesSchema.safeParse({ gameId: 1, sides: [side(fields), side({ name: "B" })] }).success;
    expect(refused({ name: "   " })).toBe(true);
    expect(refused({ name: "x".repeat(SIDE_NAME_MAX + 1) })).toBe(true);
    expect(refused({ name: "x".repeat(SIDE_NAME_MAX) })).toBe(false);
    for (const colour of ["red", "#fff", "#12345g", "#1234567", "", 12]) expect(refused({ colour })).toBe(true);
    expect(refused({ maxPlayers: 0 })).toBe(true);
    expect(refused({ maxPlayers: 2.5 })).toBe(true);
    expect(refused({ maxPlayers: "10" })).toBe(true);
    expect(refused({ maxPlayers: 2001 })).toBe(true);
    expect(refused({ id: -1 })).toBe(true);
    expect(assignSideSchema.safeParse({ registrationId: 1, sideId: null }).success).toBe(true);
    expect(pickSideSchema.safeParse({ gameId: 1, sideId: null }).success).toBe(false);
  });

  it("sees two names differing only by case or spaces as the same side", () => {
    expect(hasDuplicateSideNames(["Rouges", "Bleus"])).toBe(false);
    expect(hasDuplicateSideNames(["Rouges", " rouges"])).toBe(true);
    expect(hasDuplicateSideNames(["Équipe A", "équipe a"])).toBe(true);
    // Either name may carry the spaces: the comparison reads both the same way.
    expect(sameSideName(" Rouges ", "rouges")).toBe(true);
    expect(sameSideName("rouges", " Rouges ")).toBe(true);
    expect(sameSideName("Rouges", "Bleus")).toBe(false);
  });

  it("takes a colour typed with spaces around it, and nothing before or after the #rrggbb", () => {
    expect(sideColourSchema.parse("  #1565C0 ")).toBe("#1565c0");
    expect(issues(sideColourSchema, "bleu #1565c0")).toEqual([": invalid_characters"]);
    expect(issues(sideColourSchema, "#1565c0 bleu")).toEqual([": invalid_characters"]);
  });

  it("wants the game and the state when an organizer opens or closes the choice of sides", () => {
    expect(setSidesOpenSchema.parse({ gameId: 3, open: true })).toEqual({ gameId: 3, open: true });
    expect(refusedFields(setSidesOpenSchema, { gameId: 3 })).toEqual(["open"]);
    expect(refusedFields(setSidesOpenSchema, { open: false })).toEqual(["gameId"]);
  });

  it("wants the registration and the side (or none) when an organizer moves a player", () => {
    expect(assignSideSchema.parse({ registrationId: 8, sideId: 2 })).toEqual({ registrationId: 8, sideId: 2 });
    expect(refusedFields(assignSideSchema, { registrationId: 8 })).toEqual(["sideId"]);
    expect(refusedFields(assignSideSchema, { sideId: 2 })).toEqual(["registrationId"]);
  });

  it("wants the game and whether to keep the players' choices when an organizer balances the sides", () => {
    expect(balanceSidesSchema.parse({ gameId: 3, keepChoices: false })).toEqual({ gameId: 3, keepChoices: false });
    expect(refusedFields(balanceSidesSchema, { gameId: 3 })).toEqual(["keepChoices"]);
    expect(refusedFields(balanceSidesSchema, { keepChoices: true })).toEqual(["gameId"]);
  });
});

describe("the text on a side's colour", () => {
  it("reads at 4.5:1 or more on every colour of the palette", () => {
    for (const hex of Object.values(SIDE_PALETTE)) expect(contrastRatio(hex, sideTextColour(hex))).toBeGreaterThanOrEqual(4.5);
  });

  it("reads at 4.5:1 or more on any colour an organizer types, the worst mid-greys included", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const hexes = ["#767676", "#777777", "#808080", "#7f7f7f", "#ff0000", "#00ff00", "#0000ff"];
    for (let i = 0; i < 2000; i++)
      hexes.push(
        `#${Math.floor(random() * 0xffffff)
          .toString(16)
          .padStart(6, "0")}`,
      );
    for (const hex of hexes) expect(contrastRatio(hex, sideTextColour(hex)), hex).toBeGreaterThanOrEqual(4.5);
  });

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(sideTextColour("#f9c80e")).toBe("#000000");
    expect(sideTextColour("#1565c0")).toBe("#ffffff");
  });

  it("measures a very dark colour on the straight part of the sRGB curve", () => {
    // 10/255 is under 0.04045: divided by 12.92, not raised to 2.4.
    expect(relativeLuminance("#0a0a0a")).toBeCloseTo(10 / 255 / 12.92, 9);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 9);
  });
});
