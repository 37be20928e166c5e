import { Trans } from "@lingui/react/macro";
import { CircleCheck, CircleX, Info } from "lucide-react";
import type { ReactNode } from "react";
import { InstallAppButton } from "@/domain/pwa/install-app-button.tsx";
import { useInstall, type InstallState } from "@/domain/pwa/install-prompt-store.ts";

/**
 * Installing, as it stands in this browser (the FAQ's answer shows it): the button where it can
 * install, already installed, or, where it cannot, which browsers can (docs/product.md §9: "not available
 * in this browser") rather than nothing. Also says how the last attempt went.
 */
export function InstallAppHelp() {
  const { route, state } = useInstall();
  return (
    <div role="status" data-testid="install-app-help" className="space-y-3 rounded-xl border border-border bg-muted/40 p-4 text-sm">
      {route === "installed" ? (
        <Line icon={<CircleCheck className="size-5 shrink-0 text-accent" aria-hidden />}>
          {state === "succeeded" ? (
            <Trans>L'application est installée sur cet appareil : ouvrez-la depuis votre écran d'accueil ou la liste de vos applications.</Trans>
          ) : (
            <Trans>Vous utilisez déjà l'application installée.</Trans>
          )}
        </Line>
      ) : null}
      {route === "prompt" || route === "ios" ? (
        <>
          <Line icon={<Info className="size-5 shrink-0 text-accent" aria-hidden />}>
            {route === "ios" ? (
              <Trans>Sur iPhone et iPad, Safari ajoute Escouade à l'écran d'accueil en trois gestes.</Trans>
            ) : (
              <Trans>Ce navigateur peut installer Escouade sur cet appareil.</Trans>
            )}
          </Line>
          <AttemptOutcome state={state} />
          <InstallAppButton />
        </>
      ) : null}
      {route === "unavailable" ? (
        <>
          <AttemptOutcome state={state} />
          <Line icon={<CircleX className="size-5 shrink-0 text-muted-foreground" aria-hidden />}>
            <strong className="font-semibold">
              <Trans>L'installation n'est pas disponible dans ce navigateur.</Trans>
            </strong>
          </Line>
          <ul className="list-disc space-y-1 pl-12 text-muted-foreground">
            <li>
              <Trans>
                Android et ordinateur : Chrome, Edge ou Samsung Internet. Si aucun bouton n'apparaît, choisissez « Installer l'application » ou « Ajouter à
                l'écran d'accueil » dans le menu du navigateur.
              </Trans>
            </li>
            <li>
              <Trans>iPhone et iPad : ouvrez Escouade dans Safari, touchez Partager puis « Sur l'écran d'accueil ».</Trans>
            </li>
            <li>
              <Trans>Firefox sur ordinateur n'installe pas les applications web : Escouade reste utilisable dans un onglet.</Trans>
            </li>
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The last attempt from this page, when there was one: the button's toast is gone by now. */
function AttemptOutcome({ state }: { state: InstallState }) {
  if (state === "cancelled") {
    return (
      <Line icon={<Info className="size-5 shrink-0 text-muted-foreground" aria-hidden />}>
        <Trans>Installation annulée. Vous pourrez l'installer plus tard depuis le menu du navigateur.</Trans>
      </Line>
    );
  }
  if (state === "error") {
    return (
      <Line icon={<CircleX className="size-5 shrink-0 text-destructive" aria-hidden />}>
        <Trans>L'installation a échoué, réessayez plus tard</Trans>
      </Line>
    );
  }
  return null;
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-3">
      {icon}
      <span>{children}</span>
    </p>
  );
}
