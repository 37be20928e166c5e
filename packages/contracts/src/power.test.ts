import { describe, expect, it } from "vitest";
import { formatJoules, fpsToJoules, joulesToFps } from "./power.ts";

describe("FPS and joules", () => {
  it("matches the usual field table at 0.20 g", () => {
    // 328 fps = 99.97 m/s -> 0.5 * 0.0002 * 99.97² = 0.9995 J: the classic "1 joule" AEG.
    expect(fpsToJoules(328)).toBeCloseTo(0.9995, 3);
    expect(formatJoules(350)).toBe(1.14);
    expect(formatJoules(400)).toBe(1.49);
    expect(formatJoules(450)).toBe(1.88);
  });

  it("uses the BB weight given", () => {
    // Same energy, heavier BB, fewer feet per second.
    expect(fpsToJoules(300, 0.25)).toBeCloseTo(0.5 * 0.00025 * (300 * 0.3048) ** 2, 10);
  });

  it("converts back", () => {
    expect(joulesToFps(1)).toBeCloseTo(328.1, 1);
    expect(joulesToFps(fpsToJoules(412, 0.28), 0.28)).toBeCloseTo(412, 8);
  });
});
