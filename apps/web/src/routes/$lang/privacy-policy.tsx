import { createFileRoute } from "@tanstack/react-router";
import { LegalDocumentPage } from "@/features/legal/legal-document-page.tsx";
import { loadLegalDocument } from "@/features/legal/load-legal-document.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/privacy-policy")({
  loader: ({ params }) => loadLegalDocument(params.lang, "privacyPolicy"),
  // The document's own title and description, in the page's language; the root's site-wide ones if it failed to load.
  head: ({ loaderData: document }) => (document ? pageHead({ title: document.title, description: document.description }) : {}),
  component: PrivacyPolicyRoute,
});

function PrivacyPolicyRoute() {
  return <LegalDocumentPage document={Route.useLoaderData()} />;
}
