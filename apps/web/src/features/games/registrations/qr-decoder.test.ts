import { describe, expect, it } from "vitest";
import { encode } from "uqr";
import { decodeQrPixels, type Pixels } from "./qr-decoder.ts";

const TICKET = "ESC1.42.1337.abcdefghijklmnopqrstuv";

/** A QR code drawn as a camera would see it: RGBA pixels, `scale` pixels per module, on white. */
function render(text: string, scale = 6): Pixels {
  const { data: modules, size } = encode(text, { border: 4 });
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const dark = modules[Math.floor(y / scale)]![Math.floor(x / scale)];
      const offset = (y * width + x) * 4;
      data.fill(dark ? 20 : 235, offset, offset + 3);
      data[offset + 3] = 255;
    }
  }
  return { data, width, height: width };
}

describe("reading a ticket from the camera's pixels", () => {
  it("reads the ticket's code back from its QR code", async () => {
    expect(await decodeQrPixels(render(TICKET))).toBe(TICKET);
  });

  it("reads a small code in a larger, grey frame", async () => {
    const code = render(TICKET, 3);
    const width = code.width + 200;
    const data = new Uint8ClampedArray(width * width * 4).fill(180);
    for (let y = 0; y < code.height; y++) data.set(code.data.subarray(y * code.width * 4, (y + 1) * code.width * 4), ((y + 100) * width + 100) * 4);
    expect(await decodeQrPixels({ data, width, height: width })).toBe(TICKET);
  });

  it("finds nothing in a frame without a code, or in a damaged one", async () => {
    expect(await decodeQrPixels({ data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 })).toBeNull();
    const damaged = render(TICKET);
    // Half the code painted over: past what error correction recovers.
    damaged.data.fill(255, 0, damaged.data.length / 2);
    expect(await decodeQrPixels(damaged)).toBeNull();
  });
});
