import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import type { ChronoPlayer } from "./chrono-types.ts";
import { VerdictBadge } from "./verdict-badge.tsx";

const OPTION =
  "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-border bg-card px-3 py-2 has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring";

/** The player's replicas as big radio buttons (declared ones, those measured on the day), and "another one". */
export function ReplicaChoice({
  player,
  value,
  newValue,
  onChange,
}: {
  player: ChronoPlayer;
  value: string | null;
  newValue: string;
  onChange: (key: string) => void;
}) {
  const { i18n } = useLingui();
  const name = `replica-${player.registrationId}`;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">
        <Trans>Réplique</Trans>
      </legend>
      {player.replicas.map((replica) => (
        <label key={replica.key} className={OPTION}>
          <input
            type="radio"
            name={name}
            value={replica.key}
            checked={value === replica.key}
            onChange={() => onChange(replica.key)}
            className="size-5 accent-accent"
          />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{replica.name || i18n._(POWER_CLASS_LABELS[replica.powerClass])}</span>
            <span className="block text-sm text-muted-foreground">
              {i18n._(POWER_CLASS_LABELS[replica.powerClass])}
              {replica.declaredFps ? (
                <>
                  {" "}
                  · <Trans>{replica.declaredFps} fps déclarés</Trans>
                </>
              ) : null}
            </span>
            {replica.latest ? (
              <span className="mt-1 block">
                <VerdictBadge verdict={replica.latest.verdict} reason={replica.latest.reason} />
              </span>
            ) : null}
          </span>
        </label>
      ))}
      <label className={cn(OPTION, "border-dashed")}>
        <input type="radio" name={name} value={newValue} checked={value === newValue} onChange={() => onChange(newValue)} className="size-5 accent-accent" />
        <Plus className="size-5" aria-hidden />
        <span className="font-semibold">
          <Trans>Une autre réplique</Trans>
        </span>
      </label>
    </fieldset>
  );
}
