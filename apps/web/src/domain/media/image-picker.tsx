import { Trans, useLingui } from "@lingui/react/macro";
import { ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useId, type ChangeEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";
import { ACCEPT_ATTRIBUTE } from "@/lib/image-limits.ts";
import { useImageUploads } from "@/lib/use-image-uploads.ts";

type ImageSrc = ReturnType<typeof useImageUploads>["src"];

interface ImagePickerProps {
  legend: ReactNode;
  value: string | null | undefined;
  onChange: (key: string | null) => void;
  /** The picture as it stands (or its placeholder), given the way to a rendition's address. */
  preview: (src: ImageSrc) => ReactNode;
  labels: { add: ReactNode; change: ReactNode; remove: ReactNode };
  hint?: ReactNode;
  error?: string;
  /** The preview beside the buttons (a logo) rather than above them (a banner). */
  inline?: boolean;
}

/** One image (a banner, a logo): uploaded at once, so the preview is the real rendition; its key saved with the form. */
export function ImagePicker({ legend, value, onChange, preview, labels, hint, error, inline = false }: ImagePickerProps) {
  const inputId = useId();
  const uploads = useImageUploads();
  const uploading = uploads.pending > 0;
  const shownError = uploads.error ?? error;
  const { errorId, groupProps } = useGroupError(shownError);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const [image] = await uploads.upload([file]);
    if (image) onChange(image.key);
  }

  return (
    <fieldset className="space-y-2" {...groupProps}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={inline ? "flex items-center gap-3" : "space-y-2"}>
        {preview(uploads.src)}
        <div className="flex flex-wrap gap-2">
          {/* A label dressed as a button opens the file picker, by click or keyboard. */}
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 text-sm font-semibold hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input id={inputId} type="file" accept={ACCEPT_ATTRIBUTE} className="sr-only" disabled={uploading} onChange={(event) => void pick(event)} />
            {uploading ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <ImagePlus className="size-4" aria-hidden />}
            {uploading ? <Trans>Envoi...</Trans> : value ? labels.change : labels.add}
          </label>
          {value ? (
            <Button variant="ghost" className="text-destructive" onClick={() => onChange(null)}>
              <Trash2 className="size-4" aria-hidden />
              {labels.remove}
            </Button>
          ) : null}
        </div>
      </div>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={errorId}>{shownError}</FieldError>
    </fieldset>
  );
}

/** A banner picker: the profile's and the team's, with the gradient the pages show when there is none. */
export function BannerPicker({ value, onChange, hint, error }: Pick<ImagePickerProps, "value" | "onChange" | "hint" | "error">) {
  const { t } = useLingui();
  return (
    <ImagePicker
      legend={<Trans>Bannière</Trans>}
      value={value}
      onChange={onChange}
      hint={hint}
      error={error}
      labels={{ add: <Trans>Ajouter une bannière</Trans>, change: <Trans>Changer la bannière</Trans>, remove: <Trans>Retirer la bannière</Trans> }}
      preview={(src) => (
        <div className="overflow-hidden rounded-xl border border-border">
          {value ? (
            <img src={src(value, "medium")} alt={t`Bannière actuelle`} className="h-24 w-full object-cover sm:h-32" />
          ) : (
            <div className="h-24 bg-gradient-to-r from-primary to-accent sm:h-32" aria-hidden />
          )}
        </div>
      )}
    />
  );
}
