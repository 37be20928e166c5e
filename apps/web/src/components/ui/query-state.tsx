import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { readAppError } from "@/lib/app-errors.ts";
import { cn } from "@/lib/cn.ts";
import { Button } from "./button.tsx";

/** What `useQuery` and `useInfiniteQuery` both answer, as far as this piece needs. */
interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A query's three faces in one place: a loading line, or why it failed with a way to try again,
 * or `children` drawn with its answer. An answer already in hand stays shown when a refresh
 * fails: the player keeps what they were reading.
 */
export function QueryState<T>({
  query,
  failed,
  className,
  children,
}: {
  query: QueryLike<T>;
  /** What could not be loaded, in the page's words; the server's reason otherwise. */
  failed?: ReactNode;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <div role="alert" className={cn("flex flex-wrap items-center gap-3 text-sm text-destructive", className)}>
        <span>{failed ?? readAppError(query.error).message}</span>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <Trans>Réessayer</Trans>
        </Button>
      </div>
    );
  return (
    <p role="status" className={cn("animate-pulse text-sm text-muted-foreground", className)}>
      <Trans>Chargement...</Trans>
    </p>
  );
}
