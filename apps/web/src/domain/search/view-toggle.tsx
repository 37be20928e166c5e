import { Trans, useLingui } from "@lingui/react/macro";
import { List, Map as MapIcon } from "lucide-react";
import { useEffect, useRef, type ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";
import { claimEarlyTap } from "@/lib/early-taps.ts";

export type ResultsView = "list" | "map";

/** On a phone, results show as a list or a map, one at a time. */
export function ViewToggle({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Affichage`} className="grid grid-cols-2 rounded-xl border border-border bg-card p-1">
      {(["list", "map"] as const).map((option) => (
        <ToggleButton
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
        </ToggleButton>
      ))}
    </div>
  );
}

/** A server-rendered search (decision 026) may be tapped before the app has adopted it: the tap is answered then. */
function ToggleButton(props: Omit<ComponentProps<"button">, "type" | "ref">) {
  const own = useRef<HTMLButtonElement>(null);
  useEffect(() => claimEarlyTap(own.current), []);
  return <button ref={own} type="button" {...props} />;
}
