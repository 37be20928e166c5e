import http from "node:http";
import type { AddressInfo } from "node:net";
import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { transformer } from "@escouade/contracts/transformer";
import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink, TRPCClientError } from "@trpc/client";
import { type CreateFastifyContextOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createDatabase, type Database } from "../../db/client.ts";
import { mediaUpload, rateLimitHit, user } from "../../db/schema/index.ts";
import { mediaRouter } from "./router.ts";
import { MAX_IMAGE_BYTES, UPLOADS_PER_HOUR } from "@escouade/contracts/media";
import { MAX_UPLOAD_REQUEST_BYTES, registerMultipart } from "../../platform/multipart.ts";
import type { Context } from "../../trpc/context.ts";
import { router } from "../../trpc/init.ts";
import { testEnv } from "../../../test-support/app.ts";
import { jpegWithGps, TEXT_FILE } from "../../../test-support/image-fixtures.ts";
import { S3_TEST_CREDENTIALS, type S3Server, startS3Server } from "../../../test-support/s3-server.ts";

// root.ts is not ours to wire: the media router alone, behind the same Fastify adapter as app.ts.
const testRouter = router({ media: mediaRouter });

const BUCKET = "escouade-upload-test";
const SIGNED_IN = "x-test-user";
/** How far the signed-in account got: "verified" has not onboarded, "unverified" has not confirmed its e-mail. */
const ACCOUNT_STATE = "x-test-account";
const PLAYER = `player-${process.pid}-${Date.now()}`;

let s3: S3Server;
let app: FastifyInstance;
let baseUrl: string;
let jpeg: Buffer;
let database: Database;

beforeAll(async () => {
  s3 = await startS3Server();
  await s3.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  const config = loadConfig(
    testEnv({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      MEDIA_PUBLIC_URL: `${s3.endpoint}/${BUCKET}`,
    }),
  );
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
  // A real account: each upload is recorded as theirs (decision 032).
  await database.db.insert(user).values({ id: PLAYER, name: PLAYER, email: `${PLAYER}@example.com`, emailVerified: true, infoFilled: true });
  app = Fastify({ logger: false });
  registerMultipart(app);
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: testRouter,
      // The session's user as far as the procedure reads it, and the database the allowance counts in.
      createContext: ({ req }: CreateFastifyContextOptions) => {
        const state = req.headers[ACCOUNT_STATE];
        const user = { id: String(req.headers[SIGNED_IN]), emailVerified: state !== "unverified", infoFilled: state === undefined };
        return { config, db: database.db, session: req.headers[SIGNED_IN] ? { user, session: {} } : null, log: req.log } as unknown as Context;
      },
    },
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  jpeg = await jpegWithGps();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await s3?.stop();
});

beforeEach(async () => {
  await database.db.delete(rateLimitHit).where(eq(rateLimitHit.key, `upload:${PLAYER}`));
  for (const key of await bucketKeys()) await s3.client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
});

async function bucketKeys(): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** The web's client setup: FormData (and other non-JSON inputs) go through a plain httpLink. */
function client(options: { signedIn?: boolean; state?: "unverified" | "verified" } = {}) {
  const headers: Record<string, string> = options.signedIn === false ? {} : { [SIGNED_IN]: PLAYER };
  if (options.state) headers[ACCOUNT_STATE] = options.state;
  const url = `${baseUrl}/trpc`;
  return createTRPCClient<typeof testRouter>({
    links: [
      splitLink({
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink({ url, transformer, headers }),
        false: httpBatchLink({ url, transformer, headers }),
      }),
    ],
  });
}

function imageForm(content: Buffer, name = "photo.jpg", type = "image/jpeg") {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(content)], name, { type }));
  return form;
}

/** The error a tRPC call fails with (fails the test if it succeeds). */
async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, "expected the call to fail").toBeInstanceOf(TRPCClientError);
  const data = (error as TRPCClientError<typeof testRouter>).data;
  return { appCode: data?.appCode, httpStatus: data?.httpStatus, fieldErrors: data?.zodError?.fieldErrors };
}

/** Starts a multipart upload by hand, sends its first bytes only, and reads the answer. */
function rawMultipart(headers: Record<string, string>) {
  return new Promise<{ status: number; appCode: string }>((resolve, reject) => {
    const request = http.request(`${baseUrl}/trpc/media.uploadImage`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", [SIGNED_IN]: PLAYER, ...headers },
    });
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => {
        request.destroy();
        const error = transformer.deserialize<{ data: { appCode: string } }>(JSON.parse(text).error);
        resolve({ status: response.statusCode ?? 0, appCode: error.data.appCode });
      });
    });
    request.on("error", reject);
    request.setTimeout(5_000, () => request.destroy(new Error("no answer within 5 s: the server waited for the body")));
    request.write('--x\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n');
  });
}

