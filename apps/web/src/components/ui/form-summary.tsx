import { Trans } from "@lingui/react/macro";
import { CircleAlert } from "lucide-react";

/** The spec's form-level summary, shown once a submit found errors. */
export function FormSummary({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p role="alert" className="flex items-center gap-2 rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
      <CircleAlert className="size-4 shrink-0" aria-hidden />
      <Trans>Le formulaire contient des erreurs.</Trans>
    </p>
  );
}
