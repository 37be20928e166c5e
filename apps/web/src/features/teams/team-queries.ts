import type { AppTrpc, RouterOutputs } from "@/lib/trpc.ts";

export type MyTeam = RouterOutputs["teams"]["getMyTeam"];
export type Team = RouterOutputs["teams"]["getTeam"];
export type TeamMember = Team["members"][number];
export type TeamRequests = NonNullable<MyTeam["requests"]>;

export const myTeamQuery = (trpc: AppTrpc) => trpc.teams.getMyTeam.queryOptions(undefined, { staleTime: 10_000 });
export const teamQuery = (trpc: AppTrpc, slug: string) => trpc.teams.getTeam.queryOptions({ slug }, { staleTime: 10_000 });
