import { useMutation } from "@tanstack/react-query";
import { useNavigate, useParams } from "@tanstack/react-router";
import { MessagesSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useTRPC } from "@/lib/trpc.ts";

/**
 * Into a team's or a game's channel (made on first use): on the team page for its members, on
 * the game page for its organizer and confirmed registrants.
 */
export function OpenChannelButton({
  channel,
  children,
  className,
}: {
  channel: { kind: "team" } | { kind: "game"; gameId: number };
  children: ReactNode;
  className?: string;
}) {
  const trpc = useTRPC();
  const { lang } = useParams({ from: "/$lang" });
  const navigate = useNavigate();
  const openTeam = useMutation(trpc.messages.openTeamConversation.mutationOptions());
  const openGame = useMutation(trpc.messages.openGameConversation.mutationOptions());
  return (
    <Button
      variant="outline"
      className={className}
      disabled={openTeam.isPending || openGame.isPending}
      onClick={() => {
        const onSuccess = ({ conversationId }: { conversationId: number }) =>
          navigate({ to: "/$lang/messages/$conversationId", params: { lang, conversationId } });
        if (channel.kind === "team") openTeam.mutate(undefined, { onSuccess });
        else openGame.mutate({ gameId: channel.gameId }, { onSuccess });
      }}
    >
      <MessagesSquare className="size-4" aria-hidden />
      {children}
    </Button>
  );
}
