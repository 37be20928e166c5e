import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import { cn } from "@/lib/cn.ts";
import { formatDate } from "@/lib/dates.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { formatBbGrams, formatChronoJoules } from "./chrono-format.ts";
import type { ChronoPlayer, ChronoReading, ChronoReplica, ChronoTarget } from "./chrono-types.ts";
import { VerdictBadge } from "./verdict-badge.tsx";

/** One pass, in a line: when, speed, BB, energy, verdict, and whether it was a re-test. */
function ReadingLine({ reading, lang, onDelete }: { reading: ChronoReading; lang: string; onDelete: () => void }) {
  const { t } = useLingui();
  const at = formatDate(reading.measuredAt, lang, "time");
  return (
    <li className="flex items-start gap-2 text-sm">
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold tabular-nums">{at}</span>
        <span className="tabular-nums">
          {reading.fps} fps · {formatBbGrams(reading.bbGrams, lang)} · {formatChronoJoules(reading.joules, lang)}
        </span>
        <VerdictBadge verdict={reading.verdict} reason={reading.reason} />
        {reading.retest ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 font-semibold">
            <RotateCcw className="size-3.5" aria-hidden />
            <Trans>Re-test</Trans>
          </span>
        ) : null}
        {reading.note ? <span className="break-words text-muted-foreground">« {reading.note} »</span> : null}
      </div>
      <Button variant="ghost" size="icon" className="shrink-0 text-destructive" aria-label={t`Supprimer la mesure de ${at}`} onClick={onDelete}>
        <Trash2 className="size-5" aria-hidden />
      </Button>
    </li>
  );
}

function ReplicaRow({
  replica,
  lang,
  onRetest,
  onDelete,
}: {
  replica: ChronoReplica;
  lang: string;
  onRetest: () => void;
  onDelete: (reading: ChronoReading) => void;
}) {
  const { t, i18n } = useLingui();
  const refused = replica.latest?.verdict === "refused";
  const label = replica.name || i18n._(POWER_CLASS_LABELS[replica.powerClass]);
  return (
    <li className={cn("space-y-2 rounded-xl border p-3", refused ? "border-l-8 border-destructive" : "border-border")}>
      <p className="font-semibold break-words">
        {label} <span className="font-normal text-muted-foreground">· {i18n._(POWER_CLASS_LABELS[replica.powerClass])}</span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <VerdictBadge verdict={replica.latest?.verdict ?? null} reason={replica.latest?.reason} large={refused} />
        <Button variant="outline" onClick={onRetest} aria-label={replica.latest ? t`Re-tester ${label}` : t`Mesurer ${label}`}>
          <RotateCcw className="size-4" aria-hidden />
          {replica.latest ? <Trans>Re-tester</Trans> : <Trans>Mesurer</Trans>}
        </Button>
      </div>
      {replica.history.length > 0 ? (
        <ol className="space-y-1 border-t border-border pt-2" aria-label={t`Mesures de ${label}`}>
          {replica.history.map((reading) => (
            <ReadingLine key={reading.id} reading={reading} lang={lang} onDelete={() => onDelete(reading)} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** The log: each arrived player and their replicas, the latest verdict first, refused ones unmissable. */
export function ChronoLogList({
  gameId,
  lang,
  players,
  onTarget,
  onChanged,
}: {
  gameId: number;
  lang: string;
  players: ChronoPlayer[];
  onTarget: (target: ChronoTarget) => void;
  onChanged: () => void;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const removal = useMutation(trpc.chrono.deleteReading.mutationOptions());

  async function remove(reading: ChronoReading) {
    const at = formatDate(reading.measuredAt, lang, "time");
    if (!window.confirm(t`Supprimer la mesure de ${at} (${reading.fps} fps) ? Elle disparaîtra du registre.`)) return;
    try {
      await removal.mutateAsync({ gameId, readingId: reading.id });
      toast.success(t`Mesure supprimée`);
      onChanged();
    } catch {
      // The query client has shown why.
    }
  }

  if (players.length === 0)
    return (
      <p className="text-muted-foreground">
        <Trans>Aucun joueur arrivé pour l'instant.</Trans>
      </p>
    );
  return (
    <ul className="space-y-4">
      {players.map((player) => (
        <li key={player.registrationId} className="space-y-2 rounded-2xl border border-border bg-card p-4" aria-label={player.name}>
          <h3 className="flex flex-wrap items-baseline gap-2 text-lg font-bold">
            {player.name}
            {player.walkIn ? (
              <span className="text-sm font-normal text-muted-foreground">
                <Trans>sur place</Trans>
              </span>
            ) : null}
          </h3>
          <ul className="space-y-2">
            {player.replicas.map((replica) => (
              <ReplicaRow
                key={replica.key}
                replica={replica}
                lang={lang}
                onRetest={() => onTarget({ registrationId: player.registrationId, replicaKey: replica.key })}
                onDelete={(reading) => void remove(reading)}
              />
            ))}
          </ul>
          {player.replicas.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Aucune réplique déclarée.</Trans>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
