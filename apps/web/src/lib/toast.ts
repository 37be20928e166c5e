import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let markToasterReady!: () => void;
const toasterReady = new Promise<void>((resolve) => (markToasterReady = resolve));

/** sonner (toasts and their container) stays off the first screen's bundle: it loads on idle or on first use. */
export function loadSonner(): Promise<Sonner> {
  return (sonner ??= importSonner());
}

/** Offline when it was first wanted (a phone losing signal): tried again later, never an uncaught error. */
async function importSonner(): Promise<Sonner> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await import("sonner");
    } catch {
      await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 2_000 * 2 ** attempt)));
    }
  }
}

/** The container calls this once it listens: a toast sent before then would go nowhere. */
export function toasterMounted() {
  markToasterReady();
}

/**
 * Errors share one toast: a new one replaces the last, and a success dismisses it, so a failed
 * then a successful attempt never leaves the red toast beside the green one.
 */
const ERROR_TOAST_ID = "error";

function show(kind: "success" | "error" | "info") {
  return (message: string, options?: ExternalToast) => {
    // A page drawn on the server shows no toast: a guard's notice rides on its redirect (redirect-notice.ts).
    if (typeof window === "undefined") return;
    void Promise.all([loadSonner(), toasterReady]).then(([{ toast }]) => {
      if (kind === "error") return toast.error(message, { id: ERROR_TOAST_ID, ...options });
      if (kind === "success") toast.dismiss(ERROR_TOAST_ID);
      return toast[kind](message, options);
    });
  };
}

/** The three kinds of toast the app shows (docs/product.md §9), with sonner's options. */
export const toast = { success: show("success"), error: show("error"), info: show("info") };
