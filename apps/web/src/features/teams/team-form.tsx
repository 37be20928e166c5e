import { createTeamSchema, TEAM_LINK_KINDS, type TeamFields, type TeamFieldsInput, type TeamLinks } from "@escouade/contracts/teams";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { ChevronDown, MapPin } from "lucide-react";
import { useState } from "react";
import { Controller, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";
import { FormField, useFieldError } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { LanguagePicker } from "@/domain/languages/language-picker.tsx";
import { CitySearch } from "@/domain/location/city-search.tsx";
import { readAppError, showFieldErrors } from "@/lib/app-errors.ts";
import { useDisplayNames } from "@/lib/display-names.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { toast } from "@/lib/toast.ts";
import { FieldPicker, type PickedField } from "@/domain/shops/field-picker.tsx";
import { BannerPicker } from "@/domain/media/image-picker.tsx";
import { TeamLogoPicker } from "./team-logo-picker.tsx";
import { TEAM_LINK_LABELS } from "./team-labels.ts";
import { useRefreshTeams } from "./use-team-action.ts";
import type { Team } from "./team-queries.ts";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";

type Values = TeamFieldsInput & { links: Partial<Record<(typeof TEAM_LINK_KINDS)[number], string>> };

const SERVER_FIELDS = ["name", "description", "city", "postalCode", "country", "languages", "recruitingText", "minimumAge", "foundedYear", "links"] as const;

const optionalNumber = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));

/** The form's values for a team being edited. */
export function teamFormValues(team: Team): Values {
  return {
    name: team.name,
    description: team.description,
    city: team.city,
    postalCode: team.postalCode,
    country: team.country as Values["country"],
    languages: team.languages as Values["languages"],
    recruiting: team.recruiting,
    recruitingText: team.recruitingText,
    minimumAge: team.minimumAge,
    foundedYear: team.foundedYear,
    isAssociation: team.isAssociation,
    links: (team.links ?? {}) as TeamLinks,
    homeFieldId: team.homeField?.id ?? null,
    logoKey: team.logoKey,
    bannerKey: team.bannerKey,
  };
}

const EMPTY: Values = {
  name: "",
  description: "",
  city: "",
  postalCode: "",
  languages: ["fr"],
  recruiting: true,
  recruitingText: "",
  minimumAge: null,
  foundedYear: null,
  isAssociation: false,
  links: {},
} as unknown as Values;

