import { CANCEL_MESSAGE_MAX } from "@escouade/contracts/game-rules";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTrigger } from "@/components/ui/dialog.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";

/**
 * Cancelling a game, for its organizer: who will be told, how many are marked as paid (to refund,
 * outside Escouade), and a message that reaches every player in the app and by e-mail.
 */
export function CancelGameDialog({
  gameId,
  laterInSeries = 0,
  onCancelled,
}: {
  gameId: number;
  /** Later open dates of the game's series, which may be cancelled with it. */
  laterInSeries?: number;
  onCancelled: () => Promise<unknown>;
}) {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [following, setFollowing] = useState(false);
  // The organizer's own list: asked when the dialog opens, for the count of paid places.
  const registrations = useQuery({ ...trpc.registrations.getGameRegistrations.queryOptions({ gameId }), enabled: open });
  const paid = registrations.data?.summary.paid ?? 0;
  const cancel = useMutation(
    trpc.games.cancelGame.mutationOptions({
      onSuccess: async ({ cancelled }) => {
        setOpen(false);
        toast.success(cancelled > 1 ? t`${cancelled} dates annulées, les inscrits ont été prévenus` : t`Partie annulée, les inscrits ont été prévenus`);
        await onCancelled();
      },
    }),
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" className="w-full text-destructive">
          <Trans>Annuler la partie</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={<Trans>Annuler la partie ?</Trans>}>
        <DialogDescription className="text-sm text-muted-foreground">
          <Trans>Les inscrits et la liste d'attente seront prévenus dans l'application et par e-mail. Une partie annulée ne peut pas être rouverte.</Trans>
        </DialogDescription>
        <div className="mt-4 space-y-4">
          {paid > 0 ? (
            <p role="note" className="rounded-lg bg-amber-500/15 px-3 py-2 text-sm font-semibold">
              <Plural
                value={paid}
                one="# place est marquée comme payée : pensez à la rembourser, Escouade ne s'en charge pas."
                other="# places sont marquées comme payées : pensez à les rembourser, Escouade ne s'en charge pas."
              />
            </p>
          ) : null}
          <div className="space-y-1.5">
            <label htmlFor={messageId} className="text-sm font-semibold">
              <Trans>Message aux joueurs (facultatif)</Trans>
            </label>
            <Textarea
              id={messageId}
              value={message}
              maxLength={CANCEL_MESSAGE_MAX}
              placeholder={t`Pourquoi la partie est annulée, comment se passe le remboursement…`}
              onChange={(event) => setMessage(event.target.value)}
            />
            <p className="text-right text-xs text-muted-foreground">
              {i18n.number(message.length)} / {i18n.number(CANCEL_MESSAGE_MAX)}
            </p>
          </div>
          {laterInSeries > 0 ? (
            <CheckboxField
              label={<Plural value={laterInSeries} one="Annuler aussi la date suivante de la série" other="Annuler aussi les # dates suivantes de la série" />}
              checked={following}
              onChange={(event) => setFollowing(event.target.checked)}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans>Garder la partie</Trans>
            </Button>
            <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate({ gameId, message, following })}>
              <Trans>Annuler la partie</Trans>
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
