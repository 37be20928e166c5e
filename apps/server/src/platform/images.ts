import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "@escouade/contracts/media";
import sharp, { type ResizeOptions } from "sharp";
import { AppError } from "../core/app-error.ts";

/** Web renditions by their maximum width; the height may reach twice that (portraits) and no more. */
export const RENDITION_WIDTHS = { large: 1600, medium: 800, thumb: 320 } as const;
export type RenditionName = keyof typeof RENDITION_WIDTHS;
export const RENDITION_NAMES = Object.keys(RENDITION_WIDTHS) as RenditionName[];

const WEBP_QUALITY = 80;

export type ImageFormat = "jpeg" | "png" | "webp";

export interface ProcessedImage {
  /** Size of the large rendition; the others keep its proportions. */
  width: number;
  height: number;
  renditions: Record<RenditionName, Buffer>;
}

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The real format, read from the first bytes; the file name and the declared type are not trusted. */
export function detectImageFormat(buffer: Buffer): ImageFormat | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(buffer, ascii("RIFF")) && startsWith(buffer, ascii("WEBP"), 8)) return "webp";
  return null;
}

/**
 * Checks an uploaded image and turns it into WebP renditions for the web: the byte size first,
 * then the magic bytes, then the pixel count from the header, and only then decodes it. The
 * output is turned upright by its EXIF orientation and carries no metadata (no GPS position,
 * no camera serial).
 */
export async function processImage(buffer: Buffer, options: { maxBytes?: number } = {}): Promise<ProcessedImage> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  if (buffer.length > maxBytes) throw new AppError("IMAGE_TOO_LARGE");
  const format = detectImageFormat(buffer);
  if (!format) throw new AppError("IMAGE_INVALID");

  // The header alone tells the dimensions: refuse a decompression bomb before decoding it.
  const header = await sharp(buffer)
    .metadata()
    .catch((error: unknown) => {
      throw new AppError("IMAGE_INVALID", { cause: error });
    });
  if (header.format !== format) throw new AppError("IMAGE_INVALID");
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw new AppError("IMAGE_TOO_LARGE");

  try {
    // Decode once, down to the largest rendition, then derive the smaller ones from those pixels.
    const largest = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .resize(bounds(RENDITION_WIDTHS.large))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = largest.info;
    const renditions = {} as Record<RenditionName, Buffer>;
    for (const name of RENDITION_NAMES) {
      renditions[name] = await sharp(largest.data, { raw: { width, height, channels } })
        .resize(bounds(RENDITION_WIDTHS[name]))
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    }
    return { width, height, renditions };
  } catch (error) {
    // Whatever libvips refuses (truncated data, a bad header, too many pixels) is the upload's fault.
    throw new AppError("IMAGE_INVALID", { cause: error });
  }
}

function bounds(width: number): ResizeOptions {
  return { width, height: width * 2, fit: "inside", withoutEnlargement: true };
}
