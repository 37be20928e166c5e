import { createGameSchema, updateGameSchema } from "@escouade/contracts/games";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { type DefaultValues, type Resolver } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { readAppError, showFieldErrors } from "@/lib/app-errors.ts";
import { useTRPC } from "@/lib/trpc.ts";
import type { GameFormOutput, GameFormValues } from "./form-values.ts";
import { InfoSection } from "./info-section.tsx";
import { LanguagesSection } from "./languages-section.tsx";
import { PhotosSection } from "./photos-section.tsx";
import { MAX_PLAYERS_BELOW_CONFIRMED, PlayersPriceSection } from "./players-price-section.tsx";
import { PowerLimitsSection } from "./power-limits-section.tsx";
import { RegistrationSection } from "./registration-section.tsx";
import { SafetySection } from "./safety-section.tsx";
import { SchedulePlaceSection } from "./schedule-place-section.tsx";
import type { PickedField } from "@/domain/shops/field-picker.tsx";
import { SectionOutline } from "./section-outline.tsx";
import { VisibilitySection } from "./visibility-section.tsx";
import { useFieldError } from "@/components/ui/form-field.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";

/** Fields the server may name in its flattened zod error (nested ones arrive under their top-level key). */
const SERVER_FIELDS = [
  "title",
  "type",
  "description",
  "rules",
  "startsAt",
  "endsAt",
  "address",
  "maxPlayers",
  "priceCents",
  "paymentUrl",
  "questions",
  "approvalRequired",
  "visibility",
  "languages",
  "protections",
  "equipment",
  "pyrotechnics",
  "facilities",
  "powerLimits",
  "coverImageKey",
  "photoKeys",
  "termsAccepted",
] as const;

interface GameFormProps {
  lang: string;
  /** Absent: a new game. */
  gameId?: number;
  /** A new date of this series of the organizer's (docs/product.md §3). */
  seriesId?: number;
  /** Editing a date of a series: how many later dates the edit may also reach. */
  laterInSeries?: number;
  defaultValues: DefaultValues<GameFormValues>;
  /** The known field the game names, shown by name in its picker. */
  field?: PickedField | null;
}

export function GameForm({ lang, gameId, seriesId, laterInSeries = 0, defaultValues, field = null }: GameFormProps) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = gameId !== undefined;
  const resolver = useMemo(
    // One set of fields for both modes; the schema of each mode checks them (and the clock).
    () => (editing ? zodResolver(updateGameSchema) : zodResolver(createGameSchema)) as unknown as Resolver<GameFormValues, unknown, GameFormOutput>,
    [editing],
  );
  const form = useAppForm<GameFormValues, unknown, GameFormOutput>({ resolver, defaultValues });
  const { isSubmitting } = form.formState;
  const termsError = useFieldError(form.control, "termsAccepted");
  const createGame = useMutation(trpc.games.createGame.mutationOptions({ meta: { handlesError: true } }));
  const updateGame = useMutation(trpc.games.updateGame.mutationOptions({ meta: { handlesError: true } }));

  const onSubmit = form.handleSubmit(async ({ termsAccepted: _terms, gameId: _id, applyToFollowing, repeat, seriesId: _series, ...fields }) => {
    let id: number;
    let dates = 1;
    try {
      if (editing) ({ id } = await updateGame.mutateAsync({ ...fields, gameId, applyToFollowing }));
      else ({ id, dates } = await createGame.mutateAsync({ ...fields, termsAccepted: true, repeat, seriesId }));
    } catch (error) {
      const info = readAppError(error);
      if (info.appCode === MAX_PLAYERS_BELOW_CONFIRMED) {
        form.setError("maxPlayers", { message: MAX_PLAYERS_BELOW_CONFIRMED }, { shouldFocus: true });
      }
      showFieldErrors(form.setError, info, SERVER_FIELDS);
      toast.error(t`Erreur lors de la création ou de la modification de la partie`, { description: info.message });
      return;
    }
    toast.success(editing ? t`Partie mise à jour` : dates > 1 ? t`${dates} dates publiées` : t`Partie publiée`);
    await queryClient.invalidateQueries({ queryKey: trpc.games.pathKey() });
    await navigate({ to: "/$lang/games/$gameId", params: { lang, gameId: id } });
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[13rem_1fr] lg:items-start">
      <SectionOutline />
      <div className="min-w-0 space-y-6">
        <FormSummary />
        <InfoSection form={form} />
        <SchedulePlaceSection form={form} creating={!editing} field={field} />
        <PlayersPriceSection form={form} />
        <RegistrationSection form={form} />
        <VisibilitySection form={form} />
        <LanguagesSection form={form} />
        <SafetySection form={form} />
        <PowerLimitsSection form={form} />
        <PhotosSection form={form} />
        <div className="space-y-4">
          {editing && laterInSeries > 0 ? (
            <CheckboxField
              label={
                <Plural
                  value={laterInSeries}
                  one="Appliquer aussi ces modifications à la date suivante de la série"
                  other="Appliquer aussi ces modifications aux # dates suivantes de la série"
                />
              }
              details={<span className="text-muted-foreground">{t`Chaque date garde ses horaires ; tout le reste est repris.`}</span>}
              {...form.register("applyToFollowing")}
            />
          ) : null}
          {editing ? null : (
            <CheckboxField
              label={<Trans>J'accepte les conditions d'utilisation et je certifie que la partie respecte la législation</Trans>}
              details={
                <Link
                  to="/$lang/term-of-use"
                  params={{ lang }}
                  target="_blank"
                  className="inline-flex min-h-11 items-center font-medium underline underline-offset-2"
                >
                  <Trans>Lire les conditions d'utilisation</Trans>
                </Link>
              }
              error={termsError}
              {...form.register("termsAccepted")}
            />
          )}
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting ? <Trans>Enregistrement...</Trans> : editing ? <Trans>Enregistrer les modifications</Trans> : <Trans>Publier la partie</Trans>}
          </Button>
        </div>
      </div>
    </AppForm>
  );
}
