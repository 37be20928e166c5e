import { FIELD_KINDS, type FieldKind } from "@escouade/contracts/places";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";
import { FIELD_KIND_LABELS } from "@/domain/shops/place-labels.ts";
import { Chip } from "./chip.tsx";

/**
 * A field's kind, one of four, or none: a field need not say. "Non précisé" is a choice of its own
 * rather than a second tap on the chosen chip, which a keyboard or a screen reader would not find.
 */
export function FieldKindPicker({
  legend,
  value,
  onChange,
  error,
}: {
  legend: ReactNode;
  value: FieldKind | null;
  onChange: (value: FieldKind | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const name = useId();
  const { errorId, groupProps } = useGroupError(error);
  return (
    <fieldset className="space-y-2" {...groupProps}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {FIELD_KINDS.map((kind) => (
          <Chip key={kind} type="radio" name={name} checked={value === kind} onChange={() => onChange(kind)}>
            {t(FIELD_KIND_LABELS[kind])}
          </Chip>
        ))}
        <Chip type="radio" name={name} checked={value === null} onChange={() => onChange(null)}>
          <Trans>Non précisé</Trans>
        </Chip>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
