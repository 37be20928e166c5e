import { UI_LANGUAGE_OPTIONS, type UiLanguage } from "@escouade/contracts/languages";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Card } from "@/components/ui/card.tsx";
import { authClient } from "@/lib/auth-client.ts";
import { authErrorMessage } from "@/lib/auth-errors.ts";
import { cn } from "@/lib/cn.ts";
import { refreshSession } from "@/lib/session.ts";
import { setTheme, useTheme } from "@/lib/theme.ts";
import { THEME_OPTIONS } from "@/lib/theme-options.ts";
import { toast } from "@/lib/toast.ts";

const choice =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";

/**
 * The language of the pages and of the e-mails Escouade sends (the header's switcher changes the
 * pages only), and the theme of this device.
 */
export function PreferencesCard({ lang }: { lang: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const theme = useTheme();
  // The choice shows at once; the page follows in that language once it is saved.
  const [saving, setSaving] = useState<UiLanguage | null>(null);

  async function chooseLanguage(code: UiLanguage) {
    setSaving(code);
    const { error } = await authClient.updateUser({ lang: code });
    if (error) {
      setSaving(null);
      toast.error(authErrorMessage(error));
      return;
    }
    await refreshSession(queryClient);
    await navigate({ to: "/$lang/settings", params: { lang: code } });
    // Only now: until the page is in the new language, the choice stays shown as made.
    setSaving(null);
  }

  return (
    <Card className="space-y-5">
      <h2 className="text-lg font-bold">
        <Trans>Préférences</Trans>
      </h2>
      <fieldset className="space-y-2" disabled={saving !== null}>
        <legend className="font-semibold">
          <Trans>Langue</Trans>
        </legend>
        <p className="text-sm text-muted-foreground">
          <Trans>Celle des pages et des e-mails qu'Escouade vous envoie.</Trans>
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {UI_LANGUAGE_OPTIONS.map((option) => (
            <label key={option.code} className={cn(choice, saving && "opacity-60")} lang={option.code}>
              <input
                type="radio"
                name="language"
                className="accent-primary"
                checked={option.code === (saving ?? lang)}
                onChange={() => void chooseLanguage(option.code)}
              />
              {option.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-semibold">
          <Trans>Thème</Trans>
        </legend>
        <p className="text-sm text-muted-foreground">
          <Trans>Sur cet appareil.</Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
            <label key={value} className={choice}>
              <input type="radio" name="theme" className="sr-only" checked={value === theme} onChange={() => setTheme(value)} />
              <Icon className="size-4 shrink-0" aria-hidden />
              {i18n._(label)}
            </label>
          ))}
        </div>
      </fieldset>
      <span className="sr-only" aria-live="polite">
        {saving ? t`Enregistrement...` : ""}
      </span>
    </Card>
  );
}
