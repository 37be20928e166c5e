import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Config, loadConfig } from "../config.ts";
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "@escouade/contracts/media";
import { detectImageFormat, processImage } from "./images.ts";
import { deleteImage, storeImage } from "./image-storage.ts";
import { registerMediaRoutes } from "./serve-media.ts";
import { createStorage, type Storage } from "./storage.ts";
import { testEnv } from "../../test-support/app.ts";
import { EXIF_MARKERS, gif, jpegWithGps, pngClaiming, pngWithAlpha, smallWebp, SVG, TEXT_FILE } from "../../test-support/image-fixtures.ts";
import { S3_TEST_CREDENTIALS, type S3Server, startS3Server } from "../../test-support/s3-server.ts";
import { appCodeOf } from "../../test-support/app-code.ts";

const BUCKET = "escouade-media-test";
const UPLOAD_KEY = /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let s3: S3Server;
let s3Config: Config;
let s3Storage: Storage;
let jpeg: Buffer;

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  s3Config = loadConfig(
    testEnv({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      MEDIA_PUBLIC_URL: `${s3.endpoint}/${BUCKET}`,
    }),
  );
  s3Storage = createStorage(s3Config);
  jpeg = await jpegWithGps();
});

afterAll(async () => {
  await s3?.stop();
});

beforeEach(async () => {
  for (const key of await bucketKeys()) await s3.client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
});

async function bucketKeys(): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function getObject(key: string) {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { body: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType, cacheControl: object.CacheControl };
}

