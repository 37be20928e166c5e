import { describe, expect, it } from "vitest";
import { joulesToFps } from "./power.ts";
import {
  COMMON_BB_WEIGHTS,
  ENGAGEMENT_DISTANCES,
  FIELD_CLASSES,
  POWER_INPUT_RANGE,
  engagementBand,
  fpsToMps,
  inRange,
  isBbWeight,
  lipoCellCount,
  lipoMaxCurrentAmps,
  mpsToFps,
  muzzlePower,
  parsePositiveDecimal,
} from "./toolbox.ts";

describe("speed conversions", () => {
  it("turns feet per second into metres per second and back", () => {
    // 350 ft/s × 0.3048 m/ft = 106.68 m/s
    expect(fpsToMps(350)).toBeCloseTo(106.68, 10);
    // 100 m/s ÷ 0.3048 = 328.084 ft/s
    expect(mpsToFps(100)).toBeCloseTo(328.084, 3);
  });
});

describe("muzzle power from any one value", () => {
  it("from FPS at 0.20 g", () => {
    // 106.68 m/s; ½ × 0.0002 kg × 106.68² = 0.0001 × 11 380.6224 = 1.13806224 J
    const power = muzzlePower("fps", 350, 0.2);
    expect(power.fps).toBe(350);
    expect(power.mps).toBeCloseTo(106.68, 10);
    expect(power.joules).toBeCloseTo(1.13806224, 8);
  });

  it("from metres per second", () => {
    // ½ × 0.0002 × 100² = 1 J exactly; 100 / 0.3048 = 328.08 fps
    const power = muzzlePower("mps", 100, 0.2);
    expect(power.joules).toBeCloseTo(1, 10);
    expect(power.fps).toBeCloseTo(328.084, 3);
  });

  it("from joules with a heavier BB: same energy, fewer FPS", () => {
    // v = √(2 × 1.13806224 / 0.00025) = √9104.49792 = 95.4175 m/s = 313.05 fps
    // (or 350 × √(0.20 / 0.25) = 350 × 0.894427 = 313.05)
    const power = muzzlePower("joules", 1.13806224, 0.25);
    expect(power.joules).toBe(1.13806224);
    expect(power.mps).toBeCloseTo(95.4175, 4);
    expect(power.fps).toBeCloseTo(313.05, 2);
  });

  it("gives typed joules back as typed, not recomputed through FPS", () => {
    // The round trip would show 1.1000000000000003.
    expect(muzzlePower("joules", 1.1, 0.2).joules).toBe(1.1);
  });

  it("with a 0.12 g BB, the same joules go much faster", () => {
    // √(2 × 1 / 0.00012) = √16 666.67 = 129.099 m/s = 423.55 fps
    expect(muzzlePower("joules", 1, 0.12).fps).toBeCloseTo(423.55, 2);
  });

  it("keeps its inputs within sane bounds, the bounds included", () => {
    expect(inRange(350, POWER_INPUT_RANGE.fps)).toBe(350);
    expect(inRange(1, POWER_INPUT_RANGE.fps)).toBe(1);
    expect(inRange(1000, POWER_INPUT_RANGE.fps)).toBe(1000);
    expect(inRange(0.5, POWER_INPUT_RANGE.fps)).toBeNull();
    expect(inRange(3500, POWER_INPUT_RANGE.fps)).toBeNull();
    expect(inRange(100, POWER_INPUT_RANGE.mps)).toBe(100);
    expect(inRange(400, POWER_INPUT_RANGE.mps)).toBeNull();
    expect(inRange(1.14, POWER_INPUT_RANGE.joules)).toBe(1.14);
    expect(inRange(12, POWER_INPUT_RANGE.joules)).toBeNull();
    expect(inRange(null, POWER_INPUT_RANGE.joules)).toBeNull();
  });
});

describe("BB weights", () => {
  it("accepts 0.12 g to 0.48 g only", () => {
    expect(isBbWeight(0.12)).toBe(true);
    expect(isBbWeight(0.48)).toBe(true);
    expect(isBbWeight(0.11)).toBe(false);
    expect(isBbWeight(0.5)).toBe(false);
    expect(isBbWeight(Number.NaN)).toBe(false);
  });

  it("lists the common weights, ascending, all in range, 0.20 g included", () => {
    expect(COMMON_BB_WEIGHTS).toHaveLength(12);
    expect(COMMON_BB_WEIGHTS.every(isBbWeight)).toBe(true);
    expect([...COMMON_BB_WEIGHTS].sort((a, b) => a - b)).toEqual(COMMON_BB_WEIGHTS);
    expect(COMMON_BB_WEIGHTS).toContain(0.2);
  });
});

describe("field classes", () => {
  it("match the FPS fields post at 0.20 g", () => {
    const fpsAtReference = Object.fromEntries(FIELD_CLASSES.map((c) => [c.id, joulesToFps(c.maxJoules)]));
    // 1 J: v = √(2 / 0.0002) = 100 m/s = 328.1 fps
    expect(fpsAtReference.cqb).toBeCloseTo(328.1, 1);
    expect(fpsAtReference.pistol).toBeCloseTo(328.1, 1);
    // 1.14 J: √11 400 = 106.77 m/s = 350.3 fps
    expect(fpsAtReference.aeg).toBeCloseTo(350.3, 1);
    // 1.88 J: √18 800 = 137.11 m/s = 449.8 fps
    expect(fpsAtReference.dmr).toBeCloseTo(449.8, 1);
    // 2 J: √20 000 = 141.42 m/s = 464.0 fps
    expect(fpsAtReference.sniper).toBeCloseTo(464.0, 1);
  });
});

