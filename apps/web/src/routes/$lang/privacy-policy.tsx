import { createFileRoute } from "@tanstack/react-router";
import { LegalDocumentPage } from "@/features/legal/legal-document-page.tsx";
import { loadLegalDocument } from "@/features/legal/load-legal-document.ts";

export const Route = createFileRoute("/$lang/privacy-policy")({
  loader: ({ params }) => loadLegalDocument(params.lang, "privacyPolicy"),
  component: PrivacyPolicyRoute,
});

function PrivacyPolicyRoute() {
  return <LegalDocumentPage document={Route.useLoaderData()} />;
}
