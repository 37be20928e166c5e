import { LANGUAGE_STORAGE_KEY, resolveUiLanguage } from "@escouade/contracts/languages";
import { createFileRoute, redirect } from "@tanstack/react-router";

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export const Route = createFileRoute("/")({
  beforeLoad: () => {
    const lang = resolveUiLanguage(storedLanguage(), navigator.languages ?? [navigator.language]);
    throw redirect({ to: "/$lang", params: { lang }, replace: true });
  },
});
