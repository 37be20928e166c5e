import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";

/** Where uploaded media live: an S3 bucket when configured, the data directory otherwise. */
export interface Storage {
  kind: "s3" | "disk";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  publicUrl(key: string): string;
}

export type StorageConfig = Pick<Config, "s3" | "dataDir" | "mediaPublicUrl">;

/** Keys never change content (each upload gets a new one), so caches may keep them for good. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The folder the disk storage writes to and the server serves at /media. */
export function mediaDir(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "media");
}

// Segments of letters, digits, '.', '_' and '-', not starting with a dot: no "..", no absolute
// path, no backslash, no hidden file. We generate the keys; this guards against our own bugs.
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertSafeKey(key: string): void {
  if (key.length > 512 || !SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

export function createStorage(config: StorageConfig): Storage {
  const publicUrl = (key: string) => {
    assertSafeKey(key);
    return `${config.mediaPublicUrl}/${key}`;
  };
  return config.s3 ? createS3Storage(config.s3, publicUrl) : createDiskStorage(mediaDir(config), publicUrl);
}

const storages = new WeakMap<StorageConfig, Storage>();

/** One storage per configuration, so the S3 client's connection pool is shared by every request. */
export function getStorage(config: StorageConfig): Storage {
  let storage = storages.get(config);
  if (!storage) {
    storage = createStorage(config);
    storages.set(config, storage);
  }
  return storage;
}

function createS3Storage(s3: NonNullable<Config["s3"]>, publicUrl: (key: string) => string): Storage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    // MinIO and most S3-compatible servers address buckets by path, not by sub-domain.
    forcePathStyle: true,
    // Without keys the SDK's default chain applies (environment, instance role).
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    // Not every S3-compatible server knows the newer default checksums: send them only when required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const bucket = s3.bucket;
  return {
    kind: "s3",
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }));
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw error;
      }
    },
    publicUrl,
  };
}

function createDiskStorage(root: string, publicUrl: (key: string) => string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    kind: "disk",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write beside, then rename: a reader never sees half a file. Dot files are never served.
      const partial = path.join(path.dirname(file), `.partial-${randomUUID()}`);
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },
    publicUrl,
  };
}
