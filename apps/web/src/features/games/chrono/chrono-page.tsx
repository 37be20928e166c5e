import { POWER_CLASSES } from "@escouade/contracts/power";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeft, Download } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { formatChronoJoules } from "./chrono-format.ts";
import { ChronoForm } from "./chrono-form.tsx";
import { ChronoLogList } from "./chrono-log.tsx";
import type { ChronoTarget } from "./chrono-types.ts";
import { csvExportOptions, downloadCsv } from "@/lib/save-file.ts";

const route = getRouteApi("/$lang/games/$gameId/chrono");

/** The organizer's chrono at the field (docs/product.md §4): measure, judge, keep the log, export it. */
export function ChronoPage() {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const { t, i18n } = useLingui();
  const { lang, gameId } = route.useParams();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.chrono.getLog.queryOptions({ gameId }));
  const [target, setTarget] = useState<ChronoTarget | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.chrono.getLog.queryKey({ gameId }) });

  const exportCsv = () => downloadCsv(() => trpcClient.chrono.exportCsv.query({ gameId, ...csvExportOptions(lang) }));

  function retest(next: ChronoTarget) {
    setTarget(next);
    formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  const { summary } = data;
  return (
    <div className="space-y-6">
      <Link
        to="/$lang/games/$gameId/registrations"
        params={{ lang, gameId }}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent"
      >
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>Inscriptions</Trans> · {data.game.title}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          <Trans>Chrono</Trans>
        </h1>
        <Button variant="outline" size="lg" onClick={() => void exportCsv()}>
          <Download className="size-5" aria-hidden />
          <Trans>Exporter le registre (CSV)</Trans>
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label={t`Limites de puissance de la partie`}>
        {POWER_CLASSES.map((powerClass) => {
          const limit = data.limits[powerClass];
          return (
            <div key={powerClass} className="rounded-xl border border-border bg-card px-3 py-2">
              <dt className="font-semibold">{i18n._(POWER_CLASS_LABELS[powerClass])}</dt>
              <dd className="tabular-nums text-muted-foreground">
                {limit.minJoules !== null ? <>≥ {formatChronoJoules(limit.minJoules, lang)} · </> : null}≤ {formatChronoJoules(limit.maxJoules, lang)}
                <span className="block text-xs">
                  <Trans>{limit.maxFps} fps à 0,20 g</Trans>
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      <div ref={formRef} className="scroll-mt-20">
        {data.open ? (
          <ChronoForm
            gameId={gameId}
            lang={lang}
            limits={data.game.powerLimits}
            players={data.players}
            target={target}
            onTarget={setTarget}
            onSaved={refresh}
          />
        ) : (
          <Card>
            <p className="font-semibold">
              {data.game.cancelledAt ? <Trans>Cette partie est annulée : le chrono est fermé.</Trans> : <Trans>Le chrono ouvre le jour de la partie.</Trans>}
            </p>
          </Card>
        )}
      </div>
      <section className="space-y-3" aria-labelledby="chrono-log-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="chrono-log-title" className="text-xl font-bold">
            <Trans>Registre</Trans>
          </h2>
          <p className="text-sm font-semibold">
            <Trans>
              Joueurs : {summary.players} · Répliques mesurées : {summary.measured} · Refusées : {summary.refused}
            </Trans>
          </p>
        </div>
        <ChronoLogList gameId={gameId} lang={lang} players={data.players} onTarget={retest} onChanged={refresh} />
      </section>
    </div>
  );
}
