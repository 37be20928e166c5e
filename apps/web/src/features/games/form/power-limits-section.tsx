import { POWER_CLASSES, formatJoules, type PowerClass } from "@escouade/contracts/power";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWatch } from "react-hook-form";
import { Input } from "@/components/ui/input.tsx";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import { validationMessage } from "@/lib/validation-messages.ts";
import { FormSection } from "./form-section.tsx";
import type { GameForm } from "./form-values.ts";
import { FieldError } from "@/components/ui/field.tsx";
import { useFieldError } from "@/components/ui/form-field.tsx";
import { numberFormat } from "@/lib/intl-formats.ts";

function JoulesNote({ fps, id }: { fps: number | undefined; id: string }) {
  const { i18n } = useLingui();
  const valid = typeof fps === "number" && Number.isFinite(fps) && fps >= 0;
  const joules = valid ? numberFormat(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(formatJoules(fps)) : "—";
  return (
    <p id={id} className="text-xs text-muted-foreground">
      <Trans>{joules} J à 0,20 g</Trans>
    </p>
  );
}

interface BoundInputProps {
  form: GameForm;
  powerClass: PowerClass;
  bound: "min" | "max";
  /** The replica class, in words. */
  label: string;
  /** The row's error, which every input of the row points to. */
  errorId: string | undefined;
}

/** The minimum or the maximum of a class, with the energy it stands for. */
function BoundInput({ form, powerClass, bound, label, errorId }: BoundInputProps) {
  const { t } = useLingui();
  const fps = useWatch({ control: form.control, name: `powerLimits.${powerClass}.${bound}` });
  const invalid = Boolean(form.formState.errors.powerLimits?.[powerClass]?.[bound]);
  const joulesId = `power-${powerClass}-${bound}-j`;
  return (
    <div className="space-y-1">
      <span className="block text-xs font-medium text-muted-foreground sm:hidden" aria-hidden>
        {bound === "min" ? <Trans>Minimum (FPS)</Trans> : <Trans>Maximum (FPS)</Trans>}
      </span>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        max={800}
        step={1}
        aria-label={bound === "min" ? t`${label} : FPS minimum` : t`${label} : FPS maximum`}
        aria-invalid={invalid}
        aria-describedby={`${joulesId} ${errorId ?? ""}`.trim()}
        {...form.register(`powerLimits.${powerClass}.${bound}`, { valueAsNumber: true })}
      />
      <JoulesNote id={joulesId} fps={fps} />
    </div>
  );
}

function PowerClassRow({ form, powerClass }: { form: GameForm; powerClass: PowerClass }) {
  const { i18n } = useLingui();
  const errors = form.formState.errors.powerLimits?.[powerClass];
  const label = i18n._(POWER_CLASS_LABELS[powerClass]);
  const error = validationMessage(errors?.message ?? errors?.min?.message ?? errors?.max?.message);
  const errorId = `power-${powerClass}-error`;
  return (
    <div
      role="group"
      aria-labelledby={`power-${powerClass}`}
      className="grid grid-cols-2 gap-x-3 gap-y-1.5 border-b border-border pb-4 last:border-0 last:pb-0 sm:grid-cols-[11rem_1fr_1fr] sm:items-start"
    >
      <p id={`power-${powerClass}`} className="col-span-2 font-semibold sm:col-span-1 sm:pt-2.5">
        {label}
      </p>
      <BoundInput form={form} powerClass={powerClass} bound="min" label={label} errorId={error ? errorId : undefined} />
      <BoundInput form={form} powerClass={powerClass} bound="max" label={label} errorId={error ? errorId : undefined} />
      {error ? (
        <p id={errorId} role="alert" className="col-span-2 text-sm text-destructive sm:col-start-2">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PowerLimitsSection({ form }: { form: GameForm }) {
  const powerError = useFieldError(form.control, "powerLimits");
  return (
    <FormSection
      id="puissance"
      title={<Trans>Limites de puissance</Trans>}
      description={
        <Trans>FPS minimum et maximum par type de réplique, mesurés au chrono avec des billes de 0,20 g. Un minimum à 0 signifie « pas de minimum ».</Trans>
      }
    >
      <div className="hidden grid-cols-[11rem_1fr_1fr] gap-x-3 text-sm font-medium text-muted-foreground sm:grid" aria-hidden>
        <span />
        <span>
          <Trans>Minimum (FPS)</Trans>
        </span>
        <span>
          <Trans>Maximum (FPS)</Trans>
        </span>
      </div>
      {POWER_CLASSES.map((powerClass) => (
        <PowerClassRow key={powerClass} form={form} powerClass={powerClass} />
      ))}
      <FieldError>{powerError}</FieldError>
    </FormSection>
  );
}
