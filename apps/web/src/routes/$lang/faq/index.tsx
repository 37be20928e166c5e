import { createFileRoute } from "@tanstack/react-router";
import { FaqPage } from "@/features/faq/faq-page.tsx";
import { loadFaq } from "@/features/faq/load-faq.ts";

export const Route = createFileRoute("/$lang/faq/")({
  loader: ({ params }) => loadFaq(params.lang),
  component: FaqRoute,
});

function FaqRoute() {
  return <FaqPage faq={Route.useLoaderData()} />;
}
