import { Trans } from "@lingui/react/macro";
import { config } from "@/lib/config.ts";

/** Development only: without SMTP the codes land in the server's dev outbox; say where. */
export function DevOutboxHint() {
  if (!import.meta.env.DEV) return null;
  return (
    <p className="rounded-lg border border-dashed border-accent px-3 py-2 text-xs text-muted-foreground">
      <Trans>
        Mode développement : sans serveur SMTP, les e-mails sont dans la{" "}
        <a href={`${config.serverUrl}/dev/outbox`} target="_blank" rel="noreferrer" className="font-semibold text-accent underline">
          boîte d'envoi de développement
        </a>
        .
      </Trans>
    </p>
  );
}
