/** What an uploaded image may weigh and measure: checked by the web before sending, by the server on receipt. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Beyond this a small file can still inflate into gigabytes of pixels (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The key of an image the media upload stored (`uploads/<uuid>`): what a form sends back after
 * uploading, so a record can only point at one of our own uploads, never at a path or a URL.
 */
export const IMAGE_KEY_PATTERN = /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isImageKey(value: unknown): value is string {
  return typeof value === "string" && IMAGE_KEY_PATTERN.test(value);
}

/** Uploads one account may make in an hour: a game's cover and photos, gear, avatars, with room to spare. */
export const UPLOADS_PER_HOUR = 60;
