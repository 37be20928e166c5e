import { CircleAlert, CircleCheck, CircleX, CloudOff } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { describeOutcome, type CheckInOutcome } from "./check-in-outcome.ts";

/** The colour of each outcome: green in, amber already in or waiting to be sent, red refused. */
export const OUTCOME_TONES: Record<CheckInOutcome["kind"], string> = {
  arrived: "border-green-600 bg-green-600/15",
  pending: "border-amber-500 bg-amber-500/15",
  already: "border-amber-500 bg-amber-500/15",
  refused: "border-destructive bg-destructive/15",
};

const ICONS = { arrived: CircleCheck, pending: CloudOff, already: CircleAlert, refused: CircleX } as const;

/** One scan's outcome in words, big enough to read at arm's length in the sun. */
export function OutcomeMessage({ outcome, lang, className }: { outcome: CheckInOutcome; lang: string; className?: string }) {
  const Icon = ICONS[outcome.kind];
  return (
    <div role="status" className={cn("flex items-start gap-3 rounded-xl border-2 p-3 font-semibold", OUTCOME_TONES[outcome.kind], className)}>
      <Icon className="mt-0.5 size-6 shrink-0" aria-hidden />
      <p className="min-w-0 break-words">{describeOutcome(outcome, lang)}</p>
    </div>
  );
}
