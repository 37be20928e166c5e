import { Trans } from "@lingui/react/macro";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

/** In place of results: what happened, and what to try (children). */
export function EmptyResults({ title, children, className, ...props }: Omit<ComponentProps<"div">, "title"> & { title: ReactNode }) {
  return (
    <div className={cn("space-y-2 rounded-2xl border border-dashed border-border bg-card p-6 text-center", className)} {...props}>
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}

/** "Voir plus" under a paged list: the next page joins the ones shown. Nothing once the last page is in. */
export function LoadMore({ hasMore, loading, onLoadMore }: { hasMore: boolean; loading: boolean; onLoadMore: () => void }) {
  if (!hasMore) return null;
  return (
    <Button variant="outline" className="w-full" onClick={onLoadMore} disabled={loading}>
      {loading ? <Trans>Chargement...</Trans> : <Trans>Voir plus</Trans>}
    </Button>
  );
}
