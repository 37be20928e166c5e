import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";

/** One titled block of the owners' form, as the game form's sections look. */
export function PlaceSection({ title, description, children }: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card className="space-y-5" role="group" aria-labelledby={titleId}>
      <div className="space-y-1">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
