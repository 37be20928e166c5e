import { isReplicaOverLimit } from "@escouade/contracts/game-rules";
import { registrationSchemaFor, type PowerLimits } from "@escouade/contracts/games";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoaderCircle, Plus } from "lucide-react";
import { useMemo } from "react";
import { useFieldArray, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { Dialog, DialogContent, DialogDescription } from "@/components/ui/dialog.tsx";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";
import { useFieldError } from "@/components/ui/form-field.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { appErrorCodeOf } from "@/lib/app-error-code.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import { EMPTY_REPLICA, fromGear, type DeclaredReplica, type GearReplica, type RegisterValues } from "./declared-replicas.ts";
import { GearReplicas } from "./gear-replicas.tsx";
import { ManualReplica } from "./manual-replica.tsx";
import { RegistrationQuestions } from "./registration-questions.tsx";
import type { GameDetail } from "./use-game.ts";
import { UserText } from "@/components/ui/user-text.tsx";

/** Registration: accept the game's rules and declare the replicas brought, checked against the game's limits. */
export function RegisterDialog({ game, open, onOpenChange }: { game: GameDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const trpc = useTRPC();
  const equipment = useQuery(trpc.equipment.getMyEquipment.queryOptions());
  const gear = useMemo<GearReplica[]>(
    () =>
      (equipment.data ?? []).flatMap((item) =>
        item.kind === "replica" && item.powerClass && item.fps !== null ? [{ id: item.id, name: item.name, powerClass: item.powerClass, fps: item.fps }] : [],
      ),
    [equipment.data],
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={<Trans>S'inscrire à « {game.title} »</Trans>}>
        <DialogDescription>
          <Trans>Déclarez les répliques que vous apporterez, avec leur puissance mesurée au chrono (bille de 0,20 g).</Trans>
        </DialogDescription>
        {/* The gear is the form's starting point: wait for it (a failure only means typing the replicas in). */}
        {equipment.isPending ? (
          <p role="status" className="flex min-h-24 items-center justify-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            <Trans>Chargement...</Trans>
          </p>
        ) : (
          <RegisterForm game={game} gear={gear} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RegisterForm({ game, gear, onDone }: { game: GameDetail; gear: GearReplica[]; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const resolver = useMemo(
    () => zodResolver(registrationSchemaFor(game.powerLimits, game.questions)) as unknown as Resolver<RegisterValues>,
    [game.powerLimits, game.questions],
  );
  const form = useAppForm<RegisterValues>({
    resolver,
    defaultValues: {
      gameId: game.id,
      replicas: startingReplicas(gear, game.powerLimits),
      rulesAccepted: false as unknown as true,
      rulesVersion: game.rulesVersion,
      canMarshal: false,
      // A question of several choices is answered with a list, empty until ticked.
      answers: Object.fromEntries(game.questions.filter((q) => q.kind === "choices").map((q) => [q.id, []])),
    },
  });
  const replicas = useFieldArray({ control: form.control, name: "replicas" });
  const { errors, isSubmitting } = form.formState;
  const rulesError = useFieldError(form.control, "rulesAccepted");
  const mutation = useMutation(trpc.registrations.registerForGame.mutationOptions());
  const listError = validationMessage(errors.replicas?.message ?? errors.replicas?.root?.message);
  const list = useGroupError(listError);

  const onSubmit = form.handleSubmit(async ({ replicas: declared, ...values }) => {
    try {
      const result = await mutation.mutateAsync({
        ...values,
        // The rules shown now: if the organizer changed them since, the server refuses (below).
        rulesVersion: game.rulesVersion,
        // A private game's link lets its holder register; the server checks it again.
        shareToken: game.openedWith,
        replicas: declared.map(({ powerClass, fps, name }) => ({ powerClass, fps, name })),
      });
      toast.success(
        result.status === "confirmed"
          ? t`Inscription confirmée, à bientôt sur le terrain !`
          : result.status === "pending"
            ? t`Demande envoyée : l'organisation vous préviendra de sa réponse`
            : t`La partie est complète : vous êtes sur liste d'attente`,
      );
      onDone();
      await queryClient.invalidateQueries({ queryKey: trpc.games.getGame.queryKey({ gameId: game.id }) });
    } catch (error) {
      // The query client has shown why. New rules come with the page again, to be read and ticked anew.
      const code = appErrorCodeOf(error);
      if (code === "RULES_CHANGED") form.setValue("rulesAccepted", false as unknown as true);
      // Changed questions come with the page again: the form shows them, with what was already answered.
      if (code === "RULES_CHANGED" || code === "QUESTIONS_CHANGED") {
        await queryClient.invalidateQueries({ queryKey: trpc.games.getGame.queryKey({ gameId: game.id }) });
      }
    }
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
      <FormSummary />
      <fieldset className="space-y-3" {...list.groupProps}>
        <legend className="text-sm font-semibold">
          <Trans>Mes répliques</Trans>
        </legend>
        {gear.length > 0 ? <GearReplicas form={form} fields={replicas} gear={gear} limits={game.powerLimits} /> : null}
        {replicas.fields.map((field, index) =>
          field.equipmentId === undefined ? (
            <ManualReplica key={field.id} form={form} index={index} limits={game.powerLimits} onRemove={() => replicas.remove(index)} />
          ) : null,
        )}
        {replicas.fields.length < 10 ? (
          <Button variant="outline" onClick={() => replicas.append(EMPTY_REPLICA)}>
            <Plus className="size-4" aria-hidden />
            {gear.length > 0 ? <Trans>Ajouter une autre réplique</Trans> : <Trans>Ajouter une réplique</Trans>}
          </Button>
        ) : null}
        <FieldError id={list.errorId}>{listError}</FieldError>
      </fieldset>
      <RegistrationQuestions form={form} questions={game.questions} />
      <details className="rounded-xl bg-muted/50 p-3 text-sm">
        <summary className="cursor-pointer font-semibold">
          <Trans>Règles de la partie</Trans>
        </summary>
        <UserText text={game.rules} className="mt-2" />
      </details>
      <CheckboxField label={<Trans>J'ai lu et j'accepte les règles de la partie.</Trans>} error={rulesError} {...form.register("rulesAccepted")} />
      {/* An offer the organizer accepts or not: marshals check players in and keep the game safe. */}
      <CheckboxField
        label={<Trans>Je peux être marshal</Trans>}
        details={<Trans>L'organisation vous dira si elle accepte. Un marshal accueille les joueurs et veille à la sécurité.</Trans>}
        {...form.register("canMarshal")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Inscription...</Trans> : game.approvalRequired ? <Trans>Envoyer ma demande</Trans> : <Trans>Confirmer mon inscription</Trans>}
      </Button>
    </AppForm>
  );
}

/** The player's replicas that this game allows, ticked; with none, one empty line to fill in. */
function startingReplicas(gear: readonly GearReplica[], limits: PowerLimits): DeclaredReplica[] {
  const allowed = gear.filter((item) => !isReplicaOverLimit(item, limits));
  return allowed.length > 0 ? allowed.map(fromGear) : gear.length > 0 ? [] : [EMPTY_REPLICA];
}
