import type { CarpoolRequestView } from "@escouade/contracts/carpool";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { RequestStatus } from "./request-status.tsx";

interface CarpoolRequestsProps {
  requests: CarpoolRequestView[];
  lang: string;
  /** The driver answers; the organizer only looks. */
  canAnswer: boolean;
  onChanged: () => Promise<unknown>;
}

/** Who asked for a seat in a car, and the driver's accept / decline. */
export function CarpoolRequests({ requests, lang, canAnswer, onChanged }: CarpoolRequestsProps) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const answer = useMutation(trpc.carpool.answer.mutationOptions());
  if (requests.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Pas encore de demande.</Trans>
      </p>
    );
  }
  const reply = async (requestId: number, accept: boolean) => {
    try {
      await answer.mutateAsync({ requestId, accept });
      toast.success(accept ? t`Passager accepté` : t`Demande refusée`);
    } catch {
      // The query client has shown why.
    }
    await onChanged();
  };
  return (
    <ul className="space-y-2" aria-label={t`Demandes de place`}>
      {requests.map((request) => {
        const name = request.passenger.username;
        return (
          <li key={request.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-2">
            <Avatar avatar={request.passenger.avatar} username={request.passenger.username} />
            <Link to="/$lang/user/$userId" params={{ lang, userId: request.passenger.id }} className="min-w-0 flex-1 truncate font-semibold hover:underline">
              {request.passenger.username}
            </Link>
            {canAnswer && request.status === "pending" ? (
              <span className="flex w-full gap-2 sm:w-auto">
                <Button className="flex-1" disabled={answer.isPending} onClick={() => void reply(request.id, true)} aria-label={t`Accepter ${name}`}>
                  <Trans>Accepter</Trans>
                </Button>
                <Button
                  className="flex-1"
                  variant="outline"
                  disabled={answer.isPending}
                  onClick={() => void reply(request.id, false)}
                  aria-label={t`Refuser ${name}`}
                >
                  <Trans>Refuser</Trans>
                </Button>
              </span>
            ) : (
              <RequestStatus status={request.status} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
