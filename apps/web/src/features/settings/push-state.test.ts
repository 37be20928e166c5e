import { describe, expect, it } from "vitest";
import { applicationServerKey, isIOS, pushStateOf, sameKey, type PushEnvironment } from "./push-state.ts";

const desktop: PushEnvironment = { serviceWorker: true, pushManager: true, permission: "default", iOS: false, standalone: false };

describe("pushStateOf", () => {
  it("says when this browser cannot receive pushes, or must be installed first (iOS)", () => {
    expect(pushStateOf({ ...desktop, pushManager: false }, null, [])).toBe("unsupported");
    expect(pushStateOf({ ...desktop, serviceWorker: false }, null, [])).toBe("unsupported");
    expect(pushStateOf({ ...desktop, permission: null }, null, [])).toBe("unsupported");
    expect(pushStateOf({ ...desktop, iOS: true, pushManager: false, permission: null }, null, [])).toBe("install-first");
    expect(pushStateOf({ ...desktop, iOS: true, standalone: true }, null, [])).toBe("off");
  });

  it("is denied whatever the subscription when the site's notifications are blocked", () => {
    expect(pushStateOf({ ...desktop, permission: "denied" }, "https://push.example/a", ["https://push.example/a"])).toBe("denied");
  });

  it("is on only when the browser's subscription is one the server knows", () => {
    const granted = { ...desktop, permission: "granted" as const };
    expect(pushStateOf(granted, "https://push.example/a", ["https://push.example/b", "https://push.example/a"])).toBe("on");
    expect(pushStateOf(granted, "https://push.example/a", ["https://push.example/b"])).toBe("off");
    expect(pushStateOf(granted, null, ["https://push.example/a"])).toBe("off");
    expect(pushStateOf(desktop, "https://push.example/a", ["https://push.example/a"])).toBe("off");
  });
});

describe("applicationServerKey and sameKey", () => {
  it("decode base64url, padded or not, and compare a subscription's key byte by byte", () => {
    const key = applicationServerKey("BPz_-w");
    expect([...key]).toEqual([0x04, 0xfc, 0xff, 0xfb]);
    expect(sameKey(key.buffer, applicationServerKey("BPz_-w=="))).toBe(true);
    expect(sameKey(applicationServerKey("BPz_-A").buffer, key)).toBe(false);
    expect(sameKey(applicationServerKey("BPz_").buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});

describe("isIOS", () => {
  it("knows an iPhone, and an iPad that says Macintosh, from a Mac", () => {
    expect(isIOS("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15", 5)).toBe(true);
    expect(isIOS("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15", 5)).toBe(true);
    expect(isIOS("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15", 0)).toBe(false);
    expect(isIOS("Mozilla/5.0 (Linux; Android 14) Chrome/124.0", 5)).toBe(false);
  });
});
