import type { PaymentStatus } from "@escouade/contracts/games";
import { Plural, Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Card } from "@/components/ui/card.tsx";
import { GameTime } from "@/domain/games/game-time.tsx";
import type { RouterOutputs } from "@/lib/trpc.ts";
import { PaymentSelect } from "./payment-select.tsx";

type LateCancellation = RouterOutputs["registrations"]["getGameRegistrations"]["lateCancellations"][number];

/**
 * Places given up after the game's free cancellation limit (docs/product.md §3): their payment
 * mark stayed as it was, for the organizer to keep or to mark refunded.
 */
export function LateCancellations({
  cancellations,
  timeZone,
  lang,
  onPayment,
}: {
  cancellations: readonly LateCancellation[];
  timeZone: string;
  lang: string;
  onPayment: (registrationId: number, paymentStatus: PaymentStatus) => void;
}) {
  if (cancellations.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby="late-cancellations">
      <h2 id="late-cancellations" className="text-lg font-semibold">
        <Plural value={cancellations.length} one="# désistement tardif" other="# désistements tardifs" />
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Ces joueurs se sont désinscrits après la limite d'annulation gratuite. Leur paiement reste noté tel quel : à vous de le garder ou de le rembourser.
        </Trans>
      </p>
      <ul className="space-y-2">
        {cancellations.map((c) => {
          const name = c.username ?? "—";
          return (
            <li key={c.id}>
              <Card className="grid gap-3 p-4 md:grid-cols-[1fr_auto] md:items-center">
                <div className="min-w-0">
                  <p className="break-words font-semibold">
                    {c.userId ? (
                      <Link to="/$lang/user/$userId" params={{ lang, userId: c.userId }} className="hover:underline">
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <Trans>
                      Désinscription le <GameTime date={c.cancelledAt} timeZone={timeZone} style="dayTime" />
                    </Trans>
                  </p>
                </div>
                <PaymentSelect name={name} value={c.paymentStatus} onChange={(status) => onPayment(c.id, status)} />
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
