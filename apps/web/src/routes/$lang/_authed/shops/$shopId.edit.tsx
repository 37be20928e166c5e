import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { EditPlacePage } from "@/features/shops/edit/edit-place-page.tsx";
import { shopQuery } from "@/features/shops/shop/use-shop.ts";
import { loadOrNotFound, notFoundUnlessId, parseId } from "@/lib/not-found.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/_authed/shops/$shopId/edit")({
  // As the place's own page: the id in the path is a number; anything else is not found.
  params: {
    parse: ({ shopId }) => ({ shopId: parseId(shopId) }),
    stringify: ({ shopId }) => ({ shopId: String(shopId) }),
  },
  beforeLoad: ({ params }) => notFoundUnlessId(params.shopId),
  // Read afresh, not from the place's page seen a minute ago: an edit starts from the saved version.
  loader: ({ context, params }) => loadOrNotFound(context.queryClient.fetchQuery({ ...shopQuery(context.trpc, params.shopId), staleTime: 0 })),
  head: ({ match, loaderData: place }) => {
    const { i18n } = match.context;
    const name = place?.name ?? "";
    return pageHead({
      title: place ? i18n._(msg`Modifier « ${name} »`) : i18n._(msg`Boutiques et terrains`),
      description: i18n._(msg`Ce que les gérants tiennent à jour sur la page du lieu : présentation, horaires, services et photos.`),
    });
  },
  component: EditPlacePage,
});
