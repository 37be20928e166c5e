import type { GetStoresInput, ShopType } from "@escouade/contracts/shops";
import { readCenter, text, toCenterInput, type CenterParams } from "@/domain/search/search-params.ts";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";

export interface ShopSearchParams extends CenterParams {
  q?: string;
  /** Absent means every type. */
  type?: ShopType;
}

const isShopType = (value: unknown): value is ShopType => typeof value === "string" && Object.hasOwn(SHOP_TYPE_LABELS, value);

/** Keeps the valid filters and silently drops the rest: a hand-edited URL still opens a search. */
export function validateShopSearch(search: Record<string, unknown>): ShopSearchParams {
  const params: ShopSearchParams = {};
  const q = text(search.q);
  if (q) params.q = q;
  if (isShopType(search.type)) params.type = search.type;
  Object.assign(params, readCenter(search));
  return params;
}

/** The API's filters for the URL's. */
export function toGetStoresInput(params: ShopSearchParams): NonNullable<GetStoresInput> {
  return { q: params.q, type: params.type, ...toCenterInput(params) };
}
