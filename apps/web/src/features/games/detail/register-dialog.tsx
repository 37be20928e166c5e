import { isReplicaOverLimit, maxFpsFor } from "@escouade/contracts/game-rules";
import { registerForGameSchema, type RegisterForGameInput } from "@escouade/contracts/games";
import { POWER_CLASSES, formatJoules } from "@escouade/contracts/power";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { Dialog, DialogContent, DialogDescription } from "@/components/ui/dialog.tsx";
import { FormSummary } from "@/components/ui/form-summary.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { readAppError } from "@/lib/app-errors.ts";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import { trpc } from "@/lib/trpc.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import type { GameDetail } from "./use-game.ts";

/** Registration: accept the game's rules and declare the replicas brought, checked against the limits. */
export function RegisterDialog({ game, open, onOpenChange }: { game: GameDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<RegisterForGameInput>({
    resolver: zodResolver(registerForGameSchema),
    defaultValues: { gameId: game.id, replicas: [{ powerClass: "aeg", fps: 330, name: "" }], rulesAccepted: false as unknown as true },
  });
  const replicas = useFieldArray({ control: form.control, name: "replicas" });
  const watched = useWatch({ control: form.control, name: "replicas" });
  const { errors, isSubmitting, submitCount } = form.formState;
  const mutation = useMutation(trpc.registrations.registerForGame.mutationOptions({ meta: { handlesError: true } }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await mutation.mutateAsync(values);
      toast.success(result.status === "confirmed" ? t`Inscription confirmée, à bientôt sur le terrain !` : t`La partie est complète : vous êtes sur liste d'attente`);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: trpc.games.getGame.queryKey({ gameId: game.id }) });
    } catch (error) {
      toast.error(readAppError(error).message);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={<Trans>S'inscrire à « {game.title} »</Trans>}>
        <DialogDescription>
          <Trans>Déclarez les répliques que vous apporterez, avec leur puissance mesurée (bille de 0,20 g).</Trans>
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormSummary show={submitCount > 0 && Object.keys(errors).length > 0} />
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">
              <Trans>Mes répliques</Trans>
            </legend>
            {replicas.fields.map((field, index) => {
              const current = watched?.[index];
              const limit = current ? maxFpsFor(game.powerLimits, current.powerClass) : undefined;
              const over = current && isReplicaOverLimit({ powerClass: current.powerClass, fps: Number(current.fps) }, game.powerLimits);
              return (
                <div key={field.id} className="space-y-2 rounded-xl border border-border p-3">
                  <div className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
                    <label className="space-y-1 text-sm">
                      <span className="font-medium"><Trans>Type</Trans></span>
                      <Select {...form.register(`replicas.${index}.powerClass`)}>
                        <SelectOptions values={POWER_CLASSES} labels={POWER_CLASS_LABELS} />
                      </Select>
                    </label>
                    <label className="space-y-1 text-sm">
                      <span className="font-medium">FPS</span>
                      <Input type="number" inputMode="numeric" min={1} max={800} aria-invalid={Boolean(errors.replicas?.[index]?.fps) || Boolean(over)} {...form.register(`replicas.${index}.fps`, { valueAsNumber: true })} />
                    </label>
                    <Button variant="ghost" size="icon" aria-label={t`Retirer cette réplique`} onClick={() => replicas.remove(index)} disabled={replicas.fields.length === 1}>
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                  <Input placeholder={t`Nom (facultatif), ex. M4 CQB`} aria-label={t`Nom de la réplique`} {...form.register(`replicas.${index}.name`)} />
                  <p className={over ? "text-sm text-destructive" : "text-xs text-muted-foreground"} role={over ? "alert" : undefined}>
                    {current && Number.isFinite(Number(current.fps)) ? `${formatJoules(Number(current.fps))} J · ` : ""}
                    {limit !== undefined ? (over ? t`Au-dessus de la limite de la partie (${limit} fps)` : t`Limite de la partie : ${limit} fps`) : null}
                  </p>
                </div>
              );
            })}
            {replicas.fields.length < 10 ? (
              <Button variant="outline" onClick={() => replicas.append({ powerClass: "aeg", fps: 330, name: "" })}>
                <Plus className="size-4" aria-hidden />
                <Trans>Ajouter une réplique</Trans>
              </Button>
            ) : null}
          </fieldset>
          <details className="rounded-xl bg-muted/50 p-3 text-sm">
            <summary className="cursor-pointer font-semibold"><Trans>Règles de la partie</Trans></summary>
            <p className="mt-2 whitespace-pre-line">{game.rules}</p>
          </details>
          <CheckboxField
            label={<Trans>J'ai lu et j'accepte les règles de la partie.</Trans>}
            error={validationMessage(errors.rulesAccepted?.message)}
            {...form.register("rulesAccepted")}
          />
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? <Trans>Inscription...</Trans> : <Trans>Confirmer mon inscription</Trans>}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
