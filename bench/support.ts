/**
 * What the benchmarks share: a fresh database, a time limit, percentiles, a process's CPU and memory,
 * a bare reader of an event stream.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import postgres from "postgres";

/**
 * A fresh database on the PostgreSQL at TEST_DATABASE_URL, for one run; `drop` removes it, even
 * with connections still open.
 */
export async function benchDatabase(prefix: string) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `${prefix}_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Bounds a benchmark whatever happens (its server processes die with it: see startServerProcess). */
export function giveUpAfter(name: string, ms: number) {
  setTimeout(() => {
    console.error(`${name}: gave up after ${ms / 1000} s`);
    process.exit(1);
  }, ms).unref();
}

/** The p-th percentile of sorted values (NaN for none). */
export function percentile(sorted: number[], p: number) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** CPU time (user + system) a process has used so far, in ms (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process, in KiB, as the kernel counts it. */
export function rssKiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]);
}

/** Runs `task` over `items`, `width` at a time. */
export async function inBatches<T, R>(items: T[], width: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map((item, i) => task(item, start + i)))));
  }
  return results;
}

/** A port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/**
 * A bare reader of an SSE response (GET /live and the like): hands `onEvent` the raw text of each
 * event as it arrives, and resolves once one starts with `opened` (the stream's first event).
 * Not a full client: its work per event, times hundreds of streams in the bench's one process,
 * would be measured instead of the servers' (a browser parses one stream).
 */
export function readEventStream(url: string, cookie: string, opened: string, onEvent: (event: string) => void): Promise<{ close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie, accept: "text/event-stream" } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
      response.setEncoding("utf8");
      let buffer = "";
      response.on("data", (chunk: string) => {
        buffer += chunk;
        const events = buffer.split("\n\n");
        buffer = events.pop()!;
        for (const event of events) {
          if (event.startsWith(opened)) resolve({ close: () => request.destroy() });
          onEvent(event);
        }
      });
    });
    request.on("error", reject);
  });
}
