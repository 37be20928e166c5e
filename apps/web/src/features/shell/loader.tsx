import { Trans } from "@lingui/react/macro";

export function Loader() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center">
      <p className="animate-pulse text-lg font-medium text-muted-foreground">
        <Trans>Chargement...</Trans>
      </p>
    </div>
  );
}
