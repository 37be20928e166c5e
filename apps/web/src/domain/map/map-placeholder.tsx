import { Trans } from "@lingui/react/macro";

/** What stands where a lazily loaded map will appear. */
export function MapPlaceholder() {
  return (
    <div role="status" className="flex size-full items-center justify-center bg-muted text-sm text-muted-foreground">
      <span className="animate-pulse">
        <Trans>Chargement de la carte...</Trans>
      </span>
    </div>
  );
}
