import { Plural, Trans } from "@lingui/react/macro";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";

/** Opens the filter panel on a phone (always open on a desktop), with how many filters are set. */
export function FiltersButton({ open, onToggle, controls, active }: { open: boolean; onToggle: () => void; controls: string; active: number }) {
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
