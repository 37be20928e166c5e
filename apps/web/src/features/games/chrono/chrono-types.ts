import type { RouterOutputs } from "@/lib/trpc.ts";

export type ChronoLog = RouterOutputs["chrono"]["getLog"];
export type ChronoPlayer = ChronoLog["players"][number];
export type ChronoReplica = ChronoPlayer["replicas"][number];
export type ChronoReading = ChronoReplica["history"][number];

/** What the form measures: a player and one of their replicas (declared, or brought on the day). */
export interface ChronoTarget {
  registrationId: number;
  /** A replica already in the log (its key), or "new" for one typed on the spot. */
  replicaKey: string | null;
}
