import { sameClockAt } from "@escouade/contracts/time-zones";
import { useLingui } from "@lingui/react/macro";
import { formatDate, type DateStyle } from "@/lib/dates.ts";
import { useViewerTimeZone } from "@/lib/time-zone.ts";

/**
 * A game's times are its field's clock, in the game's own zone (docs/product.md §4): the same for
 * every reader and for the page the server draws. A reader whose clock differs at that moment is
 * told it is local time.
 */
export function useGameTime() {
  const { i18n, t } = useLingui();
  const viewer = useViewerTimeZone();
  const localTime = t`heure locale`;
  return {
    /** The reader's zone (the render zone on the server). */
    viewer,
    /** Whether the reader's clock reads otherwise than the field's at `date`. */
    differs: (date: Date, timeZone: string) => !sameClockAt(date, timeZone, viewer),
    /** "sam. 14 mars 2026 · 09:00", with "(heure locale)" for a reader in another zone. */
    format: (date: Date, timeZone: string, style: DateStyle) => {
      const text = formatDate(date, i18n.locale, style, timeZone);
      return sameClockAt(date, timeZone, viewer) ? text : `${text} (${localTime})`;
    },
    /** The same moment on the reader's own clock. */
    onViewerClock: (date: Date, style: DateStyle) => formatDate(date, i18n.locale, style, viewer),
  };
}

/** A game's start (or any of its times) as a `<time>`, on the field's clock. */
export function GameTime({ date, timeZone, style }: { date: Date; timeZone: string; style: DateStyle }) {
  const { format } = useGameTime();
  return <time dateTime={date.toISOString()}>{format(date, timeZone, style)}</time>;
}
