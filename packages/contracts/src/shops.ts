import { z } from "zod";
import { COUNTRY_CODES } from "./countries.ts";
import { GAME_VALIDATION } from "./games.ts";
import { VALIDATION, webAddressSchema } from "./validation.ts";

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
    latitude: z.number(GAME_VALIDATION.addressRequired).min(-90).max(90),
    longitude: z.number(GAME_VALIDATION.addressRequired).min(-180).max(180),
  }),
  website: z.union([z.literal(""), webAddressSchema()]).default(""),
  comment: optionalText(1000),
});
export type ReportShopInput = z.input<typeof reportShopSchema>;
export type ReportShopData = z.output<typeof reportShopSchema>;

/** getStores: approved shops, filtered; no input lists them all (SPEC §7). */
export const getStoresSchema = z
  .object({
    type: z.enum(SHOP_TYPES).optional(),
    q: z.string().trim().max(100).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    radiusKm: z.number().int().min(1).max(500).optional(),
    limit: z.number().int().min(1).max(500).default(200),
  })
  .optional();
export type GetStoresInput = z.input<typeof getStoresSchema>;

export const shopIdSchema = z.object({ shopId: z.number().int().positive() });
export const moderateShopSchema = z.object({ shopId: z.number().int().positive(), decision: z.enum(["approved", "rejected"]) });
