import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { ProfileForm, type EditableProfile } from "./profile-form.tsx";

/** The profile editor, as a sheet from the bottom on a phone and a centred dialog on a desktop. */
export function EditProfileDialog({ profile }: { profile: EditableProfile }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button>
          <Pencil className="size-4" aria-hidden />
          <Trans>Modifier le profil</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-card p-5 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="mb-2 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">
              <Trans>Modifier mon profil</Trans>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t`Fermer`}>
                <X className="size-5" aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-muted-foreground">
            <Trans>Ce que les autres joueurs voient sur votre profil public.</Trans>
          </Dialog.Description>
          <ProfileForm profile={profile} onSaved={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