async function sizeOf(image: Buffer) {
  const meta = await sharp(image).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe("detectImageFormat", () => {
  it("reads JPEG, PNG and WebP from their first bytes, and nothing else", async () => {
    expect(detectImageFormat(jpeg)).toBe("jpeg");
    expect(detectImageFormat(await pngWithAlpha(4, 4))).toBe("png");
    expect(detectImageFormat(await smallWebp())).toBe("webp");
    const wave = Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1");
    for (const other of [await gif(), SVG, TEXT_FILE, wave, Buffer.from([0xff, 0xd8]), Buffer.alloc(0)]) {
      expect(detectImageFormat(other)).toBeNull();
    }
  });
});

describe("storeImage on S3 (s3rver, a real S3-compatible server process)", () => {
  it("stores a JPEG as three upright WebP renditions, without EXIF or GPS", async () => {
    const input = await sharp(jpeg).metadata();
    // The fixture really carries what must go: an orientation, the camera and a GPS position.
    expect(input.orientation).toBe(6);
    expect(input.exif?.includes(EXIF_MARKERS.mapDatum)).toBe(true);
    expect(jpeg.includes(EXIF_MARKERS.make)).toBe(true);

    const stored = await storeImage(s3Storage, jpeg, { prefix: "uploads" });

    expect(stored.key).toMatch(UPLOAD_KEY);
    expect(await bucketKeys()).toEqual([`${stored.key}-large.webp`, `${stored.key}-medium.webp`, `${stored.key}-thumb.webp`]);
    // Shown upright: 2400x1200 stored sideways is a 1200x2400 portrait.
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 1200, height: 2400 });
    const expected = { large: [1200, 2400], medium: [800, 1600], thumb: [320, 640] } as const;
    for (const [name, [width, height]] of Object.entries(expected)) {
      const key = `${stored.key}-${name}.webp`;
      expect(stored.urls[name as keyof typeof expected]).toBe(`${s3.endpoint}/${BUCKET}/${key}`);
      const object = await getObject(key);
      expect(object.contentType).toBe("image/webp");
      expect(object.cacheControl).toContain("immutable");
      expect(await sizeOf(object.body)).toEqual({ format: "webp", width, height });
      const meta = await sharp(object.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      for (const marker of [EXIF_MARKERS.make, EXIF_MARKERS.mapDatum, "EXIF", "XMP "]) {
        expect(object.body.includes(marker), `${name} still holds ${marker}`).toBe(false);
      }
    }
    // The public URL is the object itself.
    const served = await fetch(stored.urls.thumb);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals((await getObject(`${stored.key}-thumb.webp`)).body)).toBe(true);
  });

  it("stores a PNG with transparency, resized to each web width", async () => {
    const stored = await storeImage(s3Storage, await pngWithAlpha(2000, 1000), { prefix: "uploads" });
    expect(await sizeOf((await getObject(`${stored.key}-large.webp`)).body)).toEqual({ format: "webp", width: 1600, height: 800 });
    expect(await sizeOf((await getObject(`${stored.key}-medium.webp`)).body)).toEqual({ format: "webp", width: 800, height: 400 });
    expect(await sizeOf((await getObject(`${stored.key}-thumb.webp`)).body)).toEqual({ format: "webp", width: 320, height: 160 });
    expect((await sharp((await getObject(`${stored.key}-large.webp`)).body).metadata()).hasAlpha).toBe(true);
  });

  it("never enlarges a small WebP", async () => {
    const stored = await storeImage(s3Storage, await smallWebp(), { prefix: "uploads" });
    for (const name of ["large", "medium", "thumb"]) {
      expect(await sizeOf((await getObject(`${stored.key}-${name}.webp`)).body)).toEqual({ format: "webp", width: 200, height: 100 });
    }
  });

  it("refuses a text file named .jpg, an SVG and a GIF (IMAGE_INVALID), and stores nothing", async () => {
    for (const refused of [TEXT_FILE, SVG, await gif()]) {
      expect(await appCodeOf(storeImage(s3Storage, refused, { prefix: "uploads" }))).toBe("IMAGE_INVALID");
    }
    expect(await bucketKeys()).toEqual([]);
  });

  it("refuses a file with image magic bytes but a broken body (IMAGE_INVALID), and stores nothing", async () => {
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const lying = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), TEXT_FILE]);
    expect(await appCodeOf(storeImage(s3Storage, truncated, { prefix: "uploads" }))).toBe("IMAGE_INVALID");
    expect(await appCodeOf(storeImage(s3Storage, lying, { prefix: "uploads" }))).toBe("IMAGE_INVALID");
    expect(await bucketKeys()).toEqual([]);
  });

  it("refuses an oversized file before decoding it (IMAGE_TOO_LARGE), and stores nothing", async () => {
    // A valid image one byte over the limit.
    expect(await appCodeOf(storeImage(s3Storage, jpeg, { prefix: "uploads", maxBytes: jpeg.length - 1 }))).toBe("IMAGE_TOO_LARGE");
    // JPEG magic then garbage, one byte over the default limit: decoding it would say IMAGE_INVALID.
    const oversized = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0x41);
    oversized.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await appCodeOf(storeImage(s3Storage, oversized, { prefix: "uploads" }))).toBe("IMAGE_TOO_LARGE");
    expect(await bucketKeys()).toEqual([]);
    // At exactly the limit it goes through.
    await storeImage(s3Storage, jpeg, { prefix: "uploads", maxBytes: jpeg.length });
    expect(await bucketKeys()).toHaveLength(3);
  });

  it("refuses a decompression bomb from its header (IMAGE_TOO_LARGE), and stores nothing", async () => {
    const bomb = await pngClaiming(8000, 6000);
    expect(8000 * 6000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(bomb.length).toBeLessThan(200);
    expect(await appCodeOf(storeImage(s3Storage, bomb, { prefix: "uploads" }))).toBe("IMAGE_TOO_LARGE");
    // The same trick under the limit is merely a broken image.
    expect(await appCodeOf(processImage(await pngClaiming(4000, 3000)))).toBe("IMAGE_INVALID");
    expect(await bucketKeys()).toEqual([]);
  });

  it("takes back the renditions already uploaded when one upload fails", async () => {
    const failing: Storage = {
      ...s3Storage,
      put: (key, body, contentType) => (key.endsWith("-medium.webp") ? Promise.reject(new Error("bucket full")) : s3Storage.put(key, body, contentType)),
    };
    await expect(storeImage(failing, jpeg, { prefix: "uploads" })).rejects.toThrow("bucket full");
    expect(await bucketKeys()).toEqual([]);
  });

  it("deleteImage removes the three renditions", async () => {
    const kept = await storeImage(s3Storage, await smallWebp(), { prefix: "uploads" });
    const removed = await storeImage(s3Storage, await smallWebp(), { prefix: "uploads" });
    expect(await s3Storage.exists(`${removed.key}-thumb.webp`)).toBe(true);
    await deleteImage(s3Storage, removed.key);
    expect(await s3Storage.exists(`${removed.key}-thumb.webp`)).toBe(false);
    expect(await bucketKeys()).toEqual([`${kept.key}-large.webp`, `${kept.key}-medium.webp`, `${kept.key}-thumb.webp`]);
  });
});

