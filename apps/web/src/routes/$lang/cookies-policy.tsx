import { createFileRoute } from "@tanstack/react-router";
import { LegalDocumentPage } from "@/features/legal/legal-document-page.tsx";
import { loadLegalDocument } from "@/features/legal/load-legal-document.ts";

export const Route = createFileRoute("/$lang/cookies-policy")({
  loader: ({ params }) => loadLegalDocument(params.lang, "cookiesPolicy"),
  component: CookiesPolicyRoute,
});

function CookiesPolicyRoute() {
  return <LegalDocumentPage document={Route.useLoaderData()} />;
}
