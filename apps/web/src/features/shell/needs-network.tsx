import { Trans } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import { CloudOff } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useSession } from "@/lib/session.ts";
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
      {online ? null : <StillAvailable />}
    </section>
  );
}

const LINK = "font-semibold text-accent underline-offset-4 hover:underline";

/** What the app still opens without the network, to go somewhere useful meanwhile (at the field: the tickets). */
function StillAvailable() {
  const { lang } = useParams({ strict: false });
  const signedIn = useSession() !== null;
  if (!lang) return null;
  return (
    <div className="w-full space-y-2 rounded-xl border border-border bg-card p-4 text-left text-sm">
      <h2 className="font-semibold">
        <Trans>Disponible sans réseau</Trans>
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        {signedIn ? (
          <li>
            <Link to="/$lang/profile/games" params={{ lang }} className={LINK}>
              <Trans>Mes parties et mes billets</Trans>
            </Link>{" "}
            <Trans>(déjà ouverts sur cet appareil)</Trans>
          </li>
        ) : null}
        <li>
          <Trans>Les pages de parties déjà ouvertes sur cet appareil</Trans>
        </li>
        <li>
          <Link to="/$lang/toolbox" params={{ lang }} className={LINK}>
            <Trans>La boîte à outils</Trans>
          </Link>
        </li>
        <li>
          <Link to="/$lang/faq" params={{ lang }} className={LINK}>
            <Trans>Les questions fréquentes</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}
