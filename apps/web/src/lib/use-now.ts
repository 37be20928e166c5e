import { useEffect, useState } from "react";

/**
 * The time, for what a page shows depending on it (a game over, a window closed): read once when
 * the component mounts, then every `everyMs`, so a page left open moves on by itself. Reading the
 * clock while drawing would give each render its own answer.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
