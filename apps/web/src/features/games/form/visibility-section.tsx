import { GAME_VISIBILITIES, type GameVisibility } from "@escouade/contracts/games";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Globe, Link2, UsersRound, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { VISIBILITY_LABELS } from "@/domain/games/game-labels.ts";
import { FormSection } from "./form-section.tsx";
import type { GameForm } from "./form-values.ts";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";
import { useFieldError } from "@/components/ui/form-field.tsx";

const EXPLANATIONS: Record<GameVisibility, { icon: LucideIcon; text: MessageDescriptor }> = {
  public: { icon: Globe, text: msg`Visible par tous et proposée dans la recherche.` },
  friends: { icon: UsersRound, text: msg`Visible et proposée uniquement à vos amis.` },
  private: { icon: Link2, text: msg`Absente de la recherche : seules les personnes qui ont le lien y accèdent.` },
};

export function VisibilitySection({ form }: { form: GameForm }) {
  const { i18n } = useLingui();
  const error = useFieldError(form.control, "visibility");
  const { errorId, groupProps } = useGroupError(error);
  return (
    <FormSection id="visibilite" title={<Trans>Visibilité</Trans>}>
      <fieldset className="space-y-2" {...groupProps}>
        <legend className="text-sm font-medium">
          <Trans>Qui peut voir la partie ?</Trans>
        </legend>
        <div className="grid gap-2 md:grid-cols-3">
          {GAME_VISIBILITIES.map((visibility) => {
            const { icon: Icon, text } = EXPLANATIONS[visibility];
            return (
              <label
                key={visibility}
                className={cn(
                  "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-input bg-card p-3 transition hover:bg-muted",
                  "has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                )}
              >
                <input type="radio" value={visibility} className="mt-1 size-4 shrink-0 accent-[var(--primary)]" {...form.register("visibility")} />
                <span className="space-y-0.5">
                  <span className="flex items-center gap-1.5 font-semibold">
                    <Icon className="size-4" aria-hidden />
                    {i18n._(VISIBILITY_LABELS[visibility])}
                  </span>
                  <span className="block text-sm text-muted-foreground">{i18n._(text)}</span>
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={errorId}>{error}</FieldError>
      </fieldset>
    </FormSection>
  );
}
