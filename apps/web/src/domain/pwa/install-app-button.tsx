import { Trans, useLingui } from "@lingui/react/macro";
import { Download, Share, SquarePlus } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast.ts";
import { Button, type ButtonProps } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription } from "@/components/ui/dialog.tsx";
import { isIos, isStandalone, promptInstall, useInstallState } from "./install-prompt-store.ts";

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
      <Dialog open={iosHelpOpen} onOpenChange={setIosHelpOpen}>
        <DialogContent title={<Trans>Installer Escouade sur votre iPhone</Trans>} size="sm">
          <DialogDescription asChild>
            <ol className="mb-0 space-y-3 text-sm text-foreground">
              <li className="flex items-center gap-3">
                <Share className="size-5 shrink-0 text-accent" aria-hidden />
                <Trans>Touchez le bouton Partager de Safari.</Trans>
              </li>
              <li className="flex items-center gap-3">
                <SquarePlus className="size-5 shrink-0 text-accent" aria-hidden />
                <Trans>Choisissez « Sur l'écran d'accueil ».</Trans>
              </li>
              <li className="flex items-center gap-3">
                <Download className="size-5 shrink-0 text-accent" aria-hidden />
                <Trans>Touchez « Ajouter » : Escouade apparaît avec vos applications.</Trans>
              </li>
            </ol>
          </DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}
