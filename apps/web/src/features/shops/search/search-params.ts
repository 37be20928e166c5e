import type { GetStoresInput, ShopType } from "@escouade/contracts/shops";
import * as z from "zod/mini";
import { centerFields, searchChoice, searchText, toCenterInput, withCenter } from "@/domain/search/search-params.ts";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";

/** The shop search's filters in the URL; absent type means every type. */
export const shopSearchSchema = z.pipe(
  z.object({ q: searchText, type: searchChoice(Object.keys(SHOP_TYPE_LABELS) as [ShopType, ...ShopType[]]), ...centerFields }),
  z.transform(withCenter),
);

export type ShopSearchParams = z.output<typeof shopSearchSchema>;

/** The API's filters for the URL's. */
export function toGetStoresInput(params: ShopSearchParams): NonNullable<GetStoresInput> {
  return { q: params.q, type: params.type, ...toCenterInput(params) };
}
