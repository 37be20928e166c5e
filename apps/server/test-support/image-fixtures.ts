import { crc32 } from "node:zlib";
import sharp from "sharp";

/** Raw RGB(A) pixels of a gradient: compresses like a photo would, unlike noise or a flat colour. */
function gradient(width: number, height: number, channels: 3 | 4): Buffer {
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * channels;
      data[i] = Math.floor((x * 255) / width);
      data[i + 1] = Math.floor((y * 255) / height);
      data[i + 2] = 128;
      if (channels === 4) data[i + 3] = 200;
    }
  }
  return data;
}

const fromPixels = (width: number, height: number, channels: 3 | 4) => sharp(gradient(width, height, channels), { raw: { width, height, channels } });

/** Markers written into the test JPEG's EXIF: none may survive processing. */
export const EXIF_MARKERS = { make: "EscouadeTestCam", mapDatum: "WGS-84" };

/**
 * A phone photo: 2400x1200 pixels stored sideways (EXIF orientation 6, so it shows as
 * 1200x2400), with the camera make and a GPS position in its EXIF.
 */
export function jpegWithGps(): Promise<Buffer> {
  return fromPixels(2400, 1200, 3)
    .withExif({
      IFD0: { Make: EXIF_MARKERS.make, Model: "Sniper 3000" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 0/1",
        GPSMapDatum: EXIF_MARKERS.mapDatum,
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const pngWithAlpha = (width = 2000, height = 1000) => fromPixels(width, height, 4).png().toBuffer();
export const smallWebp = () => fromPixels(200, 100, 3).webp().toBuffer();
export const gif = () => fromPixels(40, 20, 3).gif().toBuffer();

export const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
export const TEXT_FILE = Buffer.from("Ceci n'est pas une image. Rendez-vous dimanche 9h au terrain.\n");

/**
 * A decompression bomb's header: a real 1x1 PNG whose IHDR claims `width` x `height` pixels
 * (CRC fixed up, so the header is valid and only decoding would find the data missing).
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#556b2f" } })
      .png()
      .toBuffer(),
  );
  // Signature (8) + IHDR length (4), then "IHDR" at 12, width at 16, height at 20, CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
