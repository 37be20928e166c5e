import { Trans } from "@lingui/react/macro";
import type { LegalSection } from "@/content/legal/types.ts";

export function sectionAnchor(index: number) {
  return `section-${index + 1}`;
}

/** Anchor links to each section: above the text on a phone, beside it (and following the reader) on a desktop. */
export function LegalTableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav aria-labelledby="legal-toc" className="mt-6 lg:mt-8">
      <div className="rounded-2xl border border-border bg-card p-4 lg:sticky lg:top-24 lg:border-0 lg:bg-transparent lg:p-0">
        <h2 id="legal-toc" className="mb-2 text-sm font-semibold uppercase tracking-wider text-muted-foreground">
          <Trans>Sommaire</Trans>
        </h2>
        <ol className="space-y-0.5 text-sm">
          {sections.map((section, index) => (
            <li key={section.heading}>
              {/* A plain anchor: the browser scrolls to the section and the address can be shared. */}
              <a
                href={`#${sectionAnchor(index)}`}
                className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring lg:min-h-9"
              >
                <span className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">{index + 1}.</span>
                <span>{section.heading}</span>
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
