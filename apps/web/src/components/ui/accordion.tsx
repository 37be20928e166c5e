import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

/** Items that open in place, one card for the whole list. */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root className={cn("divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card", className)} {...props} />;
}

/** A heading (an h3, so the page outline keeps it) that opens or closes what follows it. */
export function AccordionItem({ value, heading, className, children }: { value: string; heading: ReactNode; className?: string; children: ReactNode }) {
  return (
    <AccordionPrimitive.Item value={value}>
      <AccordionPrimitive.Header asChild>
        <h3>
          <AccordionPrimitive.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5">
            {heading}
            <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" aria-hidden />
          </AccordionPrimitive.Trigger>
        </h3>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className={cn("px-4 pb-4 sm:px-5", className)}>{children}</AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
