import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import { Button } from "./button.tsx";

/** The dimmed page behind every dialog, sheet and confirmation. */
export const overlayClass = "fixed inset-0 z-50 bg-black/50";

/** Holds the open state (`open` and `onOpenChange` when the caller drives it); a DialogContent or a SheetContent inside. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

/** What the dialog is for, read out when it opens; `className="sr-only"` where the title says enough to the eye. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mb-4 text-sm text-muted-foreground", className)} {...props} />;
}

/** The title and the close button at the top of a dialog or a sheet. */
export function DialogHeader({ title, closeLabel, className }: { title: ReactNode; closeLabel?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div className={cn("flex items-start justify-between gap-4", className)}>
      <DialogPrimitive.Title className="text-xl font-bold">{title}</DialogPrimitive.Title>
      <DialogPrimitive.Close asChild>
        <Button variant="ghost" size="icon" aria-label={closeLabel ?? t`Fermer`}>
          <X className="size-5" aria-hidden />
        </Button>
      </DialogPrimitive.Close>
    </div>
  );
}

const SIZES = {
  sm: "sm:max-w-md",
  md: "sm:max-w-lg",
  lg: "sm:max-w-2xl",
} as const;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> {
  title: ReactNode;
  /** The close button's name; "Fermer" unless the dialog needs a more precise one. */
  closeLabel?: string;
  size?: keyof typeof SIZES;
}

/**
 * A sheet from the bottom on a phone (thumb-reachable, as tall as its content allows) and a
 * centred dialog from `sm` up. Children start with a DialogDescription.
 */
export function DialogContent({ title, closeLabel, size = "md", className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-card p-5 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
          SIZES[size],
          className,
        )}
        {...props}
      >
        <DialogHeader title={title} closeLabel={closeLabel} className="mb-4" />
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
