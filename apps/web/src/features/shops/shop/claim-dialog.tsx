import { CLAIM_PROOF_KINDS, claimPlaceSchema, PLACE_LIMITS, type ClaimProofKind } from "@escouade/contracts/places";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTrigger } from "@/components/ui/dialog.tsx";
import { FieldError } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import { usePlaceAction } from "./use-place-action.ts";

const PROOF_LABELS = {
  website: msg`Une page de son site qui vous nomme`,
  email: msg`Une adresse e-mail à son nom de domaine`,
  phone: msg`Le numéro de téléphone affiché par le lieu`,
} as const;

const PROOF_PLACEHOLDERS = {
  website: "https://",
  email: "contact@…",
  phone: "04 …",
} as const;

/**
 * "Vous gérez ce lieu ?": a message and one proof, for a moderator to check before the player
 * becomes an owner (docs/product.md §7).
 */
export function ClaimDialog({ shopId, name }: { shopId: number; name: string }) {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const run = usePlaceAction();
  const messageId = useId();
  const proofId = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [kind, setKind] = useState<ClaimProofKind>("website");
  const [proof, setProof] = useState("");
  const [errors, setErrors] = useState<{ message?: string; proof?: string }>({});
  const claim = useMutation(trpc.shops.claimPlace.mutationOptions());

  function submit() {
    const parsed = claimPlaceSchema.safeParse({ shopId, message, proof: { kind, value: proof } });
    if (!parsed.success) {
      const at = (path: string) => validationMessage(parsed.error.issues.find((issue) => issue.path.join(".") === path)?.message);
      setErrors({ message: at("message"), proof: at("proof.value") });
      return;
    }
    setErrors({});
    void run(() => claim.mutateAsync(parsed.data), t`Demande envoyée : les modérateurs vous répondront`).then((ok) => {
      if (ok) setOpen(false);
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Trans>Vous gérez ce lieu ?</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent title={<Trans>Gérer la page de {name}</Trans>}>
        <DialogDescription className="text-sm text-muted-foreground">
          <Trans>
            Les modérateurs vérifient votre lien avec ce lieu avant de vous confier sa page : horaires, photos, services, actualités et réponses aux avis.
          </Trans>
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="space-y-1.5">
            <label htmlFor={messageId} className="text-sm font-semibold">
              <Trans>Qui êtes-vous pour ce lieu ?</Trans>
            </label>
            <Textarea
              id={messageId}
              value={message}
              rows={3}
              maxLength={PLACE_LIMITS.claimMessageMax}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${messageId}-error` : undefined}
              placeholder={t`Ex. : je suis le président de l'association qui gère le terrain.`}
              onChange={(event) => setMessage(event.target.value)}
            />
            <FieldError id={`${messageId}-error`}>{errors.message}</FieldError>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">
              <Trans>Votre preuve</Trans>
            </legend>
            {CLAIM_PROOF_KINDS.map((value) => (
              <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input type="radio" name={`${proofId}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} className="size-4" />
                {i18n._(PROOF_LABELS[value])}
              </label>
            ))}
            <label htmlFor={proofId} className="sr-only">
              {i18n._(PROOF_LABELS[kind])}
            </label>
            <Input
              id={proofId}
              value={proof}
              maxLength={300}
              inputMode={kind === "phone" ? "tel" : kind === "email" ? "email" : "url"}
              placeholder={PROOF_PLACEHOLDERS[kind]}
              aria-invalid={errors.proof ? true : undefined}
              aria-describedby={errors.proof ? `${proofId}-error` : undefined}
              onChange={(event) => setProof(event.target.value)}
            />
            <FieldError id={`${proofId}-error`}>{errors.proof}</FieldError>
          </fieldset>
          <Button type="submit" className="w-full" disabled={claim.isPending}>
            <Trans>Envoyer ma demande</Trans>
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
