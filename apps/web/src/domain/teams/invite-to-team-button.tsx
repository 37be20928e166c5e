import { teamRoleCan } from "@escouade/contracts/team-roles";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Shield } from "lucide-react";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { useSession } from "@/lib/session.ts";
import { useTRPC } from "@/lib/trpc.ts";

/**
 * "Inviter dans mon équipe" on someone's profile: only for a leader of a team (the contracts'
 * permission table says who may invite), and only towards a player who has no team yet.
 */
export function InviteToTeamButton({ userId, username, hasTeam }: { userId: string; username: string; hasTeam: boolean }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const onboarded = Boolean(session?.user.infoFilled) && session?.user.id !== userId;
  const mine = useQuery({ ...trpc.teams.getMyTeam.queryOptions(), enabled: onboarded && !hasTeam });
  const invite = useMutation(trpc.teams.inviteToTeam.mutationOptions());
  const team = mine.data?.team;
  if (!onboarded || hasTeam || !team || !teamRoleCan(team.viewer.membership?.role, { invitation: ["create"] })) return null;
  const invited = mine.data?.requests?.invitations.some((invitation) => invitation.player.userId === userId) ?? false;
  return (
    <Button
      variant="outline"
      disabled={invited || invite.isPending}
      onClick={async () => {
        try {
          await invite.mutateAsync({ teamId: team.id, userId });
          toast.success(t`Invitation envoyée à ${username}`);
        } catch {
          // The query client has shown why; the refresh below shows what changed meanwhile.
        }
        await queryClient.invalidateQueries({ queryKey: trpc.teams.pathKey() });
      }}
    >
      <Shield className="size-4" aria-hidden />
      {invited ? <Trans>Invitation envoyée</Trans> : <Trans>Inviter dans mon équipe</Trans>}
    </Button>
  );
}
