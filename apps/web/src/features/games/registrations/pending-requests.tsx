import type { RegistrationQuestion } from "@escouade/contracts/registration-questions";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Check, X } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { GameTime } from "@/domain/games/game-time.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { registrationName, type GameRegistration } from "./check-in-outcome.ts";
import { RegistrationAnswersList } from "./registration-answers.tsx";
import { replicasLine } from "./registration-row.tsx";

interface PendingRequestsProps {
  requests: readonly GameRegistration[];
  questions: readonly RegistrationQuestion[];
  timeZone: string;
  lang: string;
  onDecided: () => Promise<unknown>;
}

/**
 * With approval on (docs/product.md §3), each registration waits here: the organizer reads who
 * asks, with what and what they answered, and approves (a place if one is free and nobody waits,
 * else the end of the waitlist) or declines. Oldest first.
 */
export function PendingRequests({ requests, questions, timeZone, lang, onDecided }: PendingRequestsProps) {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const decision = useMutation(trpc.registrations.decideRegistration.mutationOptions());
  if (requests.length === 0) return null;

  async function decide(request: GameRegistration, approve: boolean) {
    const name = registrationName(request);
    if (!approve && !window.confirm(t`Refuser la demande de ${name} ? Cette personne sera prévenue et ne pourra pas redemander une place.`)) return;
    try {
      const { status } = await decision.mutateAsync({ registrationId: request.id, approve });
      toast.success(
        status === "confirmed"
          ? t`Demande acceptée : ${name} a une place confirmée`
          : status === "waitlisted"
            ? t`Demande acceptée : ${name} est en liste d'attente, la partie est complète`
            : t`Demande refusée`,
      );
    } catch {
      // The query client has shown why (the player withdrew, the game started); the list is reloaded below.
    }
    await onDecided();
  }

  return (
    <section className="space-y-2" aria-labelledby="pending-requests">
      <h2 id="pending-requests" className="text-lg font-semibold">
        <Plural value={requests.length} one="# demande à valider" other="# demandes à valider" />
      </h2>
      <ul className="space-y-2">
        {requests.map((request) => {
          const name = registrationName(request);
          return (
            <li key={request.id}>
              <Card className="grid gap-3 p-4 md:grid-cols-[1fr_auto] md:items-start">
                <div className="min-w-0 space-y-1">
                  <p className="break-words font-semibold">
                    {request.userId ? (
                      <Link to="/$lang/user/$userId" params={{ lang, userId: request.userId }} className="hover:underline">
                        {name}
                      </Link>
                    ) : (
                      name
                    )}{" "}
                    {request.firstName || request.lastName ? (
                      <span className="font-normal text-muted-foreground">
                        · {request.firstName} {request.lastName}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <Trans>
                      Demande du <GameTime date={request.createdAt} timeZone={timeZone} style="dayTime" />
                    </Trans>
                  </p>
                  <p className="text-sm">{replicasLine(request.replicas, i18n)}</p>
                  <RegistrationAnswersList questions={questions} answers={request.answers} />
                </div>
                <div className="flex gap-2">
                  <Button onClick={() => void decide(request, true)} disabled={decision.isPending} aria-label={t`Accepter la demande de ${name}`}>
                    <Check className="size-4" aria-hidden />
                    <Trans>Accepter</Trans>
                  </Button>
                  <Button
                    variant="outline"
                    className="text-destructive"
                    onClick={() => void decide(request, false)}
                    disabled={decision.isPending}
                    aria-label={t`Refuser la demande de ${name}`}
                  >
                    <X className="size-4" aria-hidden />
                    <Trans>Refuser</Trans>
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
