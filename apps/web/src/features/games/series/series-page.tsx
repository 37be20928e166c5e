import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Bell, BellOff, CalendarPlus, CalendarRange } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { GameList } from "@/domain/games/game-list.tsx";
import { useNow } from "@/lib/use-now.ts";
import { useSession } from "@/lib/session.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { useSeries } from "./use-series.ts";

/**
 * A series' page (docs/product.md §3): its dates to come and past, a follow button for players
 * who want to hear of new dates, and for its organizer the way to add one.
 */
export function SeriesPage() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const session = useSession();
  const { series, lang } = useSeries();
  const now = useNow();
  const follow = useMutation(trpc.games.followSeries.mutationOptions());
  const upcoming = series.dates.filter((d) => d.endsAt.getTime() > now);
  const past = series.dates.filter((d) => d.endsAt.getTime() <= now).reverse();
  const last = series.dates.at(-1)!;
  const canFollow = Boolean(session?.user.infoFilled && session.user.emailVerified) && !series.isOrganizer;
  const badge = (d: (typeof series.dates)[number]) =>
    d.cancelledAt ? (
      <Trans>Annulée</Trans>
    ) : d.confirmedCount >= d.maxPlayers ? (
      <Trans>Complet</Trans>
    ) : (
      <Plural value={d.maxPlayers - d.confirmedCount} one="# place" other="# places" />
    );

  async function toggleFollow() {
    try {
      const { following } = await follow.mutateAsync({ seriesId: series.id, follow: !series.following });
      toast.success(following ? t`Vous serez prévenu des nouvelles dates` : t`Vous ne suivez plus cette série`);
      await queryClient.invalidateQueries({ queryKey: trpc.games.getSeries.queryKey({ seriesId: series.id }) });
    } catch {
      // The query client has shown why.
    }
  }

  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-3">
        <span className="inline-flex items-center gap-2 rounded-full bg-primary px-3 py-1 text-xs font-semibold uppercase tracking-wide text-primary-foreground">
          <CalendarRange className="size-4" aria-hidden />
          <Trans>Série de parties</Trans>
        </span>
        <h1 className="break-words text-3xl font-extrabold tracking-tight">{series.title}</h1>
        <p className="text-muted-foreground">
          {series.organizer ? (
            <Trans>
              Organisée par{" "}
              <Link to="/$lang/user/$userId" params={{ lang, userId: series.organizer.id }} className="font-semibold text-accent hover:underline">
                {series.organizer.username}
              </Link>
            </Trans>
          ) : null}{" "}
          · <Plural value={series.followers} _0="personne ne la suit encore" one="# joueur la suit" other="# joueurs la suivent" />
        </p>
        <div className="flex flex-wrap gap-2">
          {canFollow ? (
            <Button
              variant={series.following ? "outline" : "primary"}
              onClick={() => void toggleFollow()}
              disabled={follow.isPending}
              aria-pressed={series.following}
            >
              {series.following ? <BellOff className="size-4" aria-hidden /> : <Bell className="size-4" aria-hidden />}
              {series.following ? <Trans>Ne plus suivre</Trans> : <Trans>Suivre la série</Trans>}
            </Button>
          ) : null}
          {series.isOrganizer ? (
            <Button asChild>
              <Link to="/$lang/games/create" params={{ lang }} search={{ from: last.id, series: series.id }}>
                <CalendarPlus className="size-4" aria-hidden />
                <Trans>Ajouter une date</Trans>
              </Link>
            </Button>
          ) : null}
        </div>
      </header>
      <Card>
        <h2 className="mb-2 text-lg font-bold">
          <Trans>Prochaines dates</Trans>
        </h2>
        <GameList games={upcoming} lang={lang} dateStyle="dayYearTime" badge={badge} empty={<Trans>Aucune date à venir pour le moment.</Trans>} />
      </Card>
      {past.length > 0 ? (
        <Card>
          <h2 className="mb-2 text-lg font-bold">
            <Trans>Dates passées</Trans>
          </h2>
          <GameList games={past} lang={lang} dateStyle="dayYear" badge={() => null} empty={null} />
        </Card>
      ) : null}
    </article>
  );
}
