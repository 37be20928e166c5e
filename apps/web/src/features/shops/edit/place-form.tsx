import { FIELD_KINDS, PLACE_LIMITS, PLACE_SERVICES, updatePlaceSchema } from "@escouade/contracts/places";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, ImagePlus, LoaderCircle, X } from "lucide-react";
import { useId, useState, type ChangeEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Field, FieldError } from "@/components/ui/field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { FIELD_KIND_LABELS, PLACE_SERVICE_LABELS } from "@/domain/shops/place-labels.ts";
import { cn } from "@/lib/cn.ts";
import { ACCEPT_ATTRIBUTE } from "@/lib/image-limits.ts";
import { useImageUploads } from "@/lib/use-image-uploads.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import type { PlaceFormValues } from "./place-form-values.ts";

type Errors = Partial<Record<keyof PlaceFormValues, string>>;

const chip = (checked: boolean) =>
  cn(
    "relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
    checked ? "border-primary bg-primary text-primary-foreground" : "border-input bg-card hover:bg-muted",
  );

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </Card>
  );
}

/**
 * What a place's owners keep on its page (docs/product.md §7). Checked against the contract before
 * it is sent, so each field shows its own error.
 */
export function PlaceForm({
  isField,
  values,
  onChange,
  onSubmit,
  pending,
}: {
  isField: boolean;
  values: PlaceFormValues;
  onChange: (values: PlaceFormValues) => void;
  onSubmit: () => void;
  pending: boolean;
}) {
  const { t, i18n } = useLingui();
  const [errors, setErrors] = useState<Errors>({});
  const uploads = useImageUploads();
  const photoInputId = useId();
  const kindName = useId();
  const set = <K extends keyof PlaceFormValues>(key: K, value: PlaceFormValues[K]) => onChange({ ...values, [key]: value });
  const left = PLACE_LIMITS.photosMax - values.photoKeys.length - uploads.pending;

  async function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    const uploaded = await uploads.upload(files.slice(0, Math.max(left, 0)));
    if (files.length > Math.max(left, 0)) uploads.setError(t`${PLACE_LIMITS.photosMax} photos au plus`);
    if (uploaded.length > 0) set("photoKeys", [...values.photoKeys, ...uploaded.map((image) => image.key)].slice(0, PLACE_LIMITS.photosMax));
  }

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = updatePlaceSchema.safeParse({ shopId: 1, version: 1, ...values });
        if (!parsed.success) {
          const found: Errors = {};
          for (const issue of parsed.error.issues) {
            const key = String(issue.path[0]) as keyof PlaceFormValues;
            found[key] ??= validationMessage(issue.message);
          }
          setErrors(found);
          return;
        }
        setErrors({});
        onSubmit();
      }}
    >
      <Section title={<Trans>Présentation</Trans>}>
        <Field label={<Trans>Présentation du lieu</Trans>} error={errors.description}>
          {(props) => (
            <Textarea
              {...props}
              rows={6}
              maxLength={PLACE_LIMITS.descriptionMax}
              value={values.description}
              onChange={(event) => set("description", event.target.value)}
              placeholder={isField ? t`Le terrain, ses zones, son ambiance, comment venir…` : t`La boutique, ce que vous proposez, vos marques…`}
            />
          )}
        </Field>
        <div className="space-y-2">
          <p className="text-sm font-medium">
            <Trans>
              Photos ({values.photoKeys.length} sur {PLACE_LIMITS.photosMax})
            </Trans>
          </p>
          {values.photoKeys.length > 0 ? (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
              {values.photoKeys.map((key, index) => (
                <li key={key} className="relative">
                  <img src={uploads.src(key, "thumb")} alt={t`Photo ${index + 1}`} className="aspect-square w-full rounded-lg object-cover" />
                  <Button
                    variant="outline"
                    size="icon"
                    className="absolute right-1 top-1"
                    aria-label={t`Retirer la photo ${index + 1}`}
                    onClick={() =>
                      set(
                        "photoKeys",
                        values.photoKeys.filter((other) => other !== key),
                      )
                    }
                  >
                    <X className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {left > 0 || uploads.pending > 0 ? (
            <label
              htmlFor={photoInputId}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 text-sm font-semibold hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                id={photoInputId}
                type="file"
                accept={ACCEPT_ATTRIBUTE}
                multiple
                className="sr-only"
                disabled={uploads.pending > 0}
                onChange={(event) => void addPhotos(event)}
              />
              {uploads.pending > 0 ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <ImagePlus className="size-4" aria-hidden />}
              {uploads.pending > 0 ? <Trans>Envoi...</Trans> : <Trans>Ajouter des photos</Trans>}
            </label>
          ) : null}
          <FieldError>{uploads.error ?? errors.photoKeys}</FieldError>
        </div>
      </Section>

      <Section title={<Trans>Infos pratiques</Trans>}>
        <Field label={<Trans>Horaires</Trans>} error={errors.openingHours}>
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              maxLength={PLACE_LIMITS.openingHoursMax}
              value={values.openingHours}
              onChange={(event) => set("openingHours", event.target.value)}
              placeholder={t`Mar.–sam. 10 h–19 h, dim. 9 h–13 h`}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={<Trans>Téléphone</Trans>} error={errors.phone}>
            {(props) => (
              <Input {...props} type="tel" inputMode="tel" maxLength={25} value={values.phone} onChange={(event) => set("phone", event.target.value)} />
            )}
          </Field>
          <Field label={<Trans>Site web</Trans>} error={errors.website}>
            {(props) => (
              <Input
                {...props}
                type="url"
                inputMode="url"
                maxLength={300}
                placeholder="https://"
                value={values.website}
                onChange={(event) => set("website", event.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">
            <Trans>Services</Trans>
          </legend>
          <div className="flex flex-wrap gap-2">
            {PLACE_SERVICES.map((service) => {
              const checked = values.services.includes(service);
              return (
                <label key={service} className={chip(checked)}>
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={checked}
                    onChange={() => set("services", checked ? values.services.filter((other) => other !== service) : [...values.services, service])}
                  />
                  {checked ? <Check className="size-4" aria-hidden /> : null}
                  {i18n._(PLACE_SERVICE_LABELS[service])}
                </label>
              );
            })}
          </div>
        </fieldset>
      </Section>

      {isField ? (
        <Section title={<Trans>Le terrain</Trans>}>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">
              <Trans>Type de terrain</Trans>
            </legend>
            <div className="flex flex-wrap gap-2">
              {FIELD_KINDS.map((kind) => {
                const checked = values.fieldKind === kind;
                return (
                  <label key={kind} className={chip(checked)}>
                    <input
                      type="radio"
                      name={kindName}
                      className="sr-only"
                      checked={checked}
                      onChange={() => set("fieldKind", kind)}
                      // A second tap on the chosen kind clears it: a field need not say.
                      onClick={() => (checked ? set("fieldKind", null) : undefined)}
                    />
                    {checked ? <Check className="size-4" aria-hidden /> : null}
                    {i18n._(FIELD_KIND_LABELS[kind])}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <Field
            label={<Trans>Règles du terrain</Trans>}
            error={errors.rules}
            hint={<Trans>Reprises dans les parties organisées ici : l'organisateur peut les adapter.</Trans>}
          >
            {(props) => (
              <Textarea
                {...props}
                rows={6}
                maxLength={PLACE_LIMITS.rulesMax}
                value={values.rules}
                onChange={(event) => set("rules", event.target.value)}
                placeholder={t`Protections obligatoires, limites de puissance, distances d'engagement, billes…`}
              />
            )}
          </Field>
        </Section>
      ) : null}

      <Button type="submit" className="w-full sm:w-auto" disabled={pending || uploads.pending > 0}>
        {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
        <Trans>Enregistrer la page</Trans>
      </Button>
    </form>
  );
}
