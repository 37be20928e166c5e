import { createFileRoute } from "@tanstack/react-router";
import { loadGlossary } from "@/content/glossary/load-glossary.ts";
import { ToolboxPage } from "@/features/toolbox/toolbox-page.tsx";

export const Route = createFileRoute("/$lang/toolbox/")({
  // Only the page's language is fetched: each glossary is its own chunk.
  loader: ({ context }) => loadGlossary(context.lang),
  component: ToolboxPage,
});
