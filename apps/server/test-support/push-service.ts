import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local push service speaking the Web Push protocol at the network boundary (RFC 8030, 8291,
 * 8292), standing in for FCM or Mozilla's autopush: it takes a POST to a subscription's endpoint,
 * checks the VAPID `Authorization: vapid t=<JWT>,k=<key>` header (signature, audience, expiry)
 * and `Content-Encoding: aes128gcm`, keeps what came, and answers 201. An endpoint can be told to
 * answer 410 Gone (an app uninstalled). The browser's side, a subscription, is `newBrowser()`:
 * a real P-256 key pair and auth secret, so a test decrypts what it received.
 */

export interface ReceivedPush {
  /** The endpoint's id (its last path segment). */
  id: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
  /** The VAPID public key the JWT was signed with (base64url), once checked. */
  vapidKey: string;
}

export interface PushBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The payloads this subscription received, decrypted, in order. */
  received(): unknown[];
}

export interface LocalPushService {
  url: string;
  /** A browser's subscription at this service. */
  newBrowser(): PushBrowser;
  /** From now on, pushes to this endpoint answer 410 Gone. */
  gone(endpoint: string): void;
  /** Pushes that were refused (a bad header): a test expects none. */
  refused: string[];
  all: ReceivedPush[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** Checks a VAPID header (RFC 8292) for `audience`; answers the key it was signed with, or why not. */
export function checkVapid(authorization: string | undefined, audience: string): { key: string } | { error: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) return { error: "no vapid authorization" };
  const [, jwt, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split(".") as [string, string, string];
  const raw = Buffer.from(key, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) return { error: "k is not an uncompressed P-256 key" };
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!signed) return { error: "bad signature" };
  const head = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  if (head.alg !== "ES256") return { error: "alg" };
  if (body.aud !== audience) return { error: `aud ${body.aud}` };
  const now = Date.now() / 1000;
  if (!body.exp || body.exp < now || body.exp > now + 24 * 3600) return { error: "exp" };
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return { error: "sub" };
  return { key };
}

/** Decrypts an aes128gcm Web Push body (RFC 8291, one record) with the browser's private key and auth secret. */
export function decryptPush(body: Buffer, browserKey: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browserKey.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browserKey.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with a 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const gone = new Set<string>();
  const all: ReceivedPush[] = [];
  const refused: string[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const id = (request.url ?? "").split("/").pop() ?? "";
      const refuse = (why: string) => {
        refused.push(why);
        response.writeHead(400).end(why);
      };
      if (request.method !== "POST" || !request.url?.startsWith("/push/")) return refuse("not a push");
      if (request.headers["content-encoding"] !== "aes128gcm") return refuse("content-encoding");
      if (!request.headers.ttl || !/^\d+$/.test(String(request.headers.ttl))) return refuse("ttl");
      const vapid = checkVapid(request.headers.authorization, url);
      if ("error" in vapid) return refuse(vapid.error);
      if (gone.has(id)) return response.writeHead(410).end();
      all.push({ id, headers: request.headers, body, vapidKey: vapid.key });
      response.writeHead(201, { location: `${url}/message/${randomUUID()}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    all,
    refused,
    gone(endpoint) {
      gone.add(endpoint.split("/").pop() ?? "");
    },
    newBrowser() {
      const id = randomUUID();
      const key = createECDH("prime256v1");
      key.generateKeys();
      const auth = randomBytes(16);
      return {
        endpoint: `${url}/push/${id}`,
        keys: { p256dh: key.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        received: () => all.filter((push) => push.id === id).map((push) => JSON.parse(decryptPush(push.body, key, auth).toString("utf8")) as unknown),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
