import { createFileRoute } from "@tanstack/react-router";
import { LegalDocumentPage } from "@/features/legal/legal-document-page.tsx";
import { loadLegalDocument } from "@/features/legal/load-legal-document.ts";

export const Route = createFileRoute("/$lang/term-of-sale")({
  loader: ({ params }) => loadLegalDocument(params.lang, "termsOfSale"),
  component: TermsOfSaleRoute,
});

function TermsOfSaleRoute() {
  return <LegalDocumentPage document={Route.useLoaderData()} />;
}
