import type { CarpoolOfferView } from "@escouade/contracts/carpool";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Clock, MapPin } from "lucide-react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { MessagePlayerButton } from "@/domain/messages/message-player-button.tsx";
import { GameTime } from "@/domain/games/game-time.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { CarpoolRequests } from "./carpool-requests.tsx";
import { RequestStatus } from "./request-status.tsx";
import { UserText } from "@/components/ui/user-text.tsx";

interface OfferCardProps {
  offer: CarpoolOfferView;
  gameId: number;
  timeZone: string;
  lang: string;
  isOrganizer: boolean;
  /** Offers and requests may still change. */
  open: boolean;
  /** The viewer may ask this car for a seat (registered, not asking another car already). */
  canRequest: boolean;
  onEdit: () => void;
  onChanged: () => Promise<unknown>;
}

/** One car: its driver, from where and when, the seats left, and what the viewer may do with it. */
export function OfferCard({ offer, gameId, timeZone, lang, isOrganizer, open, canRequest, onEdit, onChanged }: OfferCardProps) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const request = useMutation(trpc.carpool.requestSeat.mutationOptions());
  const cancel = useMutation(trpc.carpool.cancelRequest.mutationOptions());
  const withdraw = useMutation(trpc.carpool.withdrawOffer.mutationOptions());
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch {
      // The query client has shown why.
    }
    await onChanged();
  };
  const seatsLeft = offer.seatsLeft;
  const seats = offer.seats;
  const username = offer.driver.username;

  return (
    <li className="space-y-3 rounded-xl border border-border p-3" aria-label={t`Voiture de ${username}`}>
      <div className="flex items-center gap-3">
        <Avatar avatar={offer.driver.avatar} username={username} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">
            {offer.mine ? (
              <Trans>Votre voiture</Trans>
            ) : (
              <Link to="/$lang/user/$userId" params={{ lang, userId: offer.driver.id }} className="hover:underline">
                {username}
              </Link>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {seatsLeft === 0 ? <Trans>Complet</Trans> : <Plural value={seatsLeft} one={`# place libre sur ${seats}`} other={`# places libres sur ${seats}`} />}
          </p>
        </div>
        {offer.myRequest ? <RequestStatus status={offer.myRequest.status} /> : null}
      </div>
      <p className="flex items-center gap-2 text-sm">
        <MapPin className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">{offer.fromCity}</span>
      </p>
      <p className="flex items-center gap-2 text-sm">
        <Clock className="size-4 shrink-0" aria-hidden />
        <span className="first-letter:uppercase">
          <GameTime date={offer.departsAt} timeZone={timeZone} style="dayTime" />
        </span>
      </p>
      {offer.note ? <UserText text={offer.note} className="rounded-lg bg-muted/60 p-2 text-sm" /> : null}

      {offer.mine || isOrganizer ? <CarpoolRequests requests={offer.requests} lang={lang} canAnswer={offer.mine && open} onChanged={onChanged} /> : null}

      {/* The driver's contact comes with the seat: a conversation once they took the passenger. */}
      {offer.myRequest?.status === "accepted" ? (
        <div className="space-y-2">
          <p className="text-sm font-semibold text-primary">
            <Trans>{username} vous prend dans sa voiture.</Trans>
          </p>
          <MessagePlayerButton userId={offer.driver.id} username={username} />
        </div>
      ) : null}
      {offer.myRequest?.status === "declined" ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Pas de place pour vous dans cette voiture : demandez à un autre conducteur.</Trans>
        </p>
      ) : null}

      {open ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {offer.mine ? (
            <>
              <Button variant="outline" onClick={onEdit}>
                <Trans>Modifier</Trans>
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="outline">
                    <Trans>Retirer mon offre</Trans>
                  </Button>
                }
                title={<Trans>Retirer votre offre ?</Trans>}
                description={<Trans>Vos passagers et les joueurs qui attendent une réponse seront prévenus.</Trans>}
                confirmLabel={<Trans>Retirer</Trans>}
                onConfirm={() => void run(() => withdraw.mutateAsync({ gameId }), t`Offre retirée`)}
              />
            </>
          ) : null}
          {!offer.mine && !offer.myRequest && canRequest && seatsLeft > 0 ? (
            <Button disabled={request.isPending} onClick={() => void run(() => request.mutateAsync({ offerId: offer.id }), t`Demande envoyée à ${username}`)}>
              <Trans>Demander une place</Trans>
            </Button>
          ) : null}
          {offer.myRequest && offer.myRequest.status !== "declined" ? (
            <Button
              variant="outline"
              disabled={cancel.isPending}
              onClick={() => void run(() => cancel.mutateAsync({ requestId: offer.myRequest!.id }), t`Demande annulée`)}
            >
              <Trans>Annuler ma demande</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
