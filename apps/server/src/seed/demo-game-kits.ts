import { DEFAULT_POWER_LIMITS, type GameType, type PowerLimits } from "@escouade/contracts/games";
import type { game } from "../db/schema/index.ts";

type GameRow = typeof game.$inferInsert;
export type Kit = Pick<GameRow, "protections" | "equipment" | "pyrotechnics" | "facilities"> & { powerLimits: PowerLimits };

export const limits = (aeg: number, dmr: [number, number], semi: number, auto: number): PowerLimits => ({
  aeg: { min: 0, max: aeg },
  dmr: { min: dmr[0], max: dmr[1] },
  semi: { min: 0, max: semi },
  auto: { min: 0, max: auto },
});

/** What a field of each type usually asks for; an entry overrides any of it. */
export const KITS: Record<GameType, Kit> = {
  dominicale: {
    protections: ["eyes", "lower_face"],
    equipment: ["aeg", "gbb", "hpa", "dmr", "bolt_action", "shotgun", "pistol"],
    pyrotechnics: ["grenades", "smoke"],
    facilities: ["parking", "toilets", "equipment_rental", "consumables", "facial_protection"],
    powerLimits: DEFAULT_POWER_LIMITS,
  },
  operation: {
    protections: ["eyes", "lower_face"],
    equipment: ["aeg", "gbb", "hpa", "dmr", "bolt_action", "support", "pistol", "grenade_launcher"],
    pyrotechnics: ["grenades", "smoke", "flash"],
    facilities: ["parking", "toilets", "smoke", "grenades", "consumables"],
    powerLimits: limits(350, [350, 450], 450, 350),
  },
  milsim: {
    protections: ["eyes", "lower_face", "helmet"],
    equipment: ["aeg", "gbb", "hpa", "dmr", "bolt_action", "support", "pistol", "grenade_launcher"],
    pyrotechnics: ["grenades", "smoke", "flash"],
    facilities: ["parking", "toilets", "accommodation", "pyrotechnics"],
    powerLimits: limits(370, [370, 470], 500, 350),
  },
  scenario: {
    protections: ["eyes", "lower_face"],
    equipment: ["aeg", "gbb", "hpa", "dmr", "bolt_action", "support", "pistol"],
    pyrotechnics: ["grenades", "smoke"],
    facilities: ["parking", "toilets", "consumables", "smoke"],
    powerLimits: DEFAULT_POWER_LIMITS,
  },
  nocturne: {
    protections: ["full_face", "ears"],
    equipment: ["aeg", "gbb", "hpa", "shotgun", "pistol"],
    pyrotechnics: ["flash"],
    facilities: ["parking", "toilets", "consumables"],
    powerLimits: limits(330, [330, 400], 350, 330),
  },
  cqb: {
    protections: ["full_face", "gloves"],
    equipment: ["aeg", "gbb", "hpa", "shotgun", "pistol"],
    pyrotechnics: ["grenades"],
    facilities: ["parking", "toilets", "equipment_rental", "consumables", "facial_protection", "grenades"],
    powerLimits: limits(330, [0, 330], 330, 330),
  },
  physique: {
    protections: ["eyes", "lower_face", "gloves"],
    equipment: ["aeg", "gbb", "hpa", "shotgun", "pistol"],
    pyrotechnics: ["grenades"],
    facilities: ["parking", "toilets", "consumables"],
    powerLimits: limits(350, [350, 400], 400, 330),
  },
  speedsoft: {
    protections: ["full_face", "gloves"],
    equipment: ["aeg", "hpa", "pistol"],
    pyrotechnics: [],
    facilities: ["parking", "toilets", "consumables", "facial_protection"],
    powerLimits: limits(300, [0, 300], 300, 300),
  },
};
