import { Trans } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { RotateCcw } from "lucide-react";
import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { MapFrame } from "@/domain/map/map-frame.tsx";
import { cn } from "@/lib/cn.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { ViewToggle, type ResultsView } from "./view-toggle.tsx";

interface Region {
  /** The region's accessible name ("Liste des parties"). */
  label: string;
  content: ReactNode;
}

interface SearchPageProps {
  title: ReactNode;
  /** Beside the title: somewhere to go when the search falls short. */
  action?: ReactNode;
  /** A FiltersPanel. */
  filters: ReactNode;
  /** How many results, announced as it changes; absent where the API does not count them. */
  count?: ReactNode;
  /** Given while filters are set: a button clears them all. */
  onReset?: () => void;
  /** The results (or an EmptyResults), then a LoadMore where they come in pages. */
  list: Region;
  /** The same results on a lazily loaded map: beside the list from lg up, a list/map toggle below. */
  map?: Region;
}

function ResetButton({ onReset }: { onReset: () => void }) {
  return (
    <Button variant="ghost" onClick={onReset}>
      <RotateCcw className="size-4" aria-hidden />
      <Trans>Réinitialiser les filtres</Trans>
    </Button>
  );
}

/**
 * The page every search is built from (games, shops, players; teams next): title, filters, count
 * and reset, then the results, dimmed while the next ones load. The route's loader fetches them,
 * so the page only reads the URL's filters and shows what they found.
 */
export function SearchPage({ title, action, filters, count, onReset, list, map }: SearchPageProps) {
  const searching = useRouterState({ select: (s) => s.status === "pending" });
  const heading = <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>;
  return (
    <div className="space-y-5">
      {action ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {filters}
      {count === undefined ? (
        onReset ? (
          <div className="flex justify-end">
            <ResetButton onReset={onReset} />
          </div>
        ) : null
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p role="status" className="text-lg font-bold">
            {count}
          </p>
          {onReset ? <ResetButton onReset={onReset} /> : null}
        </div>
      )}
      {map ? (
        <ListAndMap list={list} map={map} searching={searching} />
      ) : (
        <ResultsSection label={list.label} aria-busy={searching} className={cn("space-y-4", searching && "opacity-60 transition-opacity")}>
          {list.content}
        </ResultsSection>
      )}
    </div>
  );
}

function ListAndMap({ list, map, searching }: { list: Region; map: Region; searching: boolean }) {
  const isDesktop = useMediaQuery("(min-width: 64rem)");
  const [view, setView] = useState<ResultsView>("list");
  return (
    <>
      {isDesktop ? null : <ViewToggle view={view} onChange={setView} />}
      <div className={cn("grid gap-6 lg:grid-cols-2 lg:items-start", searching && "opacity-60 transition-opacity")} aria-busy={searching}>
        {isDesktop || view === "list" ? (
          <ResultsSection label={list.label} className="space-y-4">
            {list.content}
          </ResultsSection>
        ) : null}
        {isDesktop || view === "map" ? (
          <MapFrame label={map.label} className="h-[70dvh] rounded-2xl border border-border lg:sticky lg:top-24 lg:h-[calc(100dvh-8rem)]">
            {map.content}
          </MapFrame>
        ) : null}
      </div>
    </>
  );
}

/**
 * The list of results under a heading of its own (read by screen readers only): the cards' titles
 * are h3, and a heading level is not skipped between the page's h1 and them.
 */
function ResultsSection({ label, children, ...props }: { label: string; children: ReactNode } & ComponentProps<"section">) {
  const id = useId();
  return (
    <section aria-labelledby={id} {...props}>
      <h2 id={id} className="sr-only">
        {label}
      </h2>
      {children}
    </section>
  );
}
