/** What an uploaded image may weigh and measure: checked by the web before sending, by the server on receipt. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Beyond this a small file can still inflate into gigabytes of pixels (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;
