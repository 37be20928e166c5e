import type { ReactNode } from "react";

export function PageHeader({ eyebrow, title, children }: { eyebrow: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <header className="space-y-1">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">{eyebrow}</p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children ? <p className="max-w-2xl text-sm text-muted-foreground">{children}</p> : null}
    </header>
  );
}
