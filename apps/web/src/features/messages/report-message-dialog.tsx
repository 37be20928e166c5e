import { REPORT_DETAILS_MAX, REPORT_REASONS, reportFieldsSchema, type ReportFieldsInput, type ReportReason } from "@escouade/contracts/reports";
import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import type { Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription } from "@/components/ui/dialog.tsx";
import { Field, FieldError, useGroupError } from "@/components/ui/field.tsx";
import { AppForm, useAppForm } from "@/components/ui/form.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { readAppError } from "@/lib/app-errors.ts";
import { toast } from "@/lib/toast.ts";
import { trpc } from "@/lib/trpc.ts";
import { validationMessage } from "@/lib/validation-messages.ts";

const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  harassment: msg`Harcèlement ou insultes`,
  hate: msg`Propos haineux ou discriminatoires`,
  spam: msg`Spam ou publicité`,
  scam: msg`Arnaque ou vente douteuse`,
  violence: msg`Menaces ou violence`,
  inappropriate: msg`Contenu choquant ou inapproprié`,
  other: msg`Autre raison`,
};

/** Reports a message to the moderators: a reason from the list and, for "other", what is wrong. */
export function ReportMessageDialog({ messageId, onClose }: { messageId: number | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={messageId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={<Trans>Signaler ce message</Trans>} size="md">
        <DialogDescription className="mb-4 text-sm text-muted-foreground">
          <Trans>Les modérateurs d'Escouade examinent chaque signalement. L'auteur du message ne sait pas qui l'a signalé.</Trans>
        </DialogDescription>
        {messageId !== null ? <ReportForm messageId={messageId} onDone={onClose} cancelLabel={t`Annuler`} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ messageId, onDone, cancelLabel }: { messageId: number; onDone: () => void; cancelLabel: string }) {
  const { t, i18n } = useLingui();
  const form = useAppForm<ReportFieldsInput>({ resolver: zodResolver(reportFieldsSchema) as unknown as Resolver<ReportFieldsInput>, defaultValues: { details: "" } });
  const { errors, isSubmitting } = form.formState;
  const reasonError = validationMessage(errors.reason?.message);
  const reasonGroup = useGroupError(reasonError);
  const report = useMutation(trpc.reports.reportMessage.mutationOptions({ meta: { handlesError: true } }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await report.mutateAsync({ messageId, reason: values.reason, details: values.details ?? "" });
      toast.success(t`Merci ! Le message a été signalé aux modérateurs.`);
      onDone();
    } catch (error) {
      toast.error(readAppError(error).message);
    }
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
      <fieldset className="space-y-2" {...reasonGroup.groupProps}>
        <legend className="mb-2 text-sm font-medium">
          <Trans>Motif</Trans>
        </legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-muted">
            <input type="radio" value={reason} {...form.register("reason")} className="size-5 shrink-0 accent-[var(--primary)]" />
            <span className="text-sm">{i18n._(REASON_LABELS[reason])}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id={reasonGroup.errorId}>{reasonError}</FieldError>
      <Field label={<Trans>Précisions (obligatoires pour « Autre raison »)</Trans>} error={validationMessage(errors.details?.message)}>
        {(a11y) => <Textarea {...a11y} {...form.register("details")} maxLength={REPORT_DETAILS_MAX} className="min-h-24" />}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          <Trans>Signaler</Trans>
        </Button>
      </div>
    </AppForm>
  );
}
