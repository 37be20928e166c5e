import { SUSPENSION_DAYS, type ModerationRecord, type SuspensionDays } from "@escouade/contracts/moderation";
import type { ReportTargetKind } from "@escouade/contracts/reports";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Ban, Check, EyeOff, ShieldOff, TriangleAlert, UserX } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Field } from "@/components/ui/field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { useModerationActions } from "./use-moderation-action.ts";

interface ModerationActionsProps {
  lang: string;
  kind: ReportTargetKind;
  id: string;
  author: ModerationRecord | null;
  /** Already removed: nothing more to remove. */
  removed: boolean;
}

/** The decisions on a reported target: a reason the author is told, then dismiss, warn, remove, suspend or ban. */
export function ModerationActions({ lang, kind, id, author, removed }: ModerationActionsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actions = useModerationActions();
  const [reason, setReason] = useState("");
  const [days, setDays] = useState<SuspensionDays>(7);
  const [missingReason, setMissingReason] = useState(false);
  const target = { kind, id };
  const toQueue = () => void navigate({ to: "/$lang/moderation", params: { lang } });

  /** Every sanction says why: the author reads it. */
  const withReason = (act: (reason: string) => Promise<boolean>) => async () => {
    const trimmed = reason.trim();
    if (!trimmed) return setMissingReason(true);
    setMissingReason(false);
    if (await act(trimmed)) setReason("");
  };

  const dismiss = async () => {
    if (await actions.run(() => actions.dismiss.mutateAsync({ ...target, reason: reason.trim() }), msg`Signalements classés sans suite`)) toQueue();
  };
  const warn = withReason(async (why) => {
    const done = await actions.run(() => actions.warn.mutateAsync({ ...target, reason: why }), msg`Avertissement envoyé`);
    if (done) toQueue();
    return done;
  });
  const remove = withReason(async (why) => {
    const done = await actions.run(() => actions.remove.mutateAsync({ ...target, reason: why }), msg`Contenu retiré`);
    if (done) toQueue();
    return done;
  });
  const suspend = withReason((why) =>
    actions.run(() => actions.suspend.mutateAsync({ userId: author!.userId, days, reason: why, target }), msg`Compte suspendu`),
  );
  const ban = withReason((why) => actions.run(() => actions.ban.mutateAsync({ userId: author!.userId, reason: why, target }), msg`Compte banni`));
  const lift = () => actions.run(() => actions.lift.mutateAsync({ userId: author!.userId, reason: reason.trim() }), msg`Sanction levée`);

  const dayLabel = (n: SuspensionDays) => t`${plural(n, { one: "# jour", other: "# jours" })}`;

  return (
    <section aria-labelledby="moderation-actions" className="space-y-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="moderation-actions" className="text-lg font-bold">
        <Trans>Décision</Trans>
      </h2>
      <Field label={<Trans>Raison (transmise à l'auteur)</Trans>} error={missingReason ? t`Indiquez la raison : l'auteur la lira.` : undefined}>
        {(props) => <Textarea {...props} value={reason} maxLength={1000} className="min-h-20" onChange={(event) => setReason(event.target.value)} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={actions.busy} onClick={() => void dismiss()}>
          <Check className="size-4" aria-hidden />
          <Trans>Classer sans suite</Trans>
        </Button>
        {author ? (
          <Button variant="outline" disabled={actions.busy} onClick={() => void warn()}>
            <TriangleAlert className="size-4" aria-hidden />
            <Trans>Avertir l'auteur</Trans>
          </Button>
        ) : null}
        {!removed ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={actions.busy}>
                <EyeOff className="size-4" aria-hidden />
                {kind === "player" ? <Trans>Effacer la présentation</Trans> : <Trans>Retirer le contenu</Trans>}
              </Button>
            }
            title={<Trans>Retirer ce contenu ?</Trans>}
            description={<Trans>Il sera masqué pour tout le monde et son auteur sera prévenu, avec la raison.</Trans>}
            confirmLabel={<Trans>Retirer</Trans>}
            onConfirm={() => void remove()}
          />
        ) : null}
      </div>
      {author ? (
        <div className="space-y-3 border-t border-border pt-4">
          <h3 className="font-semibold">
            <Trans>Compte de l'auteur</Trans>
          </h3>
          <div className="flex flex-wrap items-end gap-2">
            <label className="space-y-1.5 text-sm font-medium">
              <span>
                <Trans>Durée de la suspension</Trans>
              </span>
              <Select value={days} onChange={(event) => setDays(Number(event.target.value) as SuspensionDays)} className="w-40">
                {SUSPENSION_DAYS.map((n) => (
                  <option key={n} value={n}>
                    {dayLabel(n)}
                  </option>
                ))}
              </Select>
            </label>
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={actions.busy}>
                  <UserX className="size-4" aria-hidden />
                  <Trans>Suspendre</Trans>
                </Button>
              }
              title={<Trans>Suspendre ce compte ?</Trans>}
              description={<Trans>Le compte sera déconnecté partout et ne pourra plus se connecter pendant {dayLabel(days)}.</Trans>}
              confirmLabel={<Trans>Suspendre</Trans>}
              onConfirm={() => void suspend()}
            />
            <ConfirmDialog
              trigger={
                <Button variant="destructive" disabled={actions.busy}>
                  <Ban className="size-4" aria-hidden />
                  <Trans>Bannir</Trans>
                </Button>
              }
              title={<Trans>Bannir ce compte ?</Trans>}
              description={<Trans>Le compte sera déconnecté partout et ne pourra plus se connecter, sans limite de durée.</Trans>}
              confirmLabel={<Trans>Bannir</Trans>}
              onConfirm={() => void ban()}
            />
            {author.banned ? (
              <Button variant="outline" disabled={actions.busy} onClick={() => void lift()}>
                <ShieldOff className="size-4" aria-hidden />
                <Trans>Lever la sanction</Trans>
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
