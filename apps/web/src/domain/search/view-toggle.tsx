import { Trans, useLingui } from "@lingui/react/macro";
import { List, Map as MapIcon } from "lucide-react";
import { cn } from "@/lib/cn.ts";

export type ResultsView = "list" | "map";

/** On a phone, results show as a list or a map, one at a time. */
export function ViewToggle({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Affichage`} className="grid grid-cols-2 rounded-xl border border-border bg-card p-1">
      {(["list", "map"] as const).map((option) => (
        <button
          type="button"
          key={option}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={cn(
            "flex min-h-11 items-center justify-center gap-2 rounded-lg text-sm font-semibold transition",
            view === option ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted",
          )}
        >
          {option === "list" ? <List className="size-4" aria-hidden /> : <MapIcon className="size-4" aria-hidden />}
          {option === "list" ? <Trans>Liste</Trans> : <Trans>Carte</Trans>}
        </button>
      ))}
    </div>
  );
}
