import type { SidePaletteColour } from "@escouade/contracts/sides";
import { sideTextColour } from "@escouade/contracts/side-colours";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { cn } from "@/lib/cn.ts";

/** The palette's colours by name, for the colour picker (the name says what the swatch shows). */
export const PALETTE_LABELS: Record<SidePaletteColour, MessageDescriptor> = {
  red: msg`Rouge`,
  blue: msg`Bleu`,
  green: msg`Vert`,
  yellow: msg`Jaune`,
  orange: msg`Orange`,
  purple: msg`Violet`,
  black: msg`Noir`,
  white: msg`Blanc`,
};

/**
 * A side as a badge: its name written on its colour, in black or white whichever reads at 4.5:1
 * or more; the name is always there, so the colour never says anything alone. A thin outline
 * keeps a white or black badge visible on a page of the same shade, in either theme; printed,
 * the colour is kept (print-color-adjust) as armbands are.
 */
export function SideBadge({ name, colour, className }: { name: string; colour: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex min-h-7 min-w-0 max-w-full items-center rounded-full px-3 py-0.5 text-sm font-bold ring-1 ring-foreground/30 [print-color-adjust:exact]",
        className,
      )}
      title={name}
      style={{ backgroundColor: colour, color: sideTextColour(colour) }}
    >
      <span className="truncate">{name}</span>
    </span>
  );
}

/** A plain swatch beside a select or a count, hidden from screen readers (the name is said next to it). */
export function SideSwatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden
      className="inline-block size-4 shrink-0 rounded-full ring-1 ring-foreground/40 [print-color-adjust:exact]"
      style={{ backgroundColor: colour }}
    />
  );
}
