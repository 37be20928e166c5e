import { walkInSchemaFor, WALK_IN_NAME_MAX, WALK_IN_REPLICAS_MAX, type AddWalkInInput } from "@escouade/contracts/check-in";
import type { PowerLimits } from "@escouade/contracts/games";
import { POWER_CLASSES } from "@escouade/contracts/power";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Plus, Trash2, UserPlus } from "lucide-react";
import { useMemo, useState } from "react";
import { useFieldArray, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription } from "@/components/ui/dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";

type WalkInValues = Required<AddWalkInInput>;
const EMPTY_REPLICA = { powerClass: "" as WalkInValues["replicas"][number]["powerClass"], fps: undefined as unknown as number, name: "" };

/**
 * A player who turns up without an account (docs/product.md §4): the organizer adds them by name, with
 * their replicas if they are chronographed now; they take a place and are arrived at once.
 */
export function WalkInButton({
  gameId,
  limits,
  placesLeft,
  online,
  onAdded,
}: {
  gameId: number;
  limits: PowerLimits;
  placesLeft: number;
  online: boolean;
  onAdded: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-1">
      <Button variant="outline" className="w-full sm:w-auto" disabled={!online} onClick={() => setOpen(true)}>
        <UserPlus className="size-4" aria-hidden />
        <Trans>Ajouter un joueur sur place</Trans>
      </Button>
      <p className="text-xs text-muted-foreground">
        {online ? <Trans>Places restantes : {placesLeft}</Trans> : <Trans>Il faut le réseau pour réserver une place.</Trans>}
      </p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={<Trans>Ajouter un joueur sur place</Trans>}>
          <DialogDescription>
            <Trans>Pour un joueur venu sans inscription : il prend une des places restantes et compte comme arrivé.</Trans>
          </DialogDescription>
          {open ? (
            <WalkInForm
              gameId={gameId}
              limits={limits}
              onDone={() => {
                setOpen(false);
                onAdded();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function WalkInForm({ gameId, limits, onDone }: { gameId: number; limits: PowerLimits; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const resolver = useMemo(() => zodResolver(walkInSchemaFor(limits)) as unknown as Resolver<WalkInValues>, [limits]);
  const form = useAppForm<WalkInValues>({ resolver, defaultValues: { gameId, name: "", replicas: [] } });
  const replicas = useFieldArray({ control: form.control, name: "replicas" });
  const { isSubmitting } = form.formState;
  const mutation = useMutation(trpc.registrations.addWalkIn.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const added = await mutation.mutateAsync(values);
      const name = added.guestName;
      toast.success(t`${name} : ajout et arrivée enregistrés`);
      onDone();
    } catch {
      // The query client has shown why.
    }
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
      <FormSummary />
      <FormField control={form.control} name="name" label={<Trans>Nom du joueur</Trans>}>
        {(a11y) => <Input {...a11y} autoComplete="off" maxLength={WALK_IN_NAME_MAX} {...form.register("name")} />}
      </FormField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">
          <Trans>Répliques (facultatif)</Trans>
        </legend>
        {replicas.fields.map((field, index) => (
          <div key={field.id} className="grid grid-cols-[1fr_6rem_auto] items-start gap-2 rounded-xl border border-border p-3">
            <FormField control={form.control} name={`replicas.${index}.powerClass`} label={<Trans>Type</Trans>}>
              {(a11y) => (
                <Select {...a11y} {...form.register(`replicas.${index}.powerClass`)}>
                  <option value="" disabled>
                    {t`Choisir...`}
                  </option>
                  <SelectOptions values={POWER_CLASSES} labels={POWER_CLASS_LABELS} />
                </Select>
              )}
            </FormField>
            <FormField control={form.control} name={`replicas.${index}.fps`} label="FPS">
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={800}
                  {...form.register(`replicas.${index}.fps`, { setValueAs: (value: string) => (value === "" ? undefined : Number(value)) })}
                />
              )}
            </FormField>
            <Button variant="ghost" size="icon" className="mt-7" aria-label={t`Retirer cette réplique`} onClick={() => replicas.remove(index)}>
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        {replicas.fields.length < WALK_IN_REPLICAS_MAX ? (
          <Button variant="outline" onClick={() => replicas.append(EMPTY_REPLICA)}>
            <Plus className="size-4" aria-hidden />
            <Trans>Ajouter une réplique</Trans>
          </Button>
        ) : null}
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <Trans>Ajouter et valider l'arrivée</Trans>
      </Button>
    </AppForm>
  );
}
