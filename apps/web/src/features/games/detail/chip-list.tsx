import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

export function ChipList<K extends string>({ keys, labels, empty }: { keys: readonly K[]; labels: Record<K, MessageDescriptor>; empty: ReactNode }) {
  const { i18n } = useLingui();
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {keys.map((key) => (
        <li key={key} className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
          {i18n._(labels[key])}
        </li>
      ))}
    </ul>
  );
}
