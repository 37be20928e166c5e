import { createFileRoute, notFound } from "@tanstack/react-router";
import { shopQuery } from "@/features/shops/shop/use-shop.ts";
import { ShopPage } from "@/features/shops/shop/shop-page.tsx";
import { readAppError } from "@/lib/app-errors.ts";

export const Route = createFileRoute("/$lang/shops/$shopId")({
  // Like a game's: the id in the path is a number; anything else is not found.
  params: {
    parse: ({ shopId }) => ({ shopId: /^\d{1,9}$/.test(shopId) ? Number(shopId) : Number.NaN }),
    stringify: ({ shopId }) => ({ shopId: String(shopId) }),
  },
  beforeLoad: ({ params }) => {
    if (!Number.isInteger(params.shopId) || params.shopId <= 0) throw notFound();
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(shopQuery(params.shopId));
    } catch (error) {
      // Pending, rejected and unknown shops all read as not found: the server says no more.
      if (readAppError(error).appCode === "NOT_FOUND") throw notFound();
      throw error;
    }
  },
  component: ShopPage,
});
