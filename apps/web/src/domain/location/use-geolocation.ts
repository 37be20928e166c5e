import { useState } from "react";

export interface Position {
  latitude: number;
  longitude: number;
}

export type GeolocationProblem = "denied" | "unavailable" | "unsupported";

/**
 * Asks the browser where the visitor is, on demand (a button: never on page load). `onFound`
 * gets the position; otherwise `problem` says why there is none, for the caller to word.
 */
export function useGeolocation(onFound: (position: Position) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<GeolocationProblem | null>(null);
  const locate = () => {
    if (!("geolocation" in navigator)) {
      setProblem("unsupported");
      return;
    }
    setProblem(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable");
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60_000 },
    );
  };
  return { locating, problem, locate };
}
