import type { ChronoRefusal, ChronoVerdictValue } from "@escouade/contracts/chrono";
import type { PowerLimits, Replica } from "@escouade/contracts/games";
import { fpsToJoules, type PowerClass } from "@escouade/contracts/power";

/** One pass over the chrono, as the log shows it. */
export interface LoggedReading {
  id: number;
  registrationId: number;
  replicaIndex: number | null;
  replicaName: string;
  powerClass: PowerClass;
  fps: number;
  bbGrams: number;
  joules: number;
  verdict: ChronoVerdictValue;
  note: string;
  measuredAt: Date;
}

export interface LoggedPlayer {
  registrationId: number;
  userId: string | null;
  guestName: string | null;
  username: string | null;
  replicas: Replica[];
  checkedInAt: Date | null;
}

/**
 * Readings of one replica: a declared one by its place in the registration, one brought on the
 * day by its class and name (the same name typed again is the same replica, whatever its case).
 */
export function replicaKey(reading: Pick<LoggedReading, "replicaIndex" | "replicaName" | "powerClass">): string {
  return reading.replicaIndex !== null ? `#${reading.replicaIndex}` : `${reading.powerClass}:${reading.replicaName.trim().toLowerCase()}`;
}

/** Why a refused reading was refused: an energy over the class's maximum (at 0.20 g), else under its minimum. */
export function refusalOf(reading: Pick<LoggedReading, "verdict" | "joules" | "powerClass">, limits: PowerLimits): ChronoRefusal | null {
  if (reading.verdict === "passed") return null;
  return reading.joules > fpsToJoules(limits[reading.powerClass].max) ? "over_max" : "under_min";
}

/**
 * The log per player and replica: each declared replica (measured or not), then those brought on
 * the day; the latest reading is the verdict, the earlier ones are the history of re-tests.
 * `readings` come oldest first.
 */
export function groupLog(players: LoggedPlayer[], readings: LoggedReading[], limits: PowerLimits) {
  return players.map((player) => {
    const mine = readings.filter((r) => r.registrationId === player.registrationId);
    const declared = player.replicas.map((replica, index) => ({
      key: `#${index}`,
      index,
      name: replica.name,
      powerClass: replica.powerClass,
      declaredFps: replica.fps as number | null,
    }));
    const extraKeys = new Map<string, LoggedReading>();
    for (const reading of mine) if (reading.replicaIndex === null && !extraKeys.has(replicaKey(reading))) extraKeys.set(replicaKey(reading), reading);
    const extras = [...extraKeys].map(([key, first]) => ({ key, index: null, name: first.replicaName, powerClass: first.powerClass, declaredFps: null }));
    const replicas = [...declared, ...extras].map((replica) => {
      const passes = mine.filter((r) => replicaKey(r) === replica.key);
      const history = passes.map((reading, position) => ({ ...reading, reason: refusalOf(reading, limits), retest: position > 0 })).reverse();
      return { ...replica, latest: history[0] ?? null, history };
    });
    return { ...player, name: player.username ?? player.guestName ?? "", walkIn: player.userId === null, replicas };
  });
}
