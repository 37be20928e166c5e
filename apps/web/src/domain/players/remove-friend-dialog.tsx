import { Trans, useLingui } from "@lingui/react/macro";
import { UserMinus } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";

interface RemoveFriendDialogProps {
  username: string;
  onConfirm: () => void;
  disabled?: boolean;
  /** Cards have little room: the trigger is then an icon with a spoken label. */
  iconOnly?: boolean;
}

/** Removing a friend is not undone by a click: it asks first. */
export function RemoveFriendDialog({ username, onConfirm, disabled, iconOnly }: RemoveFriendDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size={iconOnly ? "icon" : "md"} className="text-destructive" disabled={disabled} aria-label={iconOnly ? t`Retirer des amis` : undefined}>
          <UserMinus className="size-4" aria-hidden />
          {iconOnly ? null : <Trans>Retirer des amis</Trans>}
        </Button>
      }
      title={<Trans>Retirer {username} de vos amis ?</Trans>}
      description={<Trans>Vous ne pourrez plus vous pinger l'un l'autre. Vous pourrez lui renvoyer une demande plus tard.</Trans>}
      confirmLabel={<Trans>Retirer</Trans>}
      onConfirm={onConfirm}
    />
  );
}
