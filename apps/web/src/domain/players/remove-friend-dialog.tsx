import { Trans } from "@lingui/react/macro";
import { UserMinus } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";

interface RemoveFriendDialogProps {
  username: string;
  onConfirm: () => void;
  disabled?: boolean;
}

/**
 * Removing a friend is not undone by a click: it asks first. The button says what it does and
 * stays calm beside the other actions; the red is kept for the confirmation.
 */
export function RemoveFriendDialog({ username, onConfirm, disabled }: RemoveFriendDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="text-muted-foreground hover:text-foreground" disabled={disabled}>
          <UserMinus className="size-4" aria-hidden />
          <Trans>Retirer des amis</Trans>
        </Button>
      }
      title={<Trans>Retirer {username} de vos amis ?</Trans>}
      description={<Trans>Les pings entre vous ne seront plus possibles. Vous pourrez lui renvoyer une demande plus tard.</Trans>}
      confirmLabel={<Trans>Retirer</Trans>}
      onConfirm={onConfirm}
    />
  );
}
