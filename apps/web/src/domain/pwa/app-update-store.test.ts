import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAppUpdateStore } from "./app-update-store.ts";

function tab() {
  const reload = vi.fn();
  const activate = vi.fn(() => Promise.resolve());
  const store = createAppUpdateStore(reload);
  store.setActivateWaitingWorker(activate);
  return { store, reload, activate };
}

describe("the update prompt's state", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("offers nothing until a new version waits, then offers it", () => {
    const { store } = tab();
    expect(store.current()).toBe("none");
    store.onNeedRefresh();
    expect(store.current()).toBe("available");
  });

  it("the first worker taking over the first visit's page is no new version", () => {
    const { store, reload } = tab();
    store.onControllerChange();
    expect(store.current()).toBe("none");
    expect(reload).not.toHaveBeenCalled();
  });

  it("never reloads by itself: a waiting version, or one activated elsewhere, only changes what is offered", () => {
    const { store, reload, activate } = tab();
    store.onNeedRefresh();
    // Another tab tapped "update": the new worker took this one over too.
    store.onControllerChange();
    expect(store.current()).toBe("reload-needed");
    vi.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
    expect(activate).not.toHaveBeenCalled();
    // Its own tap reloads at once: the new version already runs the service worker.
    void store.apply();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(activate).not.toHaveBeenCalled();
  });

  it("on the player's tap, activates the waiting worker and reloads when it takes control", async () => {
    const { store, reload, activate } = tab();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.current()));
    store.onNeedRefresh();
    await store.apply();
    expect(activate).toHaveBeenCalledTimes(1);
    expect(store.current()).toBe("updating");
    expect(reload).not.toHaveBeenCalled();
    store.onControllerChange();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(["available", "updating"]);
  });

  it("reloads anyway when the new worker never takes control after the tap", async () => {
    const { store, reload } = tab();
    store.onNeedRefresh();
    await store.apply();
    vi.advanceTimersByTime(7_000);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a second notice while updating does not bring the button back", async () => {
    const { store } = tab();
    store.onNeedRefresh();
    await store.apply();
    store.onNeedRefresh();
    expect(store.current()).toBe("updating");
  });

  it("'later' hides it for this visit, even when the same worker is announced again", () => {
    const { store, reload } = tab();
    store.onNeedRefresh();
    store.dismiss();
    expect(store.current()).toBe("none");
    // registerSW says "installed" then "waiting" for one worker.
    store.onNeedRefresh();
    expect(store.current()).toBe("none");
    expect(reload).not.toHaveBeenCalled();
    // Activated from another tab meanwhile: this tab is told, its "later" was for the offer.
    store.onControllerChange();
    expect(store.current()).toBe("reload-needed");
  });

  it("without a registration (it failed), the tap still fetches the newest app", async () => {
    const reload = vi.fn();
    const store = createAppUpdateStore(reload);
    store.onNeedRefresh();
    await store.apply();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
