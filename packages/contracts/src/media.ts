/** What an uploaded image may weigh and measure: checked by the web before sending, by the server on receipt. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Decoding a larger image would hold hundreds of MB of pixels in memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;
