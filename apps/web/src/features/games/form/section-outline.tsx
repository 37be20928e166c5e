import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

const SECTIONS: ReadonlyArray<{ id: string; label: MessageDescriptor }> = [
  { id: "informations", label: msg`Informations` },
  { id: "date-lieu", label: msg`Date et lieu` },
  { id: "joueurs-prix", label: msg`Joueurs et prix` },
  { id: "visibilite", label: msg`Visibilité` },
  { id: "langues", label: msg`Langues de la partie` },
  { id: "securite", label: msg`Sécurité` },
  { id: "puissance", label: msg`Limites de puissance` },
  { id: "photos", label: msg`Photos` },
];

/** On a desktop the form is long: an outline beside it jumps to each section. */
export function SectionOutline() {
  const { i18n } = useLingui();
  return (
    <nav aria-labelledby="game-form-outline" className="hidden lg:sticky lg:top-20 lg:block">
      <p id="game-form-outline" className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Trans>Sommaire</Trans>
      </p>
      <ol className="space-y-0.5">
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              // Scrolled here rather than by a hash navigation the router would treat as a new location.
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(section.id)?.scrollIntoView({ behavior: "smooth", block: "start" });
              }}
              className="flex min-h-9 items-center rounded-lg px-3 text-sm font-medium hover:bg-muted">
              {i18n._(section.label)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
