/**
 * Money is counted in euro cents. docs/product.md §3: the minimum price is 5 € per player, 1 € of it kept by
 * the product; for paid services, 1 € per transaction under 20 €, 5 % from 20 €; the card
 * provider takes 1.5 % + 0.25 € per transaction.
 */
export const MIN_PRICE_CENTS = 500;
export const MAX_PRICE_CENTS = 100_000;
export const FLAT_FEE_CENTS = 100;
export const PERCENT_FEE_THRESHOLD_CENTS = 2000;
export const PERCENT_FEE_RATE = 0.05;
export const CARD_FEE_RATE = 0.015;
export const CARD_FEE_FIXED_CENTS = 25;

export interface FeeBreakdown {
  priceCents: number;
  /** What the product keeps. */
  platformFeeCents: number;
  /** What a card provider would take if the player paid by card (not integrated today). */
  cardFeeCents: number;
  /** What the organizer receives per player paying by card. */
  organizerNetCents: number;
  /** What the organizer receives per player paying outside the product (cash, transfer). */
  organizerNetWithoutCardCents: number;
}

export function platformFeeCents(priceCents: number): number {
  return priceCents < PERCENT_FEE_THRESHOLD_CENTS ? FLAT_FEE_CENTS : Math.round(priceCents * PERCENT_FEE_RATE);
}

export function cardFeeCents(priceCents: number): number {
  return Math.round(priceCents * CARD_FEE_RATE) + CARD_FEE_FIXED_CENTS;
}

export function feeBreakdown(priceCents: number): FeeBreakdown {
  const platform = platformFeeCents(priceCents);
  const card = cardFeeCents(priceCents);
  return {
    priceCents,
    platformFeeCents: platform,
    cardFeeCents: card,
    organizerNetCents: priceCents - platform - card,
    organizerNetWithoutCardCents: priceCents - platform,
  };
}
