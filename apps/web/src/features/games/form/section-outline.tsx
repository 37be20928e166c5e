import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CircleAlert } from "lucide-react";
import { useInvalidControls } from "@/components/ui/form.tsx";
import { cn } from "@/lib/cn.ts";

const SECTIONS: ReadonlyArray<{ id: string; label: MessageDescriptor }> = [
  { id: "informations", label: msg`Informations` },
  { id: "date-lieu", label: msg`Date et lieu` },
  { id: "joueurs-prix", label: msg`Joueurs et prix` },
  { id: "inscription", label: msg`Inscription` },
  { id: "visibilite", label: msg`Visibilité` },
  { id: "langues", label: msg`Langues de la partie` },
  { id: "securite", label: msg`Sécurité` },
  { id: "puissance", label: msg`Limites de puissance` },
  { id: "photos", label: msg`Photos` },
];

/** On a desktop the form is long: an outline beside it jumps to each section and marks those with errors. */
export function SectionOutline() {
  const { i18n } = useLingui();
  const invalid = useInvalidControls();
  return (
    <nav aria-labelledby="game-form-outline" className="hidden lg:sticky lg:top-20 lg:block">
      <p id="game-form-outline" className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Trans>Sommaire</Trans>
      </p>
      <ol className="space-y-0.5">
        {SECTIONS.map((section) => {
          const errors = invalid.filter((control) => control.section === section.id).length;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                // Scrolled here rather than by a hash navigation the router would treat as a new location.
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(section.id)?.scrollIntoView({ behavior: "smooth", block: "start" });
                }}
                className={cn("flex min-h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-muted", errors > 0 && "text-destructive")}
              >
                {i18n._(section.label)}
                {errors > 0 ? (
                  <>
                    <CircleAlert className="ms-auto size-4 shrink-0" aria-hidden />
                    <span className="sr-only">
                      <Plural value={errors} one="(# erreur)" other="(# erreurs)" />
                    </span>
                  </>
                ) : null}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
