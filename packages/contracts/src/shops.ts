import { z } from "./zod.ts";
import { COUNTRY_CODES } from "./countries.ts";
import { GAME_VALIDATION } from "./games.ts";
import { latitudeSchema, longitudeSchema, serialIdSchema, VALIDATION, webAddressSchema } from "./validation.ts";

/** Shops and the places people play (fields are shops of type "field": one map, one search). */
export const SHOP_TYPES = ["physical", "online", "field", "workshop"] as const;
export type ShopType = (typeof SHOP_TYPES)[number];

export const SHOP_STATUSES = ["pending", "approved", "rejected"] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

export const SHOP_SEARCH_RADII_KM = [10, 25, 50, 100, 200] as const;

const optionalText = (max: number) => z.string().trim().max(max, VALIDATION.tooLong).default("");

/** "Report a missing shop": what a player knows; a moderator completes and approves it. */
export const reportShopSchema = z.object({
  name: z.string(VALIDATION.required).trim().min(2, VALIDATION.nameTooShort).max(120, VALIDATION.tooLong),
  type: z.enum(SHOP_TYPES, VALIDATION.required),
  address: z.object({
    street: z.string().trim().max(200, VALIDATION.tooLong).default(""),
    city: z.string(VALIDATION.cityRequired).trim().min(1, VALIDATION.cityRequired).max(100, VALIDATION.tooLong),
    postalCode: z.string().trim().max(12, VALIDATION.tooLong).default(""),
    country: z.enum(COUNTRY_CODES, VALIDATION.countryRequired),
    latitude: latitudeSchema(GAME_VALIDATION.addressRequired),
    longitude: longitudeSchema(GAME_VALIDATION.addressRequired),
  }),
  website: z.union([z.literal(""), webAddressSchema()]).default(""),
  comment: optionalText(1000),
});
export type ReportShopInput = z.input<typeof reportShopSchema>;
export type ReportShopData = z.output<typeof reportShopSchema>;

/** getStores: approved shops, filtered; no input lists them all (docs/product.md §7). */
export const getStoresSchema = z
  .object({
    type: z.enum(SHOP_TYPES).optional(),
    q: z.string().trim().max(100).optional(),
    latitude: latitudeSchema().optional(),
    longitude: longitudeSchema().optional(),
    radiusKm: z.number().int().min(1).max(500).optional(),
    limit: z.number().int().min(1).max(500).default(200),
  })
  .optional();
export type GetStoresInput = z.input<typeof getStoresSchema>;

export const shopIdSchema = z.object({ shopId: serialIdSchema });
export const moderateShopSchema = z.object({ shopId: serialIdSchema, decision: z.enum(["approved", "rejected"]) });
