import { CalendarDays } from "lucide-react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { TeamLogo } from "@/domain/teams/game-teams.tsx";
import type { ConversationSummary } from "./messages-queries.ts";

/** The other player's avatar, the team's logo, or a calendar for a game's channel. */
export function ConversationAvatar({ conversation }: { conversation: Pick<ConversationSummary, "kind" | "other" | "channel"> }) {
  if (conversation.kind === "team") return <TeamLogo logoKey={conversation.channel?.teamLogo ?? null} className="size-10" />;
  if (conversation.kind === "game")
    return (
      <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent">
        <CalendarDays className="size-5" />
      </span>
    );
  return <Avatar avatar={conversation.other?.avatar ?? null} username={conversation.other?.username ?? "?"} />;
}
