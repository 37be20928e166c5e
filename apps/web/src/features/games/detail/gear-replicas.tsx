import { isReplicaOverLimit, maxFpsFor } from "@escouade/contracts/game-rules";
import type { PowerLimits } from "@escouade/contracts/games";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { UseFieldArrayReturn, UseFormReturn } from "react-hook-form";
import { FieldError } from "@/components/ui/field.tsx";
import { ReplicaPower } from "@/domain/players/equipment-list.tsx";
import { validationMessage } from "@/lib/validation-messages.ts";
import { fromGear, type GearReplica, type RegisterValues } from "./declared-replicas.ts";

interface GearReplicasProps {
  form: UseFormReturn<RegisterValues>;
  fields: UseFieldArrayReturn<RegisterValues, "replicas">;
  gear: readonly GearReplica[];
  limits: PowerLimits;
}

/** The replicas of "my equipment", as they were measured: ticked to bring them, each checked against the game's limit. */
export function GearReplicas({ form, fields, gear, limits }: GearReplicasProps) {
  return (
    <ul className="divide-y divide-border rounded-xl border border-border">
      {gear.map((item) => {
        const index = fields.fields.findIndex((field) => field.equipmentId === item.id);
        return (
          <GearLine
            key={item.id}
            item={item}
            limit={maxFpsFor(limits, item.powerClass)}
            over={isReplicaOverLimit(item, limits)}
            error={index >= 0 ? validationMessage(form.formState.errors.replicas?.[index]?.fps?.message) : undefined}
            checked={index >= 0}
            onToggle={() => (index >= 0 ? fields.remove(index) : fields.append(fromGear(item)))}
          />
        );
      })}
    </ul>
  );
}

function GearLine({
  item,
  limit,
  over,
  error,
  checked,
  onToggle,
}: {
  item: GearReplica;
  limit: number;
  over: boolean;
  error?: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <li className="space-y-1 p-3">
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-[var(--primary)]"
          checked={checked}
          onChange={onToggle}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : `${id}-power`}
        />
        <span className="min-w-0 space-y-0.5">
          <span className="block font-medium">{item.name}</span>
          <span id={`${id}-power`} className="block text-sm text-muted-foreground">
            <ReplicaPower item={item} />
            {over ? (
              <span className="block text-destructive">
                <Trans>Au-dessus de la limite de la partie ({limit} fps)</Trans>
              </span>
            ) : null}
          </span>
        </span>
      </label>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </li>
  );
}
