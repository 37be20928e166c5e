import { ratingWindow } from "@escouade/contracts/ratings";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { format } from "date-fns";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import { dateFnsLocale } from "@/lib/format.ts";
import { REGISTRATION_STATUS_LABELS } from "@/domain/games/game-labels.ts";
import { trpc } from "@/lib/trpc.ts";

interface Row {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  city: string;
  cancelledAt: Date | null;
  badge: ReactNode;
}

function GameRows({ rows, lang, empty }: { rows: Row[]; lang: string; empty: ReactNode }) {
  const locale = dateFnsLocale(lang);
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {rows.map((g) => (
        <li key={g.id}>
          <Link to="/$lang/games/$gameId" params={{ lang, gameId: g.id }} className="flex min-h-14 items-center justify-between gap-3 py-3 hover:bg-muted/40">
            <span>
              <span className="block font-semibold">{g.title}</span>
              <span className="text-sm text-muted-foreground">
                {format(g.startsAt, "EEE d MMM yyyy, HH:mm", { locale })} · {g.city}
              </span>
            </span>
            <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">{g.cancelledAt ? <Trans>Annulée</Trans> : g.badge}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "My games": registrations (upcoming first, then past) and the games I organize. */
export function MyGames() {
  const { i18n } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const { data } = useSuspenseQuery(trpc.registrations.getMyGames.queryOptions());
  const now = Date.now();
  const toRate = (r: (typeof data.registered)[number]) => r.status === "confirmed" && !r.rated && !r.game.cancelledAt && ratingWindow(r.game.endsAt) === "open";
  const registered: Row[] = data.registered.map((r) => ({
    ...r.game,
    badge: toRate(r) ? <span className="text-accent"><Trans>À noter</Trans></span> : i18n._(REGISTRATION_STATUS_LABELS[r.status]),
  }));
  const upcoming = registered.filter((g) => g.endsAt.getTime() > now);
  const past = registered.filter((g) => g.endsAt.getTime() <= now).reverse();
  const organized: Row[] = data.organized.map((g) => ({ ...g, badge: `${g.confirmedCount}/${g.maxPlayers}` }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <h2 className="mb-2 text-lg font-bold"><Trans>Mes prochaines parties</Trans></h2>
        <GameRows rows={upcoming} lang={lang} empty={<Trans>Aucune partie à venir.</Trans>} />
        {past.length > 0 ? (
          <>
            <h3 className="mb-1 mt-6 font-semibold"><Trans>Parties jouées</Trans></h3>
            <GameRows rows={past} lang={lang} empty={null} />
          </>
        ) : null}
      </Card>
      <Card>
        <h2 className="mb-2 text-lg font-bold"><Trans>Parties que j'organise</Trans></h2>
        <GameRows rows={organized} lang={lang} empty={<Trans>Vous n'organisez aucune partie pour l'instant.</Trans>} />
      </Card>
    </div>
  );
}
