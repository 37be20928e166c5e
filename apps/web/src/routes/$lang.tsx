import { isUiLanguage } from "@escouade/contracts/languages";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { AppShell } from "@/features/shell/app-shell.tsx";
import { activateLanguage } from "@/lib/i18n.ts";

export const Route = createFileRoute("/$lang")({
  beforeLoad: async ({ params }) => {
    if (!isUiLanguage(params.lang)) throw notFound();
    await activateLanguage(params.lang);
    return { lang: params.lang };
  },
  component: AppShell,
});
