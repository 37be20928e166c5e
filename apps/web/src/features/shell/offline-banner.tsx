import { Trans } from "@lingui/react/macro";
import { CloudOff } from "lucide-react";
import { useOnline } from "@/lib/use-online.ts";

/**
 * Under the header while the browser is offline. The status region is always there (empty when
 * online) so screen readers announce the change rather than miss a region that just appeared.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <p className="bg-primary text-primary-foreground">
          <span className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm sm:items-center">
            <CloudOff className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden />
            <span>
              <strong className="font-semibold">
                <Trans>Vous êtes hors ligne.</Trans>
              </strong>{" "}
              <Trans>Les pages déjà consultées, la boîte à outils, la FAQ et les pages légales restent disponibles.</Trans>
            </span>
          </span>
        </p>
      )}
    </div>
  );
}
