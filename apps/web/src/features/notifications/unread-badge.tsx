import { cn } from "@/lib/cn.ts";
import { badgeLabel } from "./notification-list.ts";

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
