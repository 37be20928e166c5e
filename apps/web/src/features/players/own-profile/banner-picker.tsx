import { Trans, useLingui } from "@lingui/react/macro";
import { ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useId, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { ACCEPT_ATTRIBUTE, MAX_IMAGE_MB } from "@/lib/image-limits.ts";
import { useImageUploads } from "@/lib/use-image-uploads.ts";
import { FieldError } from "@/components/ui/field.tsx";

interface BannerPickerProps {
  value: string | null;
  onChange: (key: string | null) => void;
  error?: string;
}

/** The banner: uploaded at once (so the preview is the real rendition), saved with the form. */
export function BannerPicker({ value, onChange, error }: BannerPickerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const uploads = useImageUploads();
  const uploading = uploads.pending > 0;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const [image] = await uploads.upload([file]);
    if (image) onChange(image.key);
  }

  const problem = uploads.error ?? error;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        <Trans>Bannière</Trans>
      </legend>
      <div className="overflow-hidden rounded-xl border border-border">
        {value ? (
          <img src={uploads.src(value, "medium")} alt={t`Bannière actuelle`} className="h-24 w-full object-cover sm:h-32" />
        ) : (
          <div className="h-24 bg-gradient-to-r from-primary to-accent sm:h-32" aria-hidden />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {/* A label dressed as a button opens the file picker, by click or keyboard. */}
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 text-sm font-semibold hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <input id={inputId} type="file" accept={ACCEPT_ATTRIBUTE} className="sr-only" disabled={uploading} onChange={(event) => void pick(event)} />
          {uploading ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <ImagePlus className="size-4" aria-hidden />}
          {uploading ? <Trans>Envoi...</Trans> : value ? <Trans>Changer la bannière</Trans> : <Trans>Ajouter une bannière</Trans>}
        </label>
        {value ? (
          <Button variant="ghost" className="text-destructive" onClick={() => onChange(null)}>
            <Trash2 className="size-4" aria-hidden />
            <Trans>Retirer la bannière</Trans>
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>JPEG, PNG ou WebP, {MAX_IMAGE_MB} Mo maximum. Un format large rend mieux.</Trans>
      </p>
      <FieldError>{problem}</FieldError>
    </fieldset>
  );
}
