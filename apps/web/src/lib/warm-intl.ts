import { nextTask } from "./next-task.ts";

/**
 * The first use of Intl in a page loads the language's data: tens of ms on a phone. Inside the
 * app's first render it lengthens a task that cannot be cut; here each of the formatters the first
 * screens use (dates, prices, plurals) is made in a task of its own, and later ones are cheap.
 * Most often index.html's worker (public/intl-warm.js) has loaded that data already, on another
 * core: then this takes a few ms.
 */
export async function warmIntl(lang: string): Promise<void> {
  // "Europe/Paris" is time-zone.ts's RENDER_TIME_ZONE, written here: that module imports React,
  // which the entry's own chunk must not (main.tsx evaluates React as a step of its own).
  const steps = [
    () => new Intl.DateTimeFormat(lang, { weekday: "short", hour: "2-digit", timeZone: "Europe/Paris" }).format(0),
    () => new Intl.NumberFormat(lang, { style: "currency", currency: "EUR" }).format(1),
    () => new Intl.PluralRules(lang).select(1),
  ];
  for (const step of steps) {
    try {
      step();
    } catch {
      // A language the browser lacks: the app's own formatting falls back as it always did.
    }
    await nextTask();
  }
}
