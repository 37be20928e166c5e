import type { EquipmentKind } from "@escouade/contracts/players";
import { formatJoules } from "@escouade/contracts/power";
import { useLingui } from "@lingui/react/macro";
import { Crosshair, HardHat, Package } from "lucide-react";
import type { ReactNode } from "react";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import { EQUIPMENT_GROUP_LABELS } from "./player-labels.ts";
import type { EquipmentItem } from "./player-types.ts";
import { UserText } from "@/components/ui/user-text.tsx";

const GROUP_ICONS: Record<EquipmentKind, typeof Crosshair> = { replica: Crosshair, protection: HardHat, other: Package };
const KINDS = Object.keys(EQUIPMENT_GROUP_LABELS) as EquipmentKind[];

/** "AEG · 350 fps · 1,14 J": a replica's class and power (0.20 g BBs). */
export function ReplicaPower({ item }: { item: Pick<EquipmentItem, "powerClass" | "fps"> }) {
  const { i18n } = useLingui();
  if (!item.powerClass || item.fps === null) return null;
  const joules = i18n.number(formatJoules(item.fps), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <span>
      {i18n._(POWER_CLASS_LABELS[item.powerClass])} · {item.fps} fps · {joules} J
    </span>
  );
}

/** A player's gear grouped by kind; `actions` adds the owner's buttons to each item. */
export function EquipmentList({ items, actions }: { items: readonly EquipmentItem[]; actions?: (item: EquipmentItem) => ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-6">
      {KINDS.map((kind) => {
        const group = items.filter((item) => item.kind === kind);
        if (group.length === 0) return null;
        const Icon = GROUP_ICONS[kind];
        return (
          <section key={kind} className="space-y-2">
            <h3 className="flex items-center gap-2 font-semibold">
              <Icon className="size-4 text-accent" aria-hidden />
              {i18n._(EQUIPMENT_GROUP_LABELS[kind])}
            </h3>
            <ul className="divide-y divide-border rounded-xl border border-border">
              {group.map((item) => (
                <li key={item.id} className="flex items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-medium">{item.name}</p>
                    {kind === "replica" ? (
                      <p className="text-sm text-muted-foreground">
                        <ReplicaPower item={item} />
                      </p>
                    ) : null}
                    {item.notes ? <UserText text={item.notes} className="text-sm text-muted-foreground" /> : null}
                  </div>
                  {actions ? <div className="flex shrink-0 gap-1">{actions(item)}</div> : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
