import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** The browser's own select (a phone shows its native picker), styled like components/ui/input. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "block min-h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

/** One option per value, worded by its label in the reader's language: what most selects hold. */
export function SelectOptions<K extends string>({ values, labels }: { values: readonly K[]; labels: Record<K, MessageDescriptor> }) {
  const { i18n } = useLingui();
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {i18n._(labels[value])}
        </option>
      ))}
    </>
  );
}
