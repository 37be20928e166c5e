import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { SlidersHorizontal } from "lucide-react";
import { useRef, useState, type ReactNode, type Ref } from "react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

/** Opens the filter panel on a phone (always open on a desktop), with how many filters are set. */
function FiltersButton({
  ref,
  open,
  onToggle,
  controls,
  active,
}: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  onToggle: () => void;
  controls: string;
  active: number;
}) {
  return (
    <Button ref={ref} variant="outline" className="lg:hidden" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
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
      /** The phone's button that folds the filters back onto the results: "Afficher 12 parties". */
      showResults: ReactNode;
    }
);

/** A search's filters in one card; without a text box of their own, few enough to stay in sight on a phone. */
export function FiltersPanel(props: FiltersPanelProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  // Folded, the results sit right under the panel; the focus goes back to "Filtres", scrolling it into sight.
  const showResults = () => {
    setOpen(false);
    filtersButton.current?.focus();
  };
  return (
    <section aria-label={t`Filtres`} className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      {props.searchBox === undefined ? (
        props.children
      ) : (
        <>
          <div className="flex gap-2">
            {props.searchBox}
            <FiltersButton ref={filtersButton} open={open} onToggle={() => setOpen((wasOpen) => !wasOpen)} controls={props.id} active={props.active} />
          </div>
          <div id={props.id} className={cn("mt-4", !open && "hidden", "lg:block")}>
            {props.children}
            <Button className="mt-4 w-full lg:hidden" onClick={showResults}>
              {props.showResults}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
