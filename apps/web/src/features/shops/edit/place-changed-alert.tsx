import { Trans } from "@lingui/react/macro";
import { LoaderCircle, RefreshCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button.tsx";

/**
 * Another owner saved the page while this one edited it: nothing typed is lost, and the saved
 * version comes back only when asked. Brought into view, since the save button that led here sits
 * at the foot of a long form on a phone.
 */
export function PlaceChangedAlert({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="space-y-3 rounded-xl border-2 border-amber-500 bg-amber-500/10 p-4 outline-none">
      <p className="font-semibold">
        <Trans>Un autre gérant a enregistré cette page pendant que vous la modifiiez.</Trans>
      </p>
      <p className="text-sm">
        <Trans>Vos changements ne sont pas enregistrés et restent ci-dessous. Copiez ce que vous voulez garder, puis rechargez la version enregistrée.</Trans>
      </p>
      <Button variant="outline" className="w-full sm:w-auto" disabled={reloading} onClick={onReload}>
        {reloading ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <RefreshCw className="size-4" aria-hidden />}
        <Trans>Recharger la version enregistrée</Trans>
      </Button>
    </div>
  );
}
