import { Trans, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { toast } from "@/lib/toast.ts";
import { Button, type ButtonProps } from "@/components/ui/button.tsx";
import { promptInstall, useInstall, type InstallRoute } from "./install-prompt-store.ts";

// The iPhone's steps, in a dialog few ever open: its code is fetched when one does.
const IosInstallHelp = lazy(() => import("./ios-install-help.tsx").then(({ IosInstallHelp: Help }) => ({ default: Help })));

/** Whether this browser can install the app (and it is not installed yet): where to offer it. */
export function useCanInstall(): boolean {
  return canInstall(useInstall().route);
}

function canInstall(route: InstallRoute): boolean {
  return route === "prompt" || route === "ios";
}

/**
 * "Install the app", only where installing is possible: the browser's own prompt where it
 * offered one, step-by-step instructions in Safari on iOS (which has none). Nothing elsewhere,
 * nor once installed.
 */
export function InstallAppButton({ className, variant = "accent" }: { className?: string; variant?: ButtonProps["variant"] }) {
  const { t } = useLingui();
  const { route, state } = useInstall();
  const [iosHelpOpen, setIosHelpOpen] = useState(false);

  if (!canInstall(route)) return null;

  async function install() {
    if (route === "ios") {
      setIosHelpOpen(true);
      return;
    }
    const result = await promptInstall();
    if (result === "succeeded") toast.success(t`Application installée`);
    else if (result === "cancelled") toast.info(t`Installation annulée`);
    else if (result === "error") toast.error(t`L'installation a échoué, réessayez plus tard`);
  }

  return (
    <>
      <Button variant={variant} className={className} onClick={() => void install()} disabled={state === "in-progress"}>
        <Download className="size-4" aria-hidden />
        {state === "in-progress" ? <Trans>Installation en cours...</Trans> : <Trans>Installer l'application</Trans>}
      </Button>
      {iosHelpOpen ? (
        <Suspense fallback={null}>
          <IosInstallHelp onClose={() => setIosHelpOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
