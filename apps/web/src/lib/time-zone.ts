import { useSyncExternalStore } from "react";

/**
 * The zone a server-rendered page (decision 026) writes its times in: most players' own, the
 * product being French first. The server cannot know the device's before it has asked.
 */
export const RENDER_TIME_ZONE = "Europe/Paris";

const noChange = () => () => undefined;

/**
 * The time zone to write times in: undefined (the device's own) in the browser; the render zone on
 * the server and while the browser adopts a server-rendered page, which it then draws again in its
 * own zone when that differs, instead of failing to adopt the page.
 */
export function useTimeZone(): string | undefined {
  return useSyncExternalStore(
    noChange,
    () => undefined,
    () => RENDER_TIME_ZONE,
  );
}