describe("minimum engagement distance", () => {
  it("is none for an AEG, 15 m for a DMR, 20 m for a 2 J sniper, 30 m beyond 2.5 J", () => {
    expect(engagementBand(1.14).metres).toBe(0);
    expect(engagementBand(1.88).metres).toBe(15);
    expect(engagementBand(2).metres).toBe(20);
    expect(engagementBand(3).metres).toBe(30);
  });

  it("includes each band's upper bound", () => {
    expect(engagementBand(1.2).metres).toBe(0);
    expect(engagementBand(1.21).metres).toBe(15);
    expect(engagementBand(1.9).metres).toBe(15);
    expect(engagementBand(2.5).metres).toBe(20);
    expect(engagementBand(2.51).metres).toBe(30);
  });

  it("grows with the energy, band after band", () => {
    const metres = ENGAGEMENT_DISTANCES.map((band) => band.metres);
    expect(metres).toEqual([0, 15, 20, 30]);
    expect(ENGAGEMENT_DISTANCES.at(-1)!.upToJoules).toBeNull();
  });
});

describe("LiPo packs", () => {
  it("counts cells from the nominal voltage (3.7 V a cell)", () => {
    expect(lipoCellCount(3.7)).toBe(1);
    expect(lipoCellCount(7.4)).toBe(2);
    expect(lipoCellCount(11.1)).toBe(3);
    expect(lipoCellCount(14.8)).toBe(4);
    // 18.5 / 4.2 = 4.40 is no full-charge count: the nominal 5S it is.
    expect(lipoCellCount(18.5)).toBe(5);
    expect(lipoCellCount(22.2)).toBe(6);
  });

  it("counts cells from the full-charge voltage (4.2 V a cell) and a checker's reading", () => {
    expect(lipoCellCount(8.4)).toBe(2);
    expect(lipoCellCount(12.6)).toBe(3);
    // 16.8 / 3.7 = 4.54 would round to 5; 16.8 / 4.2 = 4 exactly: a full 4S.
    expect(lipoCellCount(16.8)).toBe(4);
    // 7.9 V: 3.95 V a cell on 2 cells.
    expect(lipoCellCount(7.9)).toBe(2);
    // A flat 2S reads 6 V: 3 V a cell is still a pack.
    expect(lipoCellCount(6)).toBe(2);
    expect(lipoCellCount(25.2)).toBe(6);
  });

  it("refuses voltages no LiPo pack has", () => {
    // 5.5 V: too much for one cell (> 4.2 V), too little for two (2.75 V a cell < 3 V).
    expect(lipoCellCount(5.5)).toBeNull();
    expect(lipoCellCount(2)).toBeNull();
    expect(lipoCellCount(0)).toBeNull();
    // 30 V would be 8 cells; airsoft stops at 6.
    expect(lipoCellCount(30)).toBeNull();
    // A full 7S (29.4 V) or a nominal 7S (25.9 V) is past what airsoft uses.
    expect(lipoCellCount(29.4)).toBeNull();
    expect(lipoCellCount(25.9)).toBeNull();
  });

  it("gives the maximum continuous current as capacity (Ah) × C", () => {
    // 1200 mAh = 1.2 Ah; × 20 C = 24 A
    expect(lipoMaxCurrentAmps(1200, 20)).toBeCloseTo(24, 10);
    // 1450 mAh × 25 C = 1.45 × 25 = 36.25 A
    expect(lipoMaxCurrentAmps(1450, 25)).toBeCloseTo(36.25, 10);
  });
});

describe("typed numbers", () => {
  it("reads a decimal comma or point, ignoring spaces", () => {
    expect(parsePositiveDecimal("1,14")).toBe(1.14);
    expect(parsePositiveDecimal("1.14")).toBe(1.14);
    expect(parsePositiveDecimal(" 350 ")).toBe(350);
    expect(parsePositiveDecimal("1 200")).toBe(1200);
    expect(parsePositiveDecimal(",5")).toBe(0.5);
    // Half-typed "1," or "12," reads as 1 or 12 so the results follow the typing.
    expect(parsePositiveDecimal("1,")).toBe(1);
    expect(parsePositiveDecimal("12,")).toBe(12);
  });

  it("refuses what is not a positive number", () => {
    expect(parsePositiveDecimal("")).toBeNull();
    expect(parsePositiveDecimal("abc")).toBeNull();
    expect(parsePositiveDecimal("0")).toBeNull();
    expect(parsePositiveDecimal("-3")).toBeNull();
    expect(parsePositiveDecimal("1,2,3")).toBeNull();
    expect(parsePositiveDecimal("1e3")).toBeNull();
    // Number() would read these; a visitor types neither a sign nor an exponent.
    expect(parsePositiveDecimal("+1.")).toBeNull();
    expect(parsePositiveDecimal("1.5e3")).toBeNull();
    expect(parsePositiveDecimal("1,5e3")).toBeNull();
  });
});
