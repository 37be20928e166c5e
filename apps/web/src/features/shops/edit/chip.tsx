import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

/**
 * One choice drawn as a chip: a real checkbox or radio to assistive tech, laid transparent over
 * the whole chip so a tap anywhere on it lands on the control (as the game form's chips).
 */
export function Chip({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: "checkbox" | "radio";
  name?: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "relative inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
        checked ? "border-primary bg-primary text-primary-foreground" : "border-input bg-card hover:bg-muted",
      )}
    >
      <input
        type={type}
        name={name}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
        checked={checked}
        onChange={onChange}
      />
      {checked ? <Check className="size-4" aria-hidden /> : null}
      {children}
    </label>
  );
}
