import { Trans } from "@lingui/react/macro";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { appUpdates, useAppUpdate } from "./app-update-store.ts";

/**
 * "New version available", in a bar under the header: nothing is blocked or covered, and nothing
 * reloads until the player taps "update" (a form being filled in stays as it is). The status
 * region is always there so screen readers announce it when it fills.
 */
export function AppUpdatePrompt() {
  const update = useAppUpdate();
  return (
    <div role="status">
      {update === "none" ? null : (
        <div className="border-b border-border bg-card shadow-sm">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 text-sm">
            <p className="flex items-center gap-2 font-semibold">
              <RefreshCw className="size-4 shrink-0 text-accent" aria-hidden />
              {update === "reload-needed" ? <Trans>L'application a été mise à jour</Trans> : <Trans>Nouvelle version disponible</Trans>}
            </p>
            <div className="flex gap-2">
              {update === "updating" ? null : (
                <Button variant="ghost" onClick={appUpdates.dismiss}>
                  <Trans>Plus tard</Trans>
                </Button>
              )}
              <Button variant="accent" onClick={() => void appUpdates.apply()} disabled={update === "updating"}>
                {update === "updating" ? (
                  <Trans>Mise à jour...</Trans>
                ) : update === "reload-needed" ? (
                  <Trans>Recharger la page</Trans>
                ) : (
                  <Trans>Mettre à jour</Trans>
                )}
              </Button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
