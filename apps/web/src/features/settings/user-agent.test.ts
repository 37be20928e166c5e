import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent.ts";

describe("describeUserAgent", () => {
  it("names the browser and the system of common devices", () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
    const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
    const edge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0";
    const firefox = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0";
    expect(describeUserAgent(iphone)).toEqual({ browser: "Safari", system: "iOS", phone: true });
    expect(describeUserAgent(android)).toEqual({ browser: "Chrome", system: "Android", phone: true });
    expect(describeUserAgent(edge)).toEqual({ browser: "Edge", system: "Windows", phone: false });
    expect(describeUserAgent(firefox)).toEqual({ browser: "Firefox", system: "macOS", phone: false });
  });

  it("says nothing it does not know", () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null, phone: false });
    expect(describeUserAgent("curl/8.5.0")).toEqual({ browser: null, system: null, phone: false });
  });
});
