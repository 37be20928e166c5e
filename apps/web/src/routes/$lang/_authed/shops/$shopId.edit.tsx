import { createFileRoute } from "@tanstack/react-router";
import { EditPlacePage } from "@/features/shops/edit/edit-place-page.tsx";
import { loadOrNotFound, notFoundUnlessId, parseId } from "@/lib/not-found.ts";

export const Route = createFileRoute("/$lang/_authed/shops/$shopId/edit")({
  params: {
    parse: ({ shopId }) => ({ shopId: parseId(shopId) }),
    stringify: ({ shopId }) => ({ shopId: String(shopId) }),
  },
  beforeLoad: ({ params }) => notFoundUnlessId(params.shopId),
  loader: ({ context, params }) =>
    loadOrNotFound(context.queryClient.ensureQueryData(context.trpc.shops.getShop.queryOptions({ shopId: params.shopId }, { staleTime: 60_000 }))),
  component: EditPlacePage,
});