describe("media.uploadImage (FormData over HTTP through tRPC)", () => {
  it("stores an uploaded JPEG as three WebP renditions and returns their URLs", async () => {
    const stored = await client().media.uploadImage.mutate(imageForm(jpeg));

    expect(stored.key).toMatch(/^uploads\/[0-9a-f-]{36}$/);
    expect(await database.db.select({ uploaderId: mediaUpload.uploaderId }).from(mediaUpload).where(eq(mediaUpload.key, stored.key))).toEqual([
      { uploaderId: PLAYER },
    ]);
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 1200, height: 2400 });
    expect(await bucketKeys()).toEqual(["large", "medium", "thumb"].map((name) => `${stored.key}-${name}.webp`));
    expect(stored.urls.thumb).toBe(`${s3.endpoint}/${BUCKET}/${stored.key}-thumb.webp`);
    const thumb = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${stored.key}-thumb.webp` }));
    const meta = await sharp(Buffer.from(await thumb.Body!.transformToByteArray())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: "webp",
      width: 320,
      height: 640,
      exif: undefined,
    });
  });

  it("refuses a text file sent as photo.jpg (IMAGE_INVALID, 400), and stores nothing", async () => {
    expect(await failureOf(client().media.uploadImage.mutate(imageForm(TEXT_FILE)))).toMatchObject({ appCode: "IMAGE_INVALID", httpStatus: 400 });
    expect(await bucketKeys()).toEqual([]);
  });

  it("refuses a file one byte over the limit (IMAGE_TOO_LARGE, 413), and stores nothing", async () => {
    const oversized = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0x41);
    oversized.set(jpeg.subarray(0, 4));
    expect(await failureOf(client().media.uploadImage.mutate(imageForm(oversized)))).toMatchObject({ appCode: "IMAGE_TOO_LARGE", httpStatus: 413 });
    expect(await bucketKeys()).toEqual([]);
  });

  it("refuses a request that announces more than the upload limit before reading it (IMAGE_TOO_LARGE, 413)", async () => {
    // Only the first bytes are sent: answering at all proves the server did not wait for the rest.
    const announced = await rawMultipart({ "content-length": String(MAX_UPLOAD_REQUEST_BYTES + 1) });
    expect(announced).toMatchObject({ status: 413, appCode: "IMAGE_TOO_LARGE" });
    // The same through the web's client, with the whole body.
    const huge = Buffer.alloc(MAX_UPLOAD_REQUEST_BYTES, 0x41);
    expect(await failureOf(client().media.uploadImage.mutate(imageForm(huge)))).toMatchObject({ appCode: "IMAGE_TOO_LARGE", httpStatus: 413 });
    expect(await bucketKeys()).toEqual([]);
  });

  it("refuses a multipart request that does not say its length (411)", async () => {
    expect(await rawMultipart({ "transfer-encoding": "chunked" })).toMatchObject({ status: 411, appCode: "VALIDATION_FAILED" });
  });

  it("asks for the file field (VALIDATION_FAILED) and for a session (UNAUTHENTICATED)", async () => {
    const noFile = new FormData();
    noFile.append("title", "Partie du dimanche");
    expect(await failureOf(client().media.uploadImage.mutate(noFile))).toMatchObject({
      appCode: "VALIDATION_FAILED",
      httpStatus: 400,
      fieldErrors: { file: [expect.any(String)] },
    });
    expect(await failureOf(client({ signedIn: false }).media.uploadImage.mutate(imageForm(jpeg)))).toMatchObject({
      appCode: "UNAUTHENTICATED",
      httpStatus: 401,
    });
    expect(await bucketKeys()).toEqual([]);
  });

  it("asks for a verified e-mail (EMAIL_NOT_VERIFIED) and a finished profile (PROFILE_NOT_FILLED), and stores nothing", async () => {
    expect(await failureOf(client({ state: "unverified" }).media.uploadImage.mutate(imageForm(jpeg)))).toMatchObject({
      appCode: "EMAIL_NOT_VERIFIED",
      httpStatus: 403,
    });
    expect(await failureOf(client({ state: "verified" }).media.uploadImage.mutate(imageForm(jpeg)))).toMatchObject({
      appCode: "PROFILE_NOT_FILLED",
      httpStatus: 403,
    });
    expect(await bucketKeys()).toEqual([]);
  });

  it(`refuses an upload past the ${UPLOADS_PER_HOUR} of the hour (RATE_LIMITED, 429), counted in the database every process shares`, async () => {
    // The hour's uses so far, as any process would have recorded them; the last allowed one goes through.
    const key = `upload:${PLAYER}`;
    await database.db.insert(rateLimitHit).values(Array.from({ length: UPLOADS_PER_HOUR - 1 }, () => ({ key })));
    await client().media.uploadImage.mutate(imageForm(jpeg));
    expect(await bucketKeys()).toHaveLength(3);

    expect(await failureOf(client().media.uploadImage.mutate(imageForm(jpeg)))).toMatchObject({ appCode: "RATE_LIMITED", httpStatus: 429 });
    expect(await bucketKeys()).toHaveLength(3);

    // Uses older than an hour no longer count.
    await database.db
      .update(rateLimitHit)
      .set({ at: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(rateLimitHit.key, key));
    await client().media.uploadImage.mutate(imageForm(jpeg));
    expect(await bucketKeys()).toHaveLength(6);
  });
});
