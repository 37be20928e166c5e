import { REPORT_DETAILS_MAX, REPORT_REASONS, reportFieldsSchema, type ReportFieldsInput, type ReportTarget } from "@escouade/contracts/reports";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription } from "@/components/ui/dialog.tsx";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";
import { FormField, useFieldError } from "@/components/ui/form-field.tsx";
import { AppForm, useAppForm } from "@/components/ui/form.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { REPORT_KIND_LABELS, REPORT_REASON_LABELS } from "./report-labels.ts";

/**
 * Reports something to the moderators, whatever its kind: a reason from the list and, for "other",
 * what is wrong. Open while `target` is set; the server decides what may be reported.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target ? (
        <DialogContent title={i18n._(REPORT_KIND_LABELS[target.kind].title)} size="md">
          <DialogDescription>
            <Trans>Les modérateurs d'Escouade examinent chaque signalement, sans jamais dire qui l'a envoyé.</Trans>
          </DialogDescription>
          <ReportForm target={target} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const trpc = useTRPC();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const form = useAppForm<ReportFieldsInput>({
    resolver: zodResolver(reportFieldsSchema) as unknown as Resolver<ReportFieldsInput>,
    defaultValues: { details: "" },
  });
  const { isSubmitting } = form.formState;
  const reasonError = useFieldError(form.control, "reason");
  const reasonGroup = useGroupError(reasonError);
  const report = useMutation(trpc.reports.report.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await report.mutateAsync({ target, reason: values.reason, details: values.details ?? "" });
      toast.success(i18n._(REPORT_KIND_LABELS[target.kind].thanks));
      void queryClient.invalidateQueries({ queryKey: trpc.reports.getMyReports.pathKey() });
      onDone();
    } catch {
      // The query client has shown why; what was typed stays.
    }
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-4">
      <fieldset className="space-y-2" {...reasonGroup.groupProps}>
        <legend className="mb-2 text-sm font-medium">
          <Trans>Motif</Trans>
        </legend>
        {REPORT_REASONS.map((reason) => (
          <label
            key={reason}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-muted"
          >
            <input type="radio" value={reason} {...form.register("reason")} className="size-5 shrink-0 accent-[var(--primary)]" />
            <span className="text-sm">{i18n._(REPORT_REASON_LABELS[reason])}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id={reasonGroup.errorId}>{reasonError}</FieldError>
      <FormField control={form.control} name="details" label={<Trans>Précisions (obligatoires pour « Autre raison »)</Trans>}>
        {(a11y) => <Textarea {...a11y} {...form.register("details")} maxLength={REPORT_DETAILS_MAX} className="min-h-24" />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          <Trans>Annuler</Trans>
        </Button>
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          <Trans>Signaler</Trans>
        </Button>
      </div>
    </AppForm>
  );
}
