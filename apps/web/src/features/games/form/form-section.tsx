import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";

/** One titled block of the form; `id` is the anchor the desktop outline links to. */
export function FormSection({ id, title, description, children }: { id: string; title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <Card id={id} data-form-section className="scroll-mt-24 space-y-5" role="group" aria-labelledby={`${id}-title`}>
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
