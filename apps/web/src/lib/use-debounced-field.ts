import { useEffect, useRef, useState } from "react";

const DEBOUNCE_MS = 400;

/**
 * A text field mirrored into the URL once typing pauses. It follows the URL when the URL changes
 * for another reason (reset, back button), but not when the URL merely echoes what was typed
 * (trimmed), so a pause after a space does not eat the space.
 */
export function useDebouncedField(urlValue: string, commit: (value: string) => void) {
  const [value, setValue] = useState(urlValue);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    if (urlValue !== value.trim()) setValue(urlValue);
  }

  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (value.trim() === urlValue) return;
    const timer = setTimeout(() => commitRef.current(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, urlValue]);

  /** Commits at once (Enter, leaving the field). */
  const flush = () => {
    if (value.trim() !== urlValue) commitRef.current(value);
  };
  return { value, setValue, flush };
}
