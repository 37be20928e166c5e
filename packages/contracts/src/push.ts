import { z } from "./zod.ts";

/**
 * Web Push to installed apps (docs/decisions/022): a device's subscription as the
 * browser's PushManager gives it, the list of a player's devices, and what a push carries.
 */

/** Real endpoints are a few hundred characters (FCM, Mozilla, Apple, Microsoft): room to spare, not a blob. */
export const PUSH_ENDPOINT_MAX = 1024;

/** base64url without padding, as PushSubscription.toJSON() writes it (padding tolerated). */
const base64url = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "base64url");

export const pushEndpointSchema = z
  .string()
  .trim()
  .min(1)
  .max(PUSH_ENDPOINT_MAX)
  .pipe(z.url({ protocol: /^https?$/ }));

export const pushSubscribeSchema = z
  .object({
    endpoint: pushEndpointSchema,
    keys: z
      .object({
        // A P-256 public key, uncompressed: 65 bytes, 87 characters.
        p256dh: base64url(86, 88),
        // The 16-byte authentication secret: 22 characters.
        auth: base64url(22, 24),
      })
      .strict(),
  })
  .strict();
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema }).strict();

export const pushRemoveDeviceSchema = z
  .object({
    id: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  })
  .strict();

/** One of my devices, in the settings: the user agent it subscribed from, described by the web. */
export interface PushDevice {
  id: number;
  userAgent: string;
  createdAt: Date;
  lastSentAt: Date | null;
  /** So the page can tell "this phone" from the others. */
  endpoint: string;
}

/** What a push carries to the service worker (public/push-sw.js), in the player's language. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path in the app, opened (or focused) when the notification is tapped. */
  url: string;
  /** Notifications with the same tag replace each other (one per conversation, per game). */
  tag: string;
}
