import { useEffect, useState } from "react";

/** Seconds left before another code may be requested (the server rate-limits code requests too). */
export function useResendCooldown(seconds = 60) {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: () => setRemaining(seconds) };
}
