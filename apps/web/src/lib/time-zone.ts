import { useSyncExternalStore } from "react";

/**
 * The zone a page the server draws (decision 031) takes its reader to be in: most players' own,
 * the product being French first. The server cannot know the device's before it has asked. A
 * game's times do not depend on it: they are the field's clock (decision 036).
 */
export const RENDER_TIME_ZONE = "Europe/Paris";

const noChange = () => () => undefined;

let viewerZone: string | null = null;

function viewerTimeZone(): string {
  if (viewerZone === null) {
    try {
      viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone || RENDER_TIME_ZONE;
    } catch {
      viewerZone = RENDER_TIME_ZONE;
    }
  }
  return viewerZone;
}

/**
 * The zone the reader lives in, to tell them when a game's clock is not theirs: the device's in
 * the browser, the render zone on the server and while the browser adopts its page.
 */
export function useViewerTimeZone(): string {
  return useSyncExternalStore(noChange, viewerTimeZone, () => RENDER_TIME_ZONE);
}
