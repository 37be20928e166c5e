import { useSyncExternalStore } from "react";

/**
 * The zone a page the server draws (decision 031) writes its times in: most players' own, the
 * product being French first. The server cannot know the device's before it has asked.
 */
export const RENDER_TIME_ZONE = "Europe/Paris";

const noChange = () => () => undefined;

let deviceZone: string | undefined | null = null;

/**
 * The device's zone, as the hook gives it: the render zone itself when the device is in it, so
 * that a page written in that zone is adopted as it is, without drawing its times a second time
 * (a second drawing React does at once, in one task, over every time of the page).
 */
function deviceTimeZone(): string | undefined {
  if (deviceZone === null) {
    let zone: string | undefined;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      zone = undefined;
    }
    deviceZone = zone === RENDER_TIME_ZONE ? RENDER_TIME_ZONE : undefined;
  }
  return deviceZone;
}

/**
 * The time zone to write times in: the device's own in the browser (undefined, or the render
 * zone's name when the device is in it); the render zone on the server and while the browser
 * adopts a server-rendered page, which it then draws again in its own zone when that differs,
 * instead of failing to adopt the page.
 */
export function useTimeZone(): string | undefined {
  return useSyncExternalStore(noChange, deviceTimeZone, () => RENDER_TIME_ZONE);
}

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
