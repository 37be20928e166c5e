import { createFileRoute } from "@tanstack/react-router";
import { LegalDocumentPage } from "@/features/legal/legal-document-page.tsx";
import { loadLegalDocument } from "@/features/legal/load-legal-document.ts";

export const Route = createFileRoute("/$lang/legal-notice")({
  loader: ({ params }) => loadLegalDocument(params.lang, "legalNotice"),
  component: LegalNoticeRoute,
});

function LegalNoticeRoute() {
  return <LegalDocumentPage document={Route.useLoaderData()} />;
}
