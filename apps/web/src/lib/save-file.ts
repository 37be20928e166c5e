import { DEFAULT_LANGUAGE, isUiLanguage } from "@escouade/contracts/languages";
import { readAppError } from "./app-errors.ts";
import { toast } from "./toast.ts";

/** Hands a document to the browser as a file to save. */
export function saveAsFile(content: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked later, not at once: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An organizer's export (registrations, chrono log, sides): fetched, then saved; a failure is a toast. */
export async function downloadCsv(load: () => Promise<{ filename: string; csv: string }>) {
  try {
    const { filename, csv } = await load();
    saveAsFile(csv, filename, "text/csv;charset=utf-8");
  } catch (error) {
    toast.error(readAppError(error).message);
  }
}

/** What an organizer's export is written for: the page's language (words, separator); its times are the field's. */
export function csvExportOptions(lang: string) {
  return { lang: isUiLanguage(lang) ? lang : DEFAULT_LANGUAGE };
}
