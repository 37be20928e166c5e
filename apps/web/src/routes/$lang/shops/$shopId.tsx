import { createFileRoute } from "@tanstack/react-router";
import { ShopPage } from "@/features/shops/shop/shop-page.tsx";
import { shopQuery } from "@/features/shops/shop/use-shop.ts";
import { loadOrNotFound, notFoundUnlessId, parseId } from "@/lib/not-found.ts";

export const Route = createFileRoute("/$lang/shops/$shopId")({
  // Like a game's: the id in the path is a number; anything else is not found.
  params: {
    parse: ({ shopId }) => ({ shopId: parseId(shopId) }),
    stringify: ({ shopId }) => ({ shopId: String(shopId) }),
  },
  beforeLoad: ({ params }) => notFoundUnlessId(params.shopId),
  // Pending, rejected and unknown shops all read as not found: the server says no more.
  loader: ({ context, params }) => loadOrNotFound(context.queryClient.ensureQueryData(shopQuery(context.trpc, params.shopId))),
  component: ShopPage,
});
