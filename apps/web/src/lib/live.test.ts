import type { NotificationItem } from "@escouade/contracts/notifications";
import { transformer } from "@escouade/contracts/transformer";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
// Imported for its type only: the module itself loads after `window` is stubbed (config.ts reads it).
import type * as LiveModule from "./live.ts";

/** The browser's EventSource, as far as lib/live.ts uses it: tests play the server's side. */
class BrowserEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: BrowserEventSource[] = [];
  readyState = BrowserEventSource.CONNECTING;
  constructor(
    readonly url: URL,
    readonly init: EventSourceInit,
  ) {
    super();
    BrowserEventSource.opened.push(this);
  }
  close() {
    this.readyState = BrowserEventSource.CLOSED;
  }
  serverSends(event: string, id: string, data: string) {
    this.dispatchEvent(new MessageEvent(event, { data, lastEventId: id }));
  }
  /** What a browser does after an error status: gives up for good. */
  serverRefuses() {
    this.readyState = BrowserEventSource.CLOSED;
    this.dispatchEvent(new Event("error"));
  }
}

let live: typeof LiveModule;
let probeStatus = 500;
const probes: string[] = [];

beforeAll(async () => {
  vi.stubGlobal("window", { location: { origin: "http://localhost:5173" } });
  vi.stubGlobal("EventSource", BrowserEventSource);
  vi.stubGlobal("fetch", async (url: URL) => {
    probes.push(url.toString());
    return new Response(null, { status: probeStatus });
  });
  live = await import("./live.ts");
});

beforeEach(() => {
  vi.useFakeTimers();
  BrowserEventSource.opened = [];
  probes.length = 0;
});
afterEach(() => vi.useRealTimers());

const item: NotificationItem = {
  id: 12,
  createdAt: new Date("2026-11-25T06:00:00Z"),
  data: { type: "ping", payload: { friend: { id: "u1", username: "Kilo" } } },
};

describe("the tab's live stream", () => {
  it("opens one EventSource for the whole tab, with credentials, and closes it when the last user leaves", () => {
    const leaveA = live.openLiveStream("n3");
    const leaveB = live.openLiveStream("n3");
    expect(BrowserEventSource.opened).toHaveLength(1);
    const [source] = BrowserEventSource.opened;
    expect(source!.url.toString()).toBe("http://localhost:5173/live?lastEventId=n3");
    expect(source!.init.withCredentials).toBe(true);
    leaveA();
    expect(source!.readyState).not.toBe(BrowserEventSource.CLOSED);
    leaveB();
    expect(source!.readyState).toBe(BrowserEventSource.CLOSED);
  });

  it("hands each kind's events to its listeners, dates and all", () => {
    const received: NotificationItem[] = [];
    const stopListening = live.onLiveEvent("notification", (data) => received.push(data));
    const leave = live.openLiveStream(null);
    BrowserEventSource.opened[0]!.serverSends("notification", "n12", transformer.stringify(item));
    stopListening();
    BrowserEventSource.opened[0]!.serverSends("notification", "n13", transformer.stringify({ ...item, id: 13 }));
    leave();
    expect(received).toEqual([item]);
    expect(received[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("keeps what arrived before a kind had a listener for the first one, once, and forgets it on sign-out", () => {
    const leave = live.openLiveStream(null);
    const source = BrowserEventSource.opened[0]!;
    source.serverSends(
      "message",
      "n0.m7",
      transformer.stringify({ id: 7, conversationId: 1, senderId: "u", body: "Tôt", createdAt: new Date(0), clientId: "c" }),
    );
    const first: number[] = [];
    const second: number[] = [];
    const stopFirst = live.onLiveEvent("message", (data) => first.push(data.id));
    const stopSecond = live.onLiveEvent("message", (data) => second.push(data.id));
    source.serverSends(
      "message",
      "n0.m8",
      transformer.stringify({ id: 8, conversationId: 1, senderId: "u", body: "Après", createdAt: new Date(0), clientId: "d" }),
    );
    expect(first).toEqual([7, 8]);
    expect(second).toEqual([8]);
    stopFirst();
    stopSecond();
    source.serverSends(
      "message",
      "n0.m9",
      transformer.stringify({ id: 9, conversationId: 1, senderId: "u", body: "Seul", createdAt: new Date(0), clientId: "e" }),
    );
    leave();
    const afterSignOut: number[] = [];
    live.onLiveEvent("message", (data) => afterSignOut.push(data.id))();
    expect(afterSignOut).toEqual([]);
  });

  it("after the browser gives up, starts again from the last cursor it received, later each time", async () => {
    probeStatus = 502;
    const leave = live.openLiveStream("n3");
    const first = BrowserEventSource.opened[0]!;
    first.serverSends("ready", "n3", "{}");
    first.serverSends("notification", "n12", transformer.stringify(item));
    first.serverRefuses();
    await vi.advanceTimersByTimeAsync(999);
    expect(probes).toEqual(["http://localhost:5173/live?lastEventId=n12"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(BrowserEventSource.opened).toHaveLength(2);
    expect(BrowserEventSource.opened[1]!.url.searchParams.get("lastEventId")).toBe("n12");

    BrowserEventSource.opened[1]!.serverRefuses();
    await vi.advanceTimersByTimeAsync(999);
    expect(BrowserEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(BrowserEventSource.opened).toHaveLength(3);
    leave();
  });

  it("stops for good when the server says the session may not listen, and says so to the page", async () => {
    for (const status of [401, 403]) {
      probeStatus = status;
      BrowserEventSource.opened = [];
      let refused = 0;
      const leave = live.openLiveStream("n3", () => (refused += 1));
      BrowserEventSource.opened[0]!.serverRefuses();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(BrowserEventSource.opened, String(status)).toHaveLength(1);
      expect(refused, String(status)).toBe(1);
      leave();
    }
  });
});
