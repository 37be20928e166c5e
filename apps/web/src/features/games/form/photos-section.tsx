import { MAX_GAME_PHOTOS } from "@escouade/contracts/games";
import { Trans, useLingui } from "@lingui/react/macro";
import { ImagePlus, LoaderCircle, X } from "lucide-react";
import { useId, type ChangeEvent, type DragEvent, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import { FormSection } from "./form-section.tsx";
import type { GameForm } from "./form-values.ts";
import { ACCEPT_ATTRIBUTE, MAX_IMAGE_MB } from "@/lib/image-limits.ts";
import { useImageUploads } from "@/lib/use-image-uploads.ts";
import { FieldError } from "@/components/ui/field.tsx";
import { useFieldError } from "@/components/ui/form-field.tsx";

/** A file input dressed as a drop zone: click, keyboard or drag and drop. */
function DropZone({
  label,
  multiple,
  disabled,
  onFiles,
  className,
  children,
}: {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles([...(event.target.files ?? [])]);
    event.target.value = "";
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <label
      htmlFor={id}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      className={cn(
        "flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input bg-card p-4 text-center text-sm text-muted-foreground transition hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
        disabled && "pointer-events-none opacity-50",
        className,
      )}
    >
      <input id={id} type="file" accept={ACCEPT_ATTRIBUTE} multiple={multiple} disabled={disabled} className="sr-only" aria-label={label} onChange={onChange} />
      {children}
    </label>
  );
}

function Uploading() {
  return (
    <span className="flex items-center gap-2 text-sm">
      <LoaderCircle className="size-4 animate-spin" aria-hidden />
      <Trans>Envoi...</Trans>
    </span>
  );
}

export function PhotosSection({ form }: { form: GameForm }) {
  const { t } = useLingui();
  const cover = useImageUploads();
  const photos = useImageUploads();
  const coverKey = useWatch({ control: form.control, name: "coverImageKey" });
  const photoKeys = useWatch({ control: form.control, name: "photoKeys" }) ?? [];
  const photoError = useFieldError(form.control, "photoKeys");
  const photoCount = photoKeys.length;
  const left = MAX_GAME_PHOTOS - photoCount - photos.pending;

  async function addCover(files: File[]) {
    const [image] = await cover.upload(files.slice(0, 1));
    if (image) form.setValue("coverImageKey", image.key, { shouldDirty: true });
  }

  async function addPhotos(files: File[]) {
    const accepted = files.slice(0, Math.max(left, 0));
    const uploaded = await photos.upload(accepted);
    if (files.length > accepted.length) photos.setError(validationMessage("too_many_images") ?? null);
    if (uploaded.length > 0) {
      const current = form.getValues("photoKeys") ?? [];
      form.setValue("photoKeys", [...current, ...uploaded.map((image) => image.key)].slice(0, MAX_GAME_PHOTOS), {
        shouldDirty: true,
        shouldValidate: form.formState.submitCount > 0,
      });
    }
  }

  const coverSrc = coverKey ? cover.src(coverKey, "medium") : null;

  return (
    <FormSection id="photos" title={<Trans>Photos</Trans>} description={<Trans>JPEG, PNG ou WebP, {MAX_IMAGE_MB} Mo maximum par image.</Trans>}>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">
          <Trans>Image de couverture</Trans>
        </h3>
        {coverSrc ? (
          <div className="relative overflow-hidden rounded-xl border border-border">
            <img src={coverSrc} alt={t`Image de couverture`} className="aspect-[21/9] w-full object-cover" />
            <div className="absolute right-2 top-2 flex gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label={t`Retirer l'image de couverture`}
                onClick={() => form.setValue("coverImageKey", null, { shouldDirty: true })}
              >
                <X className="size-5" aria-hidden />
              </Button>
            </div>
          </div>
        ) : (
          <DropZone
            label={t`Image de couverture`}
            disabled={cover.pending > 0}
            onFiles={(files) => void addCover(files)}
            className="aspect-[21/9] max-h-56 w-full"
          >
            {cover.pending > 0 ? (
              <Uploading />
            ) : (
              <>
                <ImagePlus className="size-6" aria-hidden />
                <span className="font-semibold text-foreground">
                  <Trans>Ajouter une image de couverture</Trans>
                </span>
                <span>
                  <Trans>Cliquez ou déposez une image ici</Trans>
                </span>
              </>
            )}
          </DropZone>
        )}
        <FieldError>{cover.error}</FieldError>
      </div>

      <div className="space-y-2">
        <h3 className="text-sm font-medium">
          <Trans>
            Photos du terrain ({photoCount} sur {MAX_GAME_PHOTOS})
          </Trans>
        </h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {photoKeys.map((key, index) => {
            const position = index + 1;
            return (
              <li key={key} className="relative">
                <img
                  src={photos.src(key, "thumb")}
                  alt={t`Photo du terrain ${position}`}
                  className="aspect-square w-full rounded-lg border border-border object-cover"
                />
                <Button
                  variant="outline"
                  size="icon"
                  className="absolute right-1 top-1"
                  aria-label={t`Retirer la photo ${position}`}
                  onClick={() =>
                    form.setValue(
                      "photoKeys",
                      photoKeys.filter((k) => k !== key),
                      { shouldDirty: true },
                    )
                  }
                >
                  <X className="size-5" aria-hidden />
                </Button>
              </li>
            );
          })}
          {Array.from({ length: photos.pending }, (_, index) => (
            <li key={`pending-${index}`} className="flex aspect-square items-center justify-center rounded-lg border border-border bg-muted">
              <Uploading />
            </li>
          ))}
          {left > 0 ? (
            <li>
              <DropZone label={t`Ajouter des photos du terrain`} multiple onFiles={(files) => void addPhotos(files)} className="aspect-square w-full">
                <ImagePlus className="size-6" aria-hidden />
                <span className="font-semibold text-foreground">
                  <Trans>Ajouter</Trans>
                </span>
              </DropZone>
            </li>
          ) : null}
        </ul>
        <FieldError>{photos.error ?? photoError}</FieldError>
      </div>
    </FormSection>
  );
}
