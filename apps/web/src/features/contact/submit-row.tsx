import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FieldError } from "@/components/ui/field.tsx";

/** The server's form-level error (rate limit, network) and the send button, disabled while sending. */
export function SubmitRow({ submitting, serverError, label }: { submitting: boolean; serverError?: string; label: ReactNode }) {
  return (
    <div className="space-y-3">
      <FieldError>{serverError}</FieldError>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? <Trans>Envoi en cours...</Trans> : label}
      </Button>
    </div>
  );
}
