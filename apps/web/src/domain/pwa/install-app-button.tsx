import { Trans, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { toast } from "@/lib/toast.ts";
import { Button, type ButtonProps } from "@/components/ui/button.tsx";
import { isIos, isStandalone, promptInstall, useInstallState } from "./install-prompt-store.ts";

// The iPhone's steps, in a dialog few ever open: its code is fetched when one does.
const IosInstallHelp = lazy(() => import("./ios-install-help.tsx").then(({ IosInstallHelp: Help }) => ({ default: Help })));

/**
 * "Install the app": the browser's own prompt where it exists, step-by-step instructions on
 * iOS (which has none), and a clear message elsewhere. Hidden once installed.
 */
export function InstallAppButton({ className, variant = "accent" }: { className?: string; variant?: ButtonProps["variant"] }) {
  const { t } = useLingui();
  const installState = useInstallState();
  const [iosHelpOpen, setIosHelpOpen] = useState(false);
  const [state, availability] = installState.split(":");

  if (isStandalone() || state === "succeeded") return null;

  async function install() {
    if (availability === "ready") {
      const result = await promptInstall();
      if (result === "succeeded") toast.success(t`Application installée`);
      else if (result === "cancelled") toast.info(t`Installation annulée`);
      else if (result === "error") toast.error(t`L'installation a échoué, réessayez plus tard`);
      return;
    }
    if (isIos()) {
      setIosHelpOpen(true);
      return;
    }
    toast.error(t`L'installation de l'application n'est pas disponible dans ce navigateur`);
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
