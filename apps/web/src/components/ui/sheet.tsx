import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import { DialogHeader, overlayClass } from "./dialog.tsx";

const SIZES = {
  sm: "w-[85vw] max-w-sm",
  md: "w-[92vw] max-w-md",
} as const;

interface SheetContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> {
  title: ReactNode;
  closeLabel?: string;
  size?: keyof typeof SIZES;
}

/**
 * A full-height panel from the right edge (a Dialog underneath: focus kept inside, Esc closes):
 * the title bar stays put and the children lay out the rest, scrolling where they choose.
 * Children start with a DialogDescription.
 */
export function SheetContent({ title, closeLabel, size = "md", className, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content className={cn("fixed inset-y-0 right-0 z-50 flex flex-col bg-background shadow-xl", SIZES[size], className)} {...props}>
        <DialogHeader title={title} closeLabel={closeLabel} className="border-b border-border px-4 py-3" />
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
