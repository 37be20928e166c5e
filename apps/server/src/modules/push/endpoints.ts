import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Where the server may send a push (decision 032): the browsers' own push services, over https on
 * port 443, and nowhere else. A player chooses the endpoint, so anything looser would let them aim
 * the server at a machine of our network (a host name resolving to one, a cloud's metadata
 * service, a port of an internal service).
 */
export const PUSH_SERVICE_DOMAINS = [
  // Chrome, Edge on Android, Opera, Samsung Internet (Firebase Cloud Messaging).
  "fcm.googleapis.com",
  "android.googleapis.com",
  // Firefox.
  "push.services.mozilla.com",
  // Safari (macOS, and iOS home-screen apps).
  "push.apple.com",
  // Edge on Windows (WNS).
  "notify.windows.com",
] as const;

export interface EndpointRules {
  /** The tests' local push service on http://127.0.0.1 (config.push.allowLoopbackEndpoints). */
  allowLoopback: boolean;
}

const isLoopbackTestService = (url: URL, rules: EndpointRules) => rules.allowLoopback && url.protocol === "http:" && url.hostname === "127.0.0.1";

function parse(endpoint: string): URL | null {
  try {
    return new URL(endpoint);
  } catch {
    return null;
  }
}

/** Whether an endpoint names a browser's push service: https, port 443, one of its hosts. */
export function acceptableEndpoint(endpoint: string, rules: EndpointRules): boolean {
  const url = parse(endpoint);
  if (!url || url.username || url.password) return false;
  if (isLoopbackTestService(url, rules)) return true;
  if (url.protocol !== "https:" || (url.port !== "" && url.port !== "443")) return false;
  // A trailing dot names the same host ("localhost."): it is no push service's spelling.
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** Addresses no push service has: loopback, private, link-local (cloud metadata), shared, multicast, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address. (BlockList compares an
  // IPv4 address with IPv6 rules through that form, so the rule is not written as a subnet.)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return isPublicAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Checked again just before each push: the endpoint still passes, and every address its host
 * resolves to now is public (a name that once pointed at a push service may not any more).
 */
export async function endpointSafeToSend(endpoint: string, rules: EndpointRules, resolve = lookup): Promise<boolean> {
  if (!acceptableEndpoint(endpoint, rules)) return false;
  const url = new URL(endpoint);
  if (isLoopbackTestService(url, rules)) return true;
  try {
    const addresses = await resolve(url.hostname, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address));
  } catch {
    return false;
  }
}