/** Creates a team, or edits one (`teamId` and its values): the same fields, checked by the contracts' schema. */
export function TeamForm({
  teamId,
  defaultValues,
  homeField,
  onDone,
}: {
  teamId?: string;
  defaultValues?: Values;
  homeField?: PickedField | null;
  onDone: (result: { slug: string }) => void;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const names = useDisplayNames();
  const form = useAppForm<Values, unknown, TeamFields>({
    resolver: zodResolver(createTeamSchema) as unknown as Resolver<Values, unknown, TeamFields>,
    defaultValues: defaultValues ?? EMPTY,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  // The city and its country are picked together: one message for both.
  const townError = useFieldError(form.control, "city");
  const countryError = useFieldError(form.control, "country");
  const cityError = townError ?? countryError;
  const cityGroup = useGroupError(cityError);
  const languagesError = useFieldError(form.control, "languages");
  const createTeam = useMutation(trpc.teams.createTeam.mutationOptions());
  const updateTeam = useMutation(trpc.teams.updateTeam.mutationOptions());
  const refresh = useRefreshTeams();
  const city = form.watch("city");
  const country = form.watch("country");
  const recruiting = form.watch("recruiting");
  const isAssociation = form.watch("isAssociation");
  const logoKey = form.watch("logoKey");
  const bannerKey = form.watch("bannerKey");
  const [field, setField] = useState<PickedField | null>(homeField ?? null);
  const hasLinks = Object.values(defaultValues?.links ?? {}).some(Boolean);

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      const result = teamId ? await updateTeam.mutateAsync({ ...fields, teamId }) : await createTeam.mutateAsync(fields);
      toast.success(teamId ? t`Équipe mise à jour` : t`Équipe créée`);
      await refresh();
      onDone({ slug: (result as { slug?: string }).slug ?? "" });
    } catch (error) {
      // The query client shows why; the fields say which.
      const info = readAppError(error);
      if (info.appCode === "TEAM_NAME_TAKEN") form.setError("name", { type: "server", message: info.message }, { shouldFocus: true });
      showFieldErrors(form.setError, info, SERVER_FIELDS);
    }
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
      <FormSummary />
      <FormField control={form.control} name="name" label={<Trans>Nom de l'équipe</Trans>}>
        {(props) => <Input {...props} {...form.register("name")} maxLength={40} autoComplete="off" />}
      </FormField>
      <FormField
        control={form.control}
        name="description"
        label={<Trans>Présentation</Trans>}
        hint={<Trans>Votre style de jeu, vos terrains, l'ambiance.</Trans>}
      >
        {(props) => <Textarea {...props} {...form.register("description")} rows={4} maxLength={2000} />}
      </FormField>
      <fieldset className="space-y-2" {...cityGroup.groupProps}>
        <legend className="text-sm font-medium">
          <Trans>Ville de l'équipe</Trans>
        </legend>
        {city ? (
          <p className="flex items-center gap-2 text-sm font-semibold">
            <MapPin className="size-4 text-primary" aria-hidden />
            {city}
            {country ? `, ${names.country(country)}` : null}
          </p>
        ) : null}
        <CitySearch
          onSelect={(place) => {
            form.setValue("city", place.city, { shouldValidate: submitCount > 0 });
            form.setValue("postalCode", place.postalCode ?? "");
            form.setValue("country", place.country, { shouldValidate: submitCount > 0 });
          }}
        />
        <FieldError id={cityGroup.errorId}>{cityError}</FieldError>
      </fieldset>
      <FieldPicker
        legend={<Trans>Terrain habituel (facultatif)</Trans>}
        clearLabel={t`Retirer le terrain habituel`}
        value={field}
        onChange={(picked) => {
          setField(picked);
          form.setValue("homeFieldId", picked?.id ?? null, { shouldDirty: true });
        }}
      />
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => <LanguagePicker value={field.value} onChange={field.onChange} error={languagesError} />}
      />
      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        <TeamLogoPicker value={logoKey} onChange={(key) => form.setValue("logoKey", key, { shouldDirty: true })} />
        <BannerPicker value={bannerKey} onChange={(key) => form.setValue("bannerKey", key, { shouldDirty: true })} />
      </div>
      <CheckboxField label={<Trans>L'équipe recrute</Trans>} {...form.register("recruiting")} />
      {recruiting ? (
        <FormField control={form.control} name="recruitingText" label={<Trans>Qui cherchez-vous ?</Trans>}>
          {(props) => (
            <Textarea
              {...props}
              {...form.register("recruitingText")}
              rows={2}
              maxLength={280}
              placeholder={t`Ex. : joueurs motivés, de préférence snipers ou médics`}
            />
          )}
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="minimumAge" label={<Trans>Âge minimum</Trans>}>
          {(props) => <Input {...props} type="number" inputMode="numeric" min={18} max={99} {...form.register("minimumAge", { setValueAs: optionalNumber })} />}
        </FormField>
        <FormField control={form.control} name="foundedYear" label={<Trans>Année de création</Trans>}>
          {(props) => <Input {...props} type="number" inputMode="numeric" min={1980} {...form.register("foundedYear", { setValueAs: optionalNumber })} />}
        </FormField>
      </div>
      <CheckboxField
        label={<Trans>Association loi 1901 (les membres peuvent occuper un poste au bureau)</Trans>}
        checked={Boolean(isAssociation)}
        onChange={(event) => form.setValue("isAssociation", event.target.checked)}
      />
      {/* Six optional addresses: folded away until wanted (or already filled, or wrong). */}
      <details className="group rounded-xl border border-border p-3" open={hasLinks || Boolean(errors.links)}>
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <Trans>Liens : site web, réseaux sociaux, Discord (facultatif)</Trans>
          <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {TEAM_LINK_KINDS.map((kind) => (
            <FormField control={form.control} name={`links.${kind}`} key={kind} label={t(TEAM_LINK_LABELS[kind])}>
              {(props) => <Input {...props} type="url" inputMode="url" placeholder="https://" {...form.register(`links.${kind}`)} />}
            </FormField>
          ))}
        </div>
      </details>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {teamId ? <Trans>Enregistrer</Trans> : <Trans>Créer l'équipe</Trans>}
      </Button>
    </AppForm>
  );
}
