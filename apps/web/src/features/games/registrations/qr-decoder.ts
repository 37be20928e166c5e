/**
 * Reading a ticket's QR code from the camera (docs/product.md §4): the browser's own BarcodeDetector where it
 * reads QR codes (Chrome on Android), else jsQR on the frame's pixels. jsQR is loaded only here,
 * on the first frame, so no other page pays for it.
 */

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The text of the QR code in an RGBA image, or null when none can be read. */
export async function decodeQrPixels(image: Pixels): Promise<string | null> {
  const { default: jsQR } = await import("jsqr");
  // A ticket is dark on light; trying the inverse too would halve the frames per second.
  return jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" })?.data ?? null;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** What reads one video frame: a code's text, or null. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The browser's detector, when it has one that reads QR codes. */
async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes("qr_code")) return null;
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** Frames are read at most this wide: enough for a ticket held up to the phone, and quick. */
const MAX_WIDTH = 640;

function pixelReader(): FrameReader {
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return decodeQrPixels(context.getImageData(0, 0, canvas.width, canvas.height));
  };
}

export async function createFrameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? pixelReader();
}
