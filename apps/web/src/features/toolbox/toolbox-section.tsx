import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";

/** One tool of the page: a card named by its heading, so screen readers list the sections. */
export function ToolboxSection({ title, intro, className, children }: { title: ReactNode; intro?: ReactNode; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className={cn("p-4 sm:p-6", className)}>
      <section aria-labelledby={headingId} className="space-y-4">
        <header className="space-y-1">
          <h2 id={headingId} className="text-lg font-bold tracking-tight sm:text-xl">
            {title}
          </h2>
          {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
        </header>
        {children}
      </section>
    </Card>
  );
}
