import { describe, expect, it } from "vitest";
import { PUSH_ENDPOINT_MAX, pushEndpointSchema, pushRemoveDeviceSchema, pushSubscribeSchema, pushUnsubscribeSchema } from "./push.ts";
import { issues } from "./test-support/schema-issues.ts";

const endpoint = "https://fcm.googleapis.com/fcm/send/abc123";
const keys = { p256dh: "B".repeat(87), auth: "a".repeat(22) };

describe("a push subscription", () => {
  it("takes what PushSubscription.toJSON() gives", () => {
    expect(pushSubscribeSchema.parse({ endpoint: ` ${endpoint} `, keys })).toEqual({ endpoint, keys });
  });

  it("takes base64url keys, padded or not, within their lengths", () => {
    expect(issues(pushSubscribeSchema, { endpoint, keys: { p256dh: `${"B".repeat(86)}=`, auth: "a-_".repeat(7) + "Z" } })).toEqual([]);
    expect(issues(pushSubscribeSchema, { endpoint, keys: { p256dh: "B".repeat(86), auth: "a".repeat(24) } })).toEqual([]);
    expect(issues(pushSubscribeSchema, { endpoint, keys: { p256dh: "B".repeat(88), auth: "a".repeat(22) } })).toEqual([]);
    expect(issues(pushSubscribeSchema, { endpoint, keys: { p256dh: "B".repeat(85), auth: "a".repeat(22) } })).toHaveLength(1);
    expect(issues(pushSubscribeSchema, { endpoint, keys: { p256dh: "B".repeat(89), auth: "a".repeat(22) } })).toHaveLength(1);
    expect(issues(pushSubscribeSchema, { endpoint, keys: { p256dh: "B".repeat(87), auth: "a".repeat(21) } })).toHaveLength(1);
    expect(issues(pushSubscribeSchema, { endpoint, keys: { p256dh: "B".repeat(87), auth: "a".repeat(25) } })).toHaveLength(1);
    expect(issues(pushSubscribeSchema, { endpoint, keys: { p256dh: `${"B".repeat(86)}+`, auth: "a".repeat(22) } })).toEqual(["keys.p256dh: base64url"]);
    expect(issues(pushSubscribeSchema, { endpoint, keys: { ...keys, auth: `${"a".repeat(20)}===` } })).toEqual(["keys.auth: base64url"]);
    expect(issues(pushSubscribeSchema, { endpoint, keys: { ...keys, auth: `=${"a".repeat(21)}` } })).toEqual(["keys.auth: base64url"]);
    expect(pushSubscribeSchema.parse({ endpoint, keys: { ...keys, auth: ` ${"a".repeat(22)} ` } }).keys.auth).toBe("a".repeat(22));
  });

  it("refuses anything beside the endpoint and the keys", () => {
    expect(issues(pushSubscribeSchema, { endpoint, keys, expirationTime: null })).toHaveLength(1);
    expect(issues(pushSubscribeSchema, { endpoint, keys: { ...keys, extra: "x" } })).toHaveLength(1);
    expect(issues(pushUnsubscribeSchema, { endpoint, keys })).toHaveLength(1);
    expect(issues(pushUnsubscribeSchema, { endpoint })).toEqual([]);
  });
});

describe("a push endpoint", () => {
  it("is an http(s) address of bounded length", () => {
    expect(issues(pushEndpointSchema, "http://localhost:9000/push")).toEqual([]);
    expect(issues(pushEndpointSchema, "ftp://push.example/1")).toHaveLength(1);
    expect(issues(pushEndpointSchema, "javascript:alert(1)")).toHaveLength(1);
    expect(issues(pushEndpointSchema, "   ")).toHaveLength(1);
    const base = "https://push.example/";
    expect(issues(pushEndpointSchema, base + "a".repeat(PUSH_ENDPOINT_MAX - base.length))).toEqual([]);
    expect(issues(pushEndpointSchema, base + "a".repeat(PUSH_ENDPOINT_MAX - base.length + 1))).toHaveLength(1);
    expect(pushEndpointSchema.parse(`  ${base}${"a".repeat(PUSH_ENDPOINT_MAX - base.length)}  `)).toHaveLength(PUSH_ENDPOINT_MAX);
  });

  it("refuses a scheme that only begins or ends like http", () => {
    expect(issues(pushEndpointSchema, "httpx://push.example/1")).toHaveLength(1);
    expect(issues(pushEndpointSchema, "git+https://push.example/1")).toHaveLength(1);
  });
});

describe("removing a device", () => {
  it("takes a positive integer id that an integer column holds", () => {
    expect(pushRemoveDeviceSchema.parse({ id: 5 })).toEqual({ id: 5 });
    expect(issues(pushRemoveDeviceSchema, { id: 2 ** 31 - 1 })).toEqual([]);
    expect(issues(pushRemoveDeviceSchema, { id: 2 ** 31 })).toHaveLength(1);
    expect(issues(pushRemoveDeviceSchema, { id: 0 })).toHaveLength(1);
    expect(issues(pushRemoveDeviceSchema, { id: 1.5 })).toHaveLength(1);
    expect(issues(pushRemoveDeviceSchema, { id: 5, endpoint })).toHaveLength(1);
  });
});
