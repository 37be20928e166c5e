import { Trans, useLingui } from "@lingui/react/macro";
import { ImagePlus, LoaderCircle, Shield, Trash2 } from "lucide-react";
import { useId, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FieldError } from "@/components/ui/field.tsx";
import { ACCEPT_ATTRIBUTE } from "@/lib/image-limits.ts";
import { useImageUploads } from "@/lib/use-image-uploads.ts";

interface TeamImagePickerProps {
  kind: "logo" | "banner";
  value: string | null | undefined;
  onChange: (key: string | null) => void;
}

/**
 * The team's logo or banner, through the media pipeline: uploaded at once (the preview is the real
 * rendition), its key saved with the form.
 */
export function TeamImagePicker({ kind, value, onChange }: TeamImagePickerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const uploads = useImageUploads();
  const uploading = uploads.pending > 0;
  const logo = kind === "logo";

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const [image] = await uploads.upload([file]);
    if (image) onChange(image.key);
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{logo ? <Trans>Logo</Trans> : <Trans>Bannière</Trans>}</legend>
      <div className={logo ? "flex items-center gap-3" : "space-y-2"}>
        {logo ? (
          value ? (
            <img src={uploads.src(value, "thumb")} alt={t`Logo actuel`} className="size-20 shrink-0 rounded-2xl border border-border object-cover" />
          ) : (
            <span className="flex size-20 shrink-0 items-center justify-center rounded-2xl border border-border bg-muted text-muted-foreground" aria-hidden>
              <Shield className="size-8" />
            </span>
          )
        ) : (
          <div className="overflow-hidden rounded-xl border border-border">
            {value ? (
              <img src={uploads.src(value, "medium")} alt={t`Bannière actuelle`} className="h-24 w-full object-cover sm:h-32" />
            ) : (
              <div className="h-24 bg-gradient-to-r from-primary to-accent sm:h-32" aria-hidden />
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {/* A label dressed as a button opens the file picker, by click or keyboard. */}
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 text-sm font-semibold hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input id={inputId} type="file" accept={ACCEPT_ATTRIBUTE} className="sr-only" disabled={uploading} onChange={(event) => void pick(event)} />
            {uploading ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <ImagePlus className="size-4" aria-hidden />}
            {uploading ? (
              <Trans>Envoi...</Trans>
            ) : logo ? (
              value ? <Trans>Changer le logo</Trans> : <Trans>Ajouter un logo</Trans>
            ) : value ? (
              <Trans>Changer la bannière</Trans>
            ) : (
              <Trans>Ajouter une bannière</Trans>
            )}
          </label>
          {value ? (
            <Button variant="ghost" className="text-destructive" onClick={() => onChange(null)}>
              <Trash2 className="size-4" aria-hidden />
              {logo ? <Trans>Retirer le logo</Trans> : <Trans>Retirer la bannière</Trans>}
            </Button>
          ) : null}
        </div>
      </div>
      <FieldError>{uploads.error}</FieldError>
    </fieldset>
  );
}
