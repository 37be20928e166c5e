import { embedSnippet, embedUrl, EMBED_THEMES, type EmbedKind, type EmbedTheme } from "@escouade/contracts/embed";
import { isUiLanguage, UI_LANGUAGES, type UiLanguage } from "@escouade/contracts/languages";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRouteContext } from "@tanstack/react-router";
import { Code, Copy, ExternalLink } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Field } from "@/components/ui/field.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { toast } from "@/lib/toast.ts";

const THEME_LABELS = {
  auto: msg`Comme l'appareil du visiteur`,
  light: msg`Clair`,
  dark: msg`Sombre`,
};

/**
 * "Your games on your site" (docs/decisions/037): the snippet a team, a field or an organizer
 * pastes into their own website to list their upcoming public games, in the language and theme
 * they pick, with a look at it before they paste.
 */
export function EmbedSnippetCard({ kind, embedKey, name }: { kind: EmbedKind; embedKey: string | number; name: string }) {
  const { t, i18n } = useLingui();
  const names = useDisplayNames();
  const origin = useRouteContext({ from: "__root__", select: (context) => context.origin });
  const [lang, setLang] = useState<UiLanguage>(isUiLanguage(i18n.locale) ? i18n.locale : "fr");
  const [theme, setTheme] = useState<EmbedTheme>("auto");
  const snippetId = useId();
  const headingId = useId();
  const url = embedUrl(origin, { kind, key: embedKey }, { lang, theme });
  const snippet = embedSnippet(url, t`Prochaines parties · ${name}`);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success(t`Code copié. Collez-le dans une page de votre site.`);
    } catch {
      (document.getElementById(snippetId) as HTMLTextAreaElement | null)?.select();
    }
  }

  return (
    <Card className="space-y-3" role="region" aria-labelledby={headingId}>
      <div className="space-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
          <Code className="size-5 text-accent" aria-hidden />
          <Trans>Vos parties sur votre site</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Collez ce code dans une page de votre site (WordPress : un bloc « HTML personnalisé ») : vos prochaines parties publiques s'y affichent, à jour,
            avec un lien pour s'inscrire.
          </Trans>
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={<Trans>Langue</Trans>}>
          {(control) => (
            <Select {...control} value={lang} onChange={(event) => setLang(event.target.value as UiLanguage)}>
              {UI_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {names.language(code)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={<Trans>Thème</Trans>}>
          {(control) => (
            <Select {...control} value={theme} onChange={(event) => setTheme(event.target.value as EmbedTheme)}>
              <SelectOptions values={EMBED_THEMES} labels={THEME_LABELS} />
            </Select>
          )}
        </Field>
      </div>
      <label htmlFor={snippetId} className="sr-only">
        <Trans>Code à coller</Trans>
      </label>
      <Textarea id={snippetId} readOnly value={snippet} rows={4} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden />
          <Trans>Copier le code</Trans>
        </Button>
        <Button asChild variant="ghost">
          <a href={url} target="_blank" rel="noopener">
            <ExternalLink className="size-4" aria-hidden />
            <Trans>Voir l'aperçu</Trans>
          </a>
        </Button>
      </div>
    </Card>
  );
}
