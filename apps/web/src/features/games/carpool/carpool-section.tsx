import { isLiveRequest } from "@escouade/contracts/carpool-rules";
import { Trans } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Car } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { QueryState } from "@/components/ui/query-state.tsx";
import { useTRPC, type RouterOutputs } from "@/lib/trpc.ts";
import { OfferCard } from "./offer-card.tsx";
import { useNow } from "@/lib/use-now.ts";

// The form (and its validation) loads when a driver opens it, not with every game's page.
const loadOfferForm = () => import("./offer-form.tsx");
const OfferForm = lazy(() => loadOfferForm().then((module) => ({ default: module.OfferForm })));

interface CarpoolGame {
  id: number;
  startsAt: Date;
  /** The field's zone: departures are on its clock, as the game's times are. */
  timeZone: string;
  endsAt: Date;
  cancelledAt: Date | null;
  isOrganizer: boolean;
  myRegistration: { status: string } | null;
  /** The private game's link token the page was opened with. */
  openedWith?: string;
}

/**
 * "Covoiturage" on the game page (docs/product.md §4): for the game's registered players and its organizer.
 * Gone once the game ended or was cancelled.
 */
export function CarpoolSection({ game, lang }: { game: CarpoolGame; lang: string }) {
  const now = useNow();
  if (game.cancelledAt || game.endsAt.getTime() <= now) return null;
  const takesPart = game.isOrganizer || game.myRegistration?.status === "confirmed" || game.myRegistration?.status === "waitlisted";
  return (
    <Card id="covoiturage" className="space-y-4">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Car className="size-5 shrink-0" aria-hidden />
        <Trans>Covoiturage</Trans>
      </h2>
      {takesPart ? (
        <CarpoolBoard game={game} lang={lang} />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>Inscrivez-vous à la partie pour proposer des places dans votre voiture ou en demander une.</Trans>
        </p>
      )}
    </Card>
  );
}

function CarpoolBoard({ game, lang }: { game: CarpoolGame; lang: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = { gameId: game.id, shareToken: game.openedWith };
  const query = useQuery(trpc.carpool.getForGame.queryOptions(input));
  const [editing, setEditing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.carpool.getForGame.queryKey(input) });

  return (
    <QueryState query={query}>
      {(page) => <CarpoolCars page={page} game={game} lang={lang} editing={editing} setEditing={setEditing} refresh={refresh} />}
    </QueryState>
  );
}

/** The cars of a game, once known, and what the viewer may do about them. */
function CarpoolCars({
  page,
  game,
  lang,
  editing,
  setEditing,
  refresh,
}: {
  page: RouterOutputs["carpool"]["getForGame"];
  game: CarpoolGame;
  lang: string;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  refresh: () => Promise<unknown>;
}) {
  const mine = page.offers.find((o) => o.mine);
  const asking = page.offers.some((o) => o.myRequest && isLiveRequest(o.myRequest.status));
  // A player sees the cars with a free seat, and the one they asked; the organizer sees every car.
  const shown = page.offers.filter((o) => o.mine || o.myRequest || page.isOrganizer || o.seatsLeft > 0);
  const done = async () => {
    setEditing(false);
    await refresh();
  };

  return (
    <div className="space-y-4">
      {editing ? (
        <Suspense
          fallback={
            <p className="text-sm text-muted-foreground">
              <Trans>Chargement…</Trans>
            </p>
          }
        >
          <OfferForm
            gameId={game.id}
            gameStartsAt={game.startsAt}
            timeZone={game.timeZone}
            current={mine}
            onDone={() => void done()}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : page.open && page.registered && !mine && !asking ? (
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          onClick={() => setEditing(true)}
          onPointerEnter={() => void loadOfferForm()}
          onFocus={() => void loadOfferForm()}
        >
          <Car className="size-4" aria-hidden />
          <Trans>Proposer des places</Trans>
        </Button>
      ) : null}
      {!page.open ? (
        <p className="text-sm text-muted-foreground">
          <Trans>La partie a commencé : le covoiturage ne change plus.</Trans>
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {page.isOrganizer ? <Trans>Aucun joueur ne propose encore de places.</Trans> : <Trans>Aucune place libre pour l'instant.</Trans>}
        </p>
      ) : (
        <ul className="space-y-3">
          {shown.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              gameId={game.id}
              timeZone={game.timeZone}
              lang={lang}
              isOrganizer={page.isOrganizer}
              open={page.open}
              canRequest={page.registered && !mine && !asking}
              onEdit={() => setEditing(true)}
              onChanged={refresh}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
