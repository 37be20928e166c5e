import type { CheckInOutcome } from "./check-in-outcome.ts";

/** One buzz to let in, two short for someone already in, a long double for a refusal: felt without looking. */
const PATTERNS: Record<CheckInOutcome["kind"], number[]> = {
  arrived: [90],
  pending: [90],
  already: [60, 80, 60],
  refused: [300, 120, 300],
};

export function vibrateFor(outcome: CheckInOutcome) {
  // Not every phone vibrates (iOS Safari has no vibrate at all).
  if (typeof navigator.vibrate === "function") navigator.vibrate(PATTERNS[outcome.kind]);
}
