import { ratingWindow } from "@escouade/contracts/rating-window";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import { REGISTRATION_STATUS_LABELS } from "@/domain/games/game-labels.ts";
import { GameList } from "@/domain/games/game-list.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { MyTickets } from "./my-tickets.tsx";
import { useNow } from "@/lib/use-now.ts";

interface Row {
  id: number;
  title: string;
  startsAt: Date;
  timeZone: string;
  endsAt: Date;
  city: string;
  cancelledAt: Date | null;
  badge: ReactNode;
}

/** A cancelled game says so; the others show their row's badge. */
const rowBadge = (row: Row) => (row.cancelledAt ? <Trans>Annulée</Trans> : row.badge);

/** "My games": registrations (upcoming first, then past) and the games I organize. */
export function MyGames() {
  const trpc = useTRPC();
  const { i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const { data } = useSuspenseQuery(trpc.registrations.getMyGames.queryOptions());
  const now = useNow();
  const toRate = (r: (typeof data.registered)[number]) => r.status === "confirmed" && !r.rated && !r.game.cancelledAt && ratingWindow(r.game.endsAt) === "open";
  const registered: Row[] = data.registered.map((r) => ({
    ...r.game,
    badge: toRate(r) ? (
      <span className="text-accent">
        <Trans>À noter</Trans>
      </span>
    ) : (
      i18n._(REGISTRATION_STATUS_LABELS[r.status])
    ),
  }));
  const upcoming = registered.filter((g) => g.endsAt.getTime() > now);
  const tickets = data.registered.flatMap((r) =>
    r.ticket && !r.game.cancelledAt && r.game.endsAt.getTime() > now ? [{ ticket: r.ticket, game: r.game, staffRole: r.staffRole }] : [],
  );
  const past = registered.filter((g) => g.endsAt.getTime() <= now).reverse();
  const organized: Row[] = data.organized.map((g) => ({ ...g, badge: `${g.confirmedCount}/${g.maxPlayers}` }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <h2 className="mb-2 text-lg font-bold">
          <Trans>Mes prochaines parties</Trans>
        </h2>
        <GameList games={upcoming} lang={lang} dateStyle="dayYearTime" badge={rowBadge} empty={<Trans>Aucune partie à venir.</Trans>} />
        <MyTickets tickets={tickets} />
        {past.length > 0 ? (
          <>
            <h3 className="mb-1 mt-6 font-semibold">
              <Trans>Parties jouées</Trans>
            </h3>
            <GameList games={past} lang={lang} dateStyle="dayYearTime" badge={rowBadge} empty={null} />
          </>
        ) : null}
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-bold">
          <Trans>Parties que j'organise</Trans>
        </h2>
        <GameList
          games={organized}
          lang={lang}
          dateStyle="dayYearTime"
          badge={rowBadge}
          empty={<Trans>Vous n'organisez aucune partie pour l'instant.</Trans>}
        />
      </Card>
    </div>
  );
}
