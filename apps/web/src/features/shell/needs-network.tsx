import { Trans } from "@lingui/react/macro";
import { CloudOff } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useOnline } from "@/lib/use-online.ts";

/**
 * In place of a page whose data only the server has, when it could not be reached and no copy of
 * it was kept: calm words rather than an error, and the page comes back on its own once online.
 */
export function NeedsNetwork({ retry }: { retry: () => void }) {
  const online = useOnline();
  useEffect(() => {
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [retry]);

  return (
    <section aria-labelledby="needs-network-title" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <CloudOff className="size-12 text-muted-foreground" aria-hidden />
      <h1 id="needs-network-title" className="text-2xl font-bold">
        <Trans>Cette page a besoin du réseau</Trans>
      </h1>
      <p className="text-muted-foreground">
        {online ? (
          <Trans>Connexion impossible, vérifiez votre connexion internet</Trans>
        ) : (
          <Trans>Vous êtes hors ligne et cette page n'a pas encore été consultée sur cet appareil. Elle s'affichera dès que la connexion reviendra.</Trans>
        )}
      </p>
      <Button variant="outline" onClick={retry}>
        <Trans>Réessayer</Trans>
      </Button>
    </section>
  );
}
