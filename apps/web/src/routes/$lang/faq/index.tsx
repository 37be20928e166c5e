import { createFileRoute } from "@tanstack/react-router";
import { FaqPage } from "@/features/faq/faq-page.tsx";
import { loadFaq } from "@/features/faq/load-faq.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/faq/")({
  loader: ({ params }) => loadFaq(params.lang),
  // The FAQ's own title and description, in the page's language; the root's site-wide ones if it failed to load.
  head: ({ loaderData: faq }) => (faq ? pageHead({ title: faq.title, description: faq.description }) : {}),
  component: FaqRoute,
});

function FaqRoute() {
  return <FaqPage faq={Route.useLoaderData()} />;
}
