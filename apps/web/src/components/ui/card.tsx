import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8", className)} {...props} />;
}
