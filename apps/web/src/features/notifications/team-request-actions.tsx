import type { NotificationItem } from "@escouade/contracts/notifications";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { useTRPC } from "@/lib/trpc.ts";

type Answer = "accepted" | "declined";

/**
 * Answers a team request straight from its notification (docs/product.md §5): a leader accepts or declines
 * an application, an invited player joins or declines. Nothing for other notifications.
 */
export function TeamRequestActions({ data }: { data: NotificationItem["data"] }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const acceptApplication = useMutation(trpc.teams.acceptApplication.mutationOptions());
  const declineApplication = useMutation(trpc.teams.declineApplication.mutationOptions());
  const acceptInvitation = useMutation(trpc.teams.acceptInvitation.mutationOptions());
  const declineInvitation = useMutation(trpc.teams.declineInvitation.mutationOptions());
  const pending = [acceptApplication, declineApplication, acceptInvitation, declineInvitation].some((m) => m.isPending);
  if (data.type !== "team_application_received" && data.type !== "team_invitation_received") return null;

  const run = async (action: () => Promise<unknown>, result: Answer, success: string) => {
    try {
      await action();
      setAnswer(result);
      toast.success(success);
    } catch {
      // The query client has shown why.
    }
    await queryClient.invalidateQueries({ queryKey: trpc.teams.pathKey() });
    await router.invalidate();
  };

  if (answer) {
    return (
      <p role="status" className="px-3 pb-1 text-xs font-semibold text-muted-foreground">
        {answer === "accepted" ? <Trans>Acceptée</Trans> : <Trans>Refusée</Trans>}
      </p>
    );
  }
  if (data.type === "team_application_received") {
    const { applicationId, player } = data.payload;
    const username = player.username;
    return (
      <div className="flex gap-2 px-3 pb-1">
        <Button
          disabled={pending}
          onClick={() => void run(() => acceptApplication.mutateAsync({ applicationId }), "accepted", t`${username} a rejoint l'équipe`)}
        >
          <Trans>Accepter</Trans>
        </Button>
        <Button
          variant="outline"
          disabled={pending}
          onClick={() => void run(() => declineApplication.mutateAsync({ applicationId }), "declined", t`Candidature refusée`)}
        >
          <Trans>Refuser</Trans>
        </Button>
      </div>
    );
  }
  const { invitationId } = data.payload;
  return (
    <div className="flex gap-2 px-3 pb-1">
      <Button disabled={pending} onClick={() => void run(() => acceptInvitation.mutateAsync({ invitationId }), "accepted", t`Bienvenue dans l'équipe !`)}>
        <Trans>Rejoindre</Trans>
      </Button>
      <Button
        variant="outline"
        disabled={pending}
        onClick={() => void run(() => declineInvitation.mutateAsync({ invitationId }), "declined", t`Invitation refusée`)}
      >
        <Trans>Refuser</Trans>
      </Button>
    </div>
  );
}
