import { randomUUID } from "node:crypto";
import { processImage, RENDITION_NAMES, type RenditionName } from "./images.ts";
import { assertSafeKey, type Storage } from "./storage.ts";

export interface StoredImage {
  /** What to keep in the database: `${prefix}/${uuid}`, the renditions hang off it. */
  key: string;
  urls: Record<RenditionName, string>;
  width: number;
  height: number;
}

const renditionKey = (key: string, name: RenditionName) => `${key}-${name}.webp`;

/** Checks and resizes an upload, then stores its renditions: all of them, or none. */
export async function storeImage(storage: Storage, buffer: Buffer, options: { prefix: string; maxBytes?: number }): Promise<StoredImage> {
  const key = `${options.prefix}/${randomUUID()}`;
  assertSafeKey(key);
  const image = await processImage(buffer, { maxBytes: options.maxBytes });

  const uploads = await Promise.allSettled(RENDITION_NAMES.map((name) => storage.put(renditionKey(key, name), image.renditions[name], "image/webp")));
  const failed = uploads.find((upload): upload is PromiseRejectedResult => upload.status === "rejected");
  if (failed) {
    // Nothing half-stored: take back the renditions that made it (deleting a missing one is a no-op).
    await deleteImage(storage, key).catch(() => {});
    throw failed.reason;
  }

  const urls = Object.fromEntries(RENDITION_NAMES.map((name) => [name, storage.publicUrl(renditionKey(key, name))]));
  return { key, urls: urls as Record<RenditionName, string>, width: image.width, height: image.height };
}

/** Deletes every rendition of an image stored by storeImage. */
export async function deleteImage(storage: Storage, key: string): Promise<void> {
  await Promise.all(RENDITION_NAMES.map((name) => storage.delete(renditionKey(key, name))));
}
