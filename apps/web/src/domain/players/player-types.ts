import type { RouterOutputs as Outputs } from "@/lib/trpc.ts";

/** A public profile as getProfileById answers it (never a phone, e-mail or birth date). */
export type PlayerProfile = Outputs["players"]["getProfileById"];
/** A player as lists show them: search, friendship views, a profile's friends. */
export type PlayerSummary = Outputs["players"]["getPlayers"]["items"][number];
export type EquipmentItem = PlayerProfile["equipment"][number];
export type FriendStatus = PlayerSummary["friendStatus"];
