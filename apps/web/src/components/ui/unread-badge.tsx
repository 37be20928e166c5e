import { cn } from "@/lib/cn.ts";

/** docs/product.md §6: the number, "9+" above 9, nothing at all at 0 (the bell and the messages entry alike). */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}

/** Visual only: every control carrying it says the count in its accessible name. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const label = badgeLabel(count);
  if (!label) return null;
  return (
    <span
      aria-hidden
      className={cn(
        "flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold leading-none text-accent-foreground",
        className,
      )}
    >
      {label}
    </span>
  );
}
