import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { SlidersHorizontal } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

/** Opens the filter panel on a phone (always open on a desktop), with how many filters are set. */
function FiltersButton({ open, onToggle, controls, active }: { open: boolean; onToggle: () => void; controls: string; active: number }) {
  return (
    <Button variant="outline" className="lg:hidden" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <SlidersHorizontal className="size-4" aria-hidden />
      <Trans>Filtres</Trans>
      {active > 0 ? (
        <>
          <span className="rounded-full bg-accent px-1.5 text-xs font-bold text-accent-foreground" aria-hidden>
            {active}
          </span>
          <span className="sr-only">
            (<Plural value={active} one="# actif" other="# actifs" />)
          </span>
        </>
      ) : null}
    </Button>
  );
}

type FiltersPanelProps = { children: ReactNode } & (
  | { searchBox?: undefined }
  | {
      /** The text box, always in sight; the other filters fold behind a "Filtres" button on a phone. */
      searchBox: ReactNode;
      /** The folding part's id, for the button's aria-controls. */
      id: string;
      /** How many filters are set behind the button (the text box is in plain sight). */
      active: number;
    }
);

/** A search's filters in one card; without a text box of their own, few enough to stay in sight on a phone. */
export function FiltersPanel(props: FiltersPanelProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={t`Filtres`} className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      {props.searchBox === undefined ? (
        props.children
      ) : (
        <>
          <div className="flex gap-2">
            {props.searchBox}
            <FiltersButton open={open} onToggle={() => setOpen((wasOpen) => !wasOpen)} controls={props.id} active={props.active} />
          </div>
          <div id={props.id} className={cn(!open && "hidden", "lg:block")}>
            {props.children}
          </div>
        </>
      )}
    </section>
  );
}
