import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { loadGlossary } from "@/content/glossary/load-glossary.ts";
import { ToolboxPage } from "@/features/toolbox/toolbox-page.tsx";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/toolbox/")({
  // Only the page's language is fetched: each glossary is its own chunk.
  loader: ({ context }) => loadGlossary(context.lang),
  head: ({ match }) =>
    pageHead({
      title: match.context.i18n._(msg`Boîte à outils airsoft : calculateurs et glossaire`),
      description: match.context.i18n._(
        msg`Convertissez FPS, m/s et joules pour tout poids de bille, retrouvez les limites de puissance et distances d'engagement usuelles, calculez votre batterie LiPo et consultez le glossaire de l'airsoft.`,
      ),
    }),
  component: ToolboxPage,
});
