import { useEffect, useState, type RefObject } from "react";
import { afterLoadWhenIdle } from "./after-load.ts";

/**
 * True once the element has come within `margin` of the screen, and from then on. False on the
 * server and while React adopts a page written there (effects run after), so the adopted page
 * matches the written one. What is heavy to draw and sits below the fold (a map: Leaflet, its
 * tiles) waits for the player to scroll near it instead of weighing on the page's first seconds.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "300px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // No way to know where it is: it comes once the page has settled instead.
    if (typeof IntersectionObserver === "undefined") return afterLoadWhenIdle(() => setNear(true));
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
