import type { CarpoolRequestStatus } from "@escouade/contracts/carpool";
import { Trans } from "@lingui/react/macro";
import { cn } from "@/lib/cn.ts";

const TONES: Record<CarpoolRequestStatus, string> = {
  pending: "bg-muted text-foreground",
  accepted: "bg-primary text-primary-foreground",
  declined: "bg-destructive/10 text-destructive",
};

/** Where a request for a seat stands, as a badge. */
export function RequestStatus({ status, className }: { status: CarpoolRequestStatus; className?: string }) {
  return (
    <span className={cn("rounded-full px-3 py-1 text-xs font-semibold", TONES[status], className)}>
      {status === "pending" ? <Trans>En attente</Trans> : status === "accepted" ? <Trans>Acceptée</Trans> : <Trans>Refusée</Trans>}
    </span>
  );
}
