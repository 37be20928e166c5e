import { useSyncExternalStore } from "react";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
/** The storage key the document's first script reads before first paint (routes/__root.tsx). */
export const THEME_STORAGE_KEY = "vite-ui-theme";

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");
const listeners = new Set<() => void>();

function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(stored ?? "") ? (stored as Theme) : "system";
  } catch {
    return "system";
  }
}

function applyTheme(theme: Theme) {
  const dark = theme === "dark" || (theme === "system" && darkQuery().matches);
  document.documentElement.classList.toggle("dark", dark);
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", dark ? "#14160f" : "#3f4a2c");
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the theme still applies for this visit.
  }
  applyTheme(theme);
  listeners.forEach((notify) => notify());
}

/** Keeps "system" in step with the OS while the app is open. */
export function watchSystemTheme() {
  applyTheme(readTheme());
  const follow = () => {
    if (readTheme() === "system") applyTheme("system");
  };
  darkQuery().addEventListener("change", follow);
  return () => darkQuery().removeEventListener("change", follow);
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    readTheme,
    () => "system",
  );
}
