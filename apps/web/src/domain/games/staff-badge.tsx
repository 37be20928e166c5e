import type { StaffRole } from "@escouade/contracts/staff";
import { useLingui } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-react";
import { STAFF_ROLE_LABELS } from "./game-labels.ts";

/** "Staff · Marshal": on the ticket of a player who runs the game with its organizer (docs/product.md §4). */
export function StaffBadge({ role }: { role: StaffRole }) {
  const { i18n, t } = useLingui();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wide text-accent-foreground">
      <ShieldCheck className="size-3.5" aria-hidden />
      {t`Staff`} · {i18n._(STAFF_ROLE_LABELS[role])}
    </span>
  );
}
