import { Trans, useLingui } from "@lingui/react/macro";
import { Download, Share, SquarePlus, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { toast } from "sonner";
import { Button, type ButtonProps } from "@/components/ui/button.tsx";
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
      <Dialog.Root open={iosHelpOpen} onOpenChange={setIosHelpOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl bg-card p-6 shadow-xl">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-lg font-bold">
                <Trans>Installer Escouade sur votre iPhone</Trans>
              </Dialog.Title>
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label={t`Fermer`}>
                  <X className="size-5" aria-hidden />
                </Button>
              </Dialog.Close>
            </div>
            <Dialog.Description asChild>
              <ol className="mt-4 space-y-3 text-sm">
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
            </Dialog.Description>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
