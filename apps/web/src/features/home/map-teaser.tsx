import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowRight, Map as MapIcon } from "lucide-react";

/** A link to the map drawn with an icon: the home page loads no Leaflet. */
export function MapTeaser({ lang }: { lang: string }) {
  return (
    <Link
      to="/$lang/map"
      params={{ lang }}
      className="group flex items-center gap-4 rounded-2xl border border-border bg-card p-5 transition hover:border-primary/50 hover:shadow-sm sm:p-6"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary dark:bg-primary/20">
        <MapIcon className="size-7" aria-hidden />
      </span>
      <span className="min-w-0 flex-1 space-y-1">
        <span className="block text-lg font-bold">
          <Trans>La carte de l'airsoft</Trans>
        </span>
        <span className="block text-sm text-muted-foreground">
          <Trans>Terrains, boutiques et prochaines parties près de chez vous, sur une seule carte.</Trans>
        </span>
      </span>
      <ArrowRight className="size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5" aria-hidden />
    </Link>
  );
}
