import type { RegisterForGameInput } from "@escouade/contracts/games";
import type { PowerClass } from "@escouade/contracts/power";

/** A replica of "my equipment", as it was measured. */
export interface GearReplica {
  id: number;
  name: string;
  powerClass: PowerClass;
  fps: number;
}

/** A declared replica: typed in, or taken from "my equipment" (then `equipmentId` says which). */
export type DeclaredReplica = RegisterForGameInput["replicas"][number] & { equipmentId?: number };
export type RegisterValues = Omit<RegisterForGameInput, "replicas"> & { replicas: DeclaredReplica[] };

/** Nothing is assumed: the class is chosen and the power typed as measured. */
export const EMPTY_REPLICA = { powerClass: "" as DeclaredReplica["powerClass"], fps: undefined as unknown as number, name: "" };

export function fromGear(item: GearReplica): DeclaredReplica {
  return { equipmentId: item.id, powerClass: item.powerClass, fps: item.fps, name: item.name };
}
