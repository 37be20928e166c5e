import { Trans } from "@lingui/react/macro";
import { CircleCheck } from "lucide-react";

/** Takes the form's place once the message is on its way. */
export function SentPanel() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card px-5 py-10 text-center">
      <CircleCheck className="size-10 text-accent" aria-hidden />
      <p className="text-lg font-semibold">
        <Trans>Message envoyé. Nous vous répondrons par e-mail.</Trans>
      </p>
    </div>
  );
}
