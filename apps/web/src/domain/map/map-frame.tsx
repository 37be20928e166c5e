import { Trans } from "@lingui/react/macro";
import { Suspense, type ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

/** What stands where a lazily loaded map will appear. */
function MapPlaceholder() {
  return (
    <div role="status" className="flex size-full items-center justify-center bg-muted text-sm text-muted-foreground">
      <span className="animate-pulse">
        <Trans>Chargement de la carte...</Trans>
      </span>
    </div>
  );
}

/**
 * A named region for a lazily loaded map (children: a React.lazy component), with a placeholder
 * until Leaflet arrives. `isolate`: Leaflet's panes and controls (z-index 400 to 1000) stay under
 * the sticky header and menus.
 */
export function MapFrame({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={cn("isolate overflow-hidden", className)}>
      <Suspense fallback={<MapPlaceholder />}>{children}</Suspense>
    </section>
  );
}
