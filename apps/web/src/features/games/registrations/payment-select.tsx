import { PAYMENT_STATUSES, type PaymentStatus } from "@escouade/contracts/games";
import { Trans } from "@lingui/react/macro";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { PAYMENT_STATUS_LABELS } from "@/domain/games/game-labels.ts";

/** The organizer marks one player's payment, on a live or a cancelled place alike. */
export function PaymentSelect({ name, value, onChange }: { name: string; value: PaymentStatus; onChange: (paymentStatus: PaymentStatus) => void }) {
  return (
    <label className="text-sm">
      <span className="sr-only">
        <Trans>Paiement de {name}</Trans>
      </span>
      <Select value={value} onChange={(e) => onChange(e.target.value as PaymentStatus)} className="md:w-40">
        <SelectOptions values={PAYMENT_STATUSES} labels={PAYMENT_STATUS_LABELS} />
      </Select>
    </label>
  );
}
