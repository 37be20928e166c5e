import { createECDH } from "node:crypto";
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { checkVapid } from "../../../test-support/push-service.ts";
import { testEnv } from "../../../test-support/app.ts";
import { acceptableEndpoint, deriveVapidKeys, vapidKeysOf } from "./service.ts";

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
  it("takes a push service's https address, and the tests' loopback only when allowed", () => {
    const strict = { allowLoopback: false };
    expect(acceptableEndpoint("https://fcm.googleapis.com/fcm/send/abc", strict)).toBe(true);
    expect(acceptableEndpoint("https://updates.push.services.mozilla.com/wpush/v2/abc", strict)).toBe(true);
    for (const endpoint of ["http://fcm.googleapis.com/x", "https://127.0.0.1/x", "https://[::1]/x", "https://localhost/x", "https://intranet/x", "https://user:pw@push.example.com/x", "http://127.0.0.1:4000/push/x"]) {
      expect(acceptableEndpoint(endpoint, strict), endpoint).toBe(false);
    }
    expect(acceptableEndpoint("http://127.0.0.1:4000/push/x", { allowLoopback: true })).toBe(true);
    expect(acceptableEndpoint("http://10.0.0.1:4000/push/x", { allowLoopback: true })).toBe(false);
  });
});
