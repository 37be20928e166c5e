import { createFileRoute } from "@tanstack/react-router";
import { LegalDocumentPage } from "@/features/legal/legal-document-page.tsx";
import { loadLegalDocument } from "@/features/legal/load-legal-document.ts";

export const Route = createFileRoute("/$lang/term-of-use")({
  loader: ({ params }) => loadLegalDocument(params.lang, "termsOfUse"),
  component: TermsOfUseRoute,
});

function TermsOfUseRoute() {
  return <LegalDocumentPage document={Route.useLoaderData()} />;
}
