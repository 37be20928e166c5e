import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Input } from "@/components/ui/input.tsx";
import type { GlossaryEntry } from "@/content/glossary/glossary-entry.ts";
import { searchGlossary } from "./glossary-search.ts";
import { ToolboxSection } from "./toolbox-section.tsx";

/** The airsoft glossary in the page's language, filtered as the visitor types. */
export function GlossarySection({ entries, className }: { entries: readonly GlossaryEntry[]; className?: string }) {
  const { t, i18n } = useLingui();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const found = searchGlossary(entries, useDeferredValue(query), i18n.locale);
  const count = found.length;
  return (
    <ToolboxSection className={className} title={<Trans>Glossaire</Trans>} intro={<Trans>Le vocabulaire des terrains, des répliques et du matériel.</Trans>}>
      <div className="space-y-1.5">
        <label htmlFor={searchId} className="block text-sm font-medium">
          <Trans>Chercher un terme</Trans>
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`hop-up, chrono, milsim...`}
            className="pl-9"
            aria-describedby={`${searchId}-count`}
          />
        </div>
        <p id={`${searchId}-count`} role="status" className="text-sm text-muted-foreground">
          <Plural value={count} one="# terme" other="# termes" />
        </p>
      </div>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm">
          <Trans>Aucun terme ne correspond à votre recherche.</Trans>
        </p>
      ) : (
        <dl className="grid gap-x-8 gap-y-4 md:grid-cols-2" data-testid="glossary-terms">
          {found.map((entry) => (
            <div key={entry.id} className="space-y-0.5">
              <dt className="font-semibold">{entry.term}</dt>
              <dd className="text-sm text-muted-foreground">{entry.definition}</dd>
            </div>
          ))}
        </dl>
      )}
    </ToolboxSection>
  );
}
