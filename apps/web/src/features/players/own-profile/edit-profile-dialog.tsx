import { Trans } from "@lingui/react/macro";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTrigger } from "@/components/ui/dialog.tsx";
import { ProfileForm, type EditableProfile } from "./profile-form.tsx";

/** The profile editor, as a sheet from the bottom on a phone and a centred dialog on a desktop. */
export function EditProfileDialog({ profile }: { profile: EditableProfile }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Pencil className="size-4" aria-hidden />
          <Trans>Modifier le profil</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={<Trans>Modifier mon profil</Trans>} size="lg">
        <DialogDescription>
          <Trans>Ce que les autres joueurs voient sur votre profil public.</Trans>
        </DialogDescription>
        <ProfileForm profile={profile} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
