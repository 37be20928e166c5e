import { z } from "./zod.ts";
import { VALIDATION } from "./validation.ts";

export const CONTACT_KINDS = ["contact", "partner"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const CONTACT_TOPICS = ["question", "account", "game", "report", "bug", "other"] as const;
export const PARTNER_TYPES = ["shop", "field", "association", "organizer", "other"] as const;

/** Messages per sender address per hour: enough for a person, a wall against scripts. */
export const CONTACT_RATE_LIMIT_PER_HOUR = 3;

const common = {
  name: z.string(VALIDATION.required).trim().min(2, VALIDATION.nameTooShort).max(100, VALIDATION.tooLong),
  email: z.email(VALIDATION.emailInvalid).max(200, VALIDATION.tooLong),
  message: z.string(VALIDATION.required).trim().min(10, "text_too_short").max(5000, VALIDATION.tooLong),
  /** A field hidden from people: bots fill it, and their message is quietly dropped. */
  website: z.string().max(500).default(""),
};

export const contactSchema = z.object({ kind: z.literal("contact"), topic: z.enum(CONTACT_TOPICS, VALIDATION.required), ...common });
export const partnerSchema = z.object({
  kind: z.literal("partner"),
  organization: z.string(VALIDATION.required).trim().min(2, VALIDATION.nameTooShort).max(150, VALIDATION.tooLong),
  partnerType: z.enum(PARTNER_TYPES, VALIDATION.required),
  city: z.string().trim().max(100, VALIDATION.tooLong).default(""),
  ...common,
});
export const sendContactMessageSchema = z.discriminatedUnion("kind", [contactSchema, partnerSchema]);
export type SendContactMessageInput = z.input<typeof sendContactMessageSchema>;
export type SendContactMessageData = z.output<typeof sendContactMessageSchema>;