describe("storeImage on disk, served at /media", () => {
  let dataDir: string;
  let diskConfig: Config;
  let disk: Storage;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "escouade-media-"));
    diskConfig = loadConfig(testEnv({ DATA_DIR: dataDir, SERVER_URL: "http://escouade.test" }));
    disk = createStorage(diskConfig);
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function filesUnder(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  }

  it("stores the renditions under DATA_DIR/media and serves them with an immutable cache header", async () => {
    expect(disk.kind).toBe("disk");
    const stored = await storeImage(disk, jpeg, { prefix: "uploads" });
    const mediaDir = path.join(dataDir, "media");
    expect(await filesUnder(mediaDir)).toEqual(["large", "medium", "thumb"].map((name) => `${stored.key}-${name}.webp`));
    expect(stored.urls.large).toBe(`http://escouade.test/media/${stored.key}-large.webp`);

    const app = Fastify({ logger: false });
    await registerMediaRoutes(app, disk, diskConfig);
    try {
      const response = await app.inject({ method: "GET", url: new URL(stored.urls.medium).pathname });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(response.headers["cache-control"]).toMatch(/max-age=31536000/);
      expect(response.headers["cache-control"]).toMatch(/immutable/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.rawPayload.equals(await readFile(path.join(mediaDir, `${stored.key}-medium.webp`)))).toBe(true);
      expect(await sizeOf(response.rawPayload)).toEqual({ format: "webp", width: 800, height: 1600 });

      expect((await app.inject({ method: "GET", url: "/media/uploads/missing-large.webp" })).statusCode).toBe(404);
      // Nothing outside the media folder, however the path is spelt.
      await writeFile(path.join(dataDir, "secret.txt"), "top secret");
      for (const url of ["/media/../secret.txt", "/media/%2e%2e/secret.txt", "/media/..%2fsecret.txt"]) {
        const escaped = await app.inject({ method: "GET", url });
        expect(escaped.body, url).not.toContain("top secret");
      }
    } finally {
      await app.close();
    }

    await deleteImage(disk, stored.key);
    expect(await filesUnder(mediaDir)).toEqual([]);
  });

  it("refuses a non-image and an oversized file, and writes nothing", async () => {
    expect(await appCodeOf(storeImage(disk, TEXT_FILE, { prefix: "uploads" }))).toBe("IMAGE_INVALID");
    expect(await appCodeOf(storeImage(disk, jpeg, { prefix: "uploads", maxBytes: 1024 }))).toBe("IMAGE_TOO_LARGE");
    expect(await filesUnder(dataDir)).toEqual([]);
  });

  it("refuses keys that could leave the media folder, on disk and on S3", async () => {
    for (const storage of [disk, s3Storage]) {
      for (const key of ["../escape.webp", "/etc/passwd", "uploads/../../x.webp", "uploads//x.webp", ".hidden", "a\\b.webp", ""]) {
        await expect(storage.put(key, Buffer.from("x"), "image/webp"), `${storage.kind} ${key}`).rejects.toThrow(/Unsafe storage key/);
      }
    }
    expect(await filesUnder(dataDir)).toEqual([]);
    expect(await bucketKeys()).toEqual([]);
  });

  it("does not serve /media when the storage is S3", async () => {
    const app = Fastify({ logger: false });
    await registerMediaRoutes(app, s3Storage, s3Config);
    try {
      expect(app.hasRoute({ method: "GET", url: "/media/*" })).toBe(false);
    } finally {
      await app.close();
    }
  });
});
