import { createECDH } from "node:crypto";
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { checkVapid } from "../../../test-support/push-service.ts";
import { testEnv } from "../../../test-support/app.ts";
import { acceptableEndpoint, endpointSafeToSend } from "./endpoints.ts";
import { deriveVapidKeys, vapidKeysOf } from "./vapid.ts";

describe("the VAPID key pair", () => {
  it("is derived from the secret: the same in every process, another for another secret, and a valid P-256 pair", () => {
    const secret = "a-secret-of-at-least-thirty-two-characters";
    const keys = deriveVapidKeys(secret);
    expect(deriveVapidKeys(secret)).toEqual(keys);
    expect(deriveVapidKeys(`${secret}!`).publicKey).not.toBe(keys.publicKey);
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, "base64url"));
    expect(ecdh.getPublicKey().toString("base64url")).toBe(keys.publicKey);
    expect(Buffer.from(keys.publicKey, "base64url")).toHaveLength(65);
    // A push service accepts what it signs.
    const headers = webpush.getVapidHeaders("https://push.example.com", "mailto:contact@escouade.app", keys.publicKey, keys.privateKey, "aes128gcm");
    expect(checkVapid(headers.Authorization, "https://push.example.com")).toEqual({ key: keys.publicKey });
    expect(checkVapid(headers.Authorization, "https://elsewhere.example.com")).toHaveProperty("error");
  });

  it("comes from the configuration when both keys are set, which must go together", () => {
    const configured = webpush.generateVAPIDKeys();
    const config = loadConfig(testEnv({ VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey }));
    expect(vapidKeysOf(config)).toEqual(configured);
    expect(vapidKeysOf(loadConfig(testEnv()))).toEqual(deriveVapidKeys(loadConfig(testEnv()).authSecret));
    expect(() => loadConfig(testEnv({ VAPID_PUBLIC_KEY: configured.publicKey }))).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig(testEnv({ VAPID_SUBJECT: "http://example.com" }))).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig(testEnv()).push.subject).toBe("mailto:contact@escouade.app");
  });
});

describe("acceptableEndpoint", () => {
  it("takes the browsers' push services over https on 443, and the tests' loopback only when allowed", () => {
    const strict = { allowLoopback: false };
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:443/wp/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ]) {
      expect(acceptableEndpoint(endpoint, strict), endpoint).toBe(true);
    }
    for (const endpoint of [
      "http://fcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/x",
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "https://localhost/x",
      "https://localhost./x",
      "https://fcm.googleapis.com./x",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://10.0.0.1.nip.io/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com.example/x",
      "https://intranet/x",
      "https://user:pw@fcm.googleapis.com/x",
      "http://127.0.0.1:4000/push/x",
      "pas une adresse",
    ]) {
      expect(acceptableEndpoint(endpoint, strict), endpoint).toBe(false);
    }
    expect(acceptableEndpoint("http://127.0.0.1:4000/push/x", { allowLoopback: true })).toBe(true);
    expect(acceptableEndpoint("http://10.0.0.1:4000/push/x", { allowLoopback: true })).toBe(false);
  });
});

describe("endpointSafeToSend", () => {
  const strict = { allowLoopback: false };
  const resolvingTo = (...addresses: string[]) => (async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }))) as never;

  it("sends only when every address the push service's name resolves to now is public", async () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc";
    expect(await endpointSafeToSend(endpoint, strict, resolvingTo("142.250.179.74", "2a00:1450:4007:80e::200a"))).toBe(true);
    for (const inside of [
      "127.0.0.1",
      "10.1.2.3",
      "169.254.169.254",
      "192.168.1.10",
      "100.64.0.1",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
    ]) {
      expect(await endpointSafeToSend(endpoint, strict, resolvingTo("142.250.179.74", inside)), inside).toBe(false);
    }
    expect(await endpointSafeToSend(endpoint, strict, resolvingTo())).toBe(false);
    const failing = (async () => {
      throw new Error("ENOTFOUND");
    }) as never;
    expect(await endpointSafeToSend(endpoint, strict, failing)).toBe(false);
  });

  it("never resolves a name that is no push service's", async () => {
    let asked = false;
    const spy = (async () => {
      asked = true;
      return [{ address: "142.250.179.74", family: 4 }];
    }) as never;
    expect(await endpointSafeToSend("https://push.example.com/x", strict, spy)).toBe(false);
    expect(asked).toBe(false);
  });
});
