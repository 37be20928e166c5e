import { Trans } from "@lingui/react/macro";
import { Download, Share, SquarePlus } from "lucide-react";
import { Dialog, DialogContent, DialogDescription } from "@/components/ui/dialog.tsx";

/** iOS has no install prompt: the three taps that add Escouade to the home screen. */
export function IosInstallHelp({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
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
  );
}
