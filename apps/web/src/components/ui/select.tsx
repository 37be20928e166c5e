import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

/** The browser's own select, styled like components/ui/input: native pickers suit phones best. */
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
