import { Trans, useLingui } from "@lingui/react/macro";
import { Shield } from "lucide-react";
import { ImagePicker } from "@/domain/media/image-picker.tsx";

/** The team's logo, through the media pipeline (the banner uses domain/media's BannerPicker). */
export function TeamLogoPicker({ value, onChange }: { value: string | null | undefined; onChange: (key: string | null) => void }) {
  const { t } = useLingui();
  return (
    <ImagePicker
      inline
      legend={<Trans>Logo</Trans>}
      value={value}
      onChange={onChange}
      labels={{ add: <Trans>Ajouter un logo</Trans>, change: <Trans>Changer le logo</Trans>, remove: <Trans>Retirer le logo</Trans> }}
      preview={(src) =>
        value ? (
          <img src={src(value, "thumb")} alt={t`Logo actuel`} className="size-20 shrink-0 rounded-2xl border border-border object-cover" />
        ) : (
          <span className="flex size-20 shrink-0 items-center justify-center rounded-2xl border border-border bg-muted text-muted-foreground" aria-hidden>
            <Shield className="size-8" />
          </span>
        )
      }
    />
  );
}
