import { getStoresSchema, moderateShopSchema, reportShopSchema, shopIdSchema } from "@escouade/contracts/shops";
import { moderatorProcedure, onboardedProcedure, publicProcedure, router } from "../../trpc/init.ts";
import { getMyShopReports, getShop, getStores, listPendingShops, moderateShop, reportShop } from "./service.ts";

export const shopsRouter = router({
  getStores: publicProcedure.input(getStoresSchema).query(({ ctx, input }) => getStores(ctx.db, input)),
  getShop: publicProcedure.input(shopIdSchema).query(({ ctx, input }) => getShop(ctx.db, input.shopId)),
  reportShop: onboardedProcedure.input(reportShopSchema).mutation(({ ctx, input }) => reportShop(ctx.db, ctx.user, input)),
  getMyShopReports: onboardedProcedure.query(({ ctx }) => getMyShopReports(ctx.db, ctx.user)),
  listPendingShops: moderatorProcedure.query(({ ctx }) => listPendingShops(ctx.db)),
  moderateShop: moderatorProcedure.input(moderateShopSchema).mutation(({ ctx, input }) => moderateShop(ctx.db, ctx.user, input)),
});
