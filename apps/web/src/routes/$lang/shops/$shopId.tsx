import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { placeHead } from "@/features/shops/shop/place-head.ts";
import { ShopPage } from "@/features/shops/shop/shop-page.tsx";
import { shopQuery } from "@/features/shops/shop/use-shop.ts";
import { loadOrNotFound, notFoundUnlessId, parseId } from "@/lib/not-found.ts";
import { pageHead } from "@/lib/page-head.ts";

export const Route = createFileRoute("/$lang/shops/$shopId")({
  // Like a game's: the id in the path is a number; anything else is not found.
  params: {
    parse: ({ shopId }) => ({ shopId: parseId(shopId) }),
    stringify: ({ shopId }) => ({ shopId: String(shopId) }),
  },
  beforeLoad: ({ params }) => notFoundUnlessId(params.shopId),
  // Pending, rejected and unknown shops all read as not found: the server says no more. The head is
  // worded here rather than in head(): the loader's code comes with the page's, not in the entry.
  loader: async ({ context, params }) => {
    const place = await loadOrNotFound(context.queryClient.ensureQueryData(shopQuery(context.trpc, params.shopId)));
    return { head: placeHead(place, { origin: context.origin, lang: params.lang }) };
  },
  // Without a place (not found), the section's name and the site's description.
  head: ({ match, loaderData }) =>
    loaderData?.head ??
    pageHead({
      title: match.context.i18n._(msg`Boutiques et terrains`),
      description: match.context.i18n._(msg`Trouvez des parties d'airsoft près de chez vous, inscrivez-vous et retrouvez votre équipe.`),
    }),
  component: ShopPage,
});
