import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";

export function AuthCard({ title, subtitle, children, footer }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <Card className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      {children}
      {footer ? <div className="border-t border-border pt-4 text-sm text-muted-foreground">{footer}</div> : null}
    </Card>
  );
}
