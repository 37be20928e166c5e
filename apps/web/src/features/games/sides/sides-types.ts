import type { RouterOutputs } from "@/lib/trpc.ts";

export type SidesData = RouterOutputs["sides"]["getSides"];
export type SidesPlayer = SidesData["players"][number];
export type SidesSide = SidesData["sides"][number];
