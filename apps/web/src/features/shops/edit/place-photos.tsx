import { PLACE_LIMITS } from "@escouade/contracts/places";
import { Trans, useLingui } from "@lingui/react/macro";
import { ImagePlus, LoaderCircle } from "lucide-react";
import { useId, type ChangeEvent, type DragEvent } from "react";
import { useWatch } from "react-hook-form";
import { RemovablePhoto } from "@/domain/media/removable-photo.tsx";
import { FieldError } from "@/components/ui/field.tsx";
import { useFieldError } from "@/components/ui/form-field.tsx";
import { ACCEPT_ATTRIBUTE, MAX_IMAGE_MB } from "@/lib/image-limits.ts";
import type { useImageUploads } from "@/lib/use-image-uploads.ts";
import type { PlaceForm } from "./place-form-values.ts";
import { PlaceSection } from "./place-section.tsx";

type Uploads = ReturnType<typeof useImageUploads>;

/**
 * The page's photos, six at most: each one uploaded as it is picked (or dropped), then kept by its
 * key. The uploads live in the form, which waits for them before it saves.
 */
export function PlacePhotos({ form, uploads }: { form: PlaceForm; uploads: Uploads }) {
  const { t } = useLingui();
  const inputId = useId();
  const photoKeys = useWatch({ control: form.control, name: "photoKeys" });
  const error = useFieldError(form.control, "photoKeys");
  const left = PLACE_LIMITS.photosMax - photoKeys.length - uploads.pending;

  async function addPhotos(files: File[]) {
    const accepted = files.slice(0, Math.max(left, 0));
    const uploaded = await uploads.upload(accepted);
    if (files.length > accepted.length) uploads.setError(t`${PLACE_LIMITS.photosMax} photos au plus`);
    if (uploaded.length === 0) return;
    // Read again: another batch may have landed while this one was uploading.
    const current = form.getValues("photoKeys");
    form.setValue("photoKeys", [...current, ...uploaded.map((image) => image.key)].slice(0, PLACE_LIMITS.photosMax), {
      shouldDirty: true,
      shouldValidate: form.formState.submitCount > 0,
    });
  }

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    void addPhotos(files);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    void addPhotos([...event.dataTransfer.files]);
  };

  return (
    <PlaceSection
      title={
        <Trans>
          Photos ({photoKeys.length} sur {PLACE_LIMITS.photosMax})
        </Trans>
      }
      description={<Trans>JPEG, PNG ou WebP, {MAX_IMAGE_MB} Mo maximum par image.</Trans>}
    >
      <ul className="grid grid-cols-2 gap-3 min-[400px]:grid-cols-3 sm:grid-cols-4">
        {photoKeys.map((key, index) => (
          <RemovablePhoto
            key={key}
            src={uploads.src(key, "thumb")}
            index={index}
            className="border border-border"
            onRemove={() =>
              form.setValue(
                "photoKeys",
                photoKeys.filter((other) => other !== key),
                { shouldDirty: true },
              )
            }
          />
        ))}
        {Array.from({ length: uploads.pending }, (_, index) => (
          <li key={`pending-${index}`} className="flex aspect-square items-center justify-center gap-2 rounded-lg border border-border bg-muted text-sm">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            <Trans>Envoi...</Trans>
          </li>
        ))}
        {left > 0 ? (
          <li>
            <label
              htmlFor={inputId}
              onDragOver={(event) => event.preventDefault()}
              onDrop={onDrop}
              className="flex aspect-square w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input bg-card p-2 text-center text-sm text-muted-foreground transition hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input id={inputId} type="file" accept={ACCEPT_ATTRIBUTE} multiple className="sr-only" aria-label={t`Ajouter des photos`} onChange={onPick} />
              <ImagePlus className="size-6" aria-hidden />
              <span className="font-semibold text-foreground">
                <Trans>Ajouter</Trans>
              </span>
            </label>
          </li>
        ) : null}
      </ul>
      <FieldError>{uploads.error ?? error}</FieldError>
    </PlaceSection>
  );
}
