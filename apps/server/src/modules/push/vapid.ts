import { createECDH, hkdfSync } from "node:crypto";

/** A VAPID key pair as web-push takes it: base64url, the public key uncompressed (65 bytes). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

// The order of P-256: a private key is an integer in [1, n - 1].
const P256_ORDER = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

/**
 * The VAPID key pair derived from the server's secret (docs/decisions/022): every process and
 * every restart agree on it with no setup, and it changes only with the secret. HKDF-SHA256 with
 * its own salt and info, so the key says nothing about the secret nor about other keys derived
 * from it. The rare output outside [1, n - 1] (about 2^-32) moves on to the next counter.
 */
export function deriveVapidKeys(secret: string): VapidKeys {
  for (let counter = 0; ; counter += 1) {
    const candidate = Buffer.from(hkdfSync("sha256", secret, "escouade:vapid", `p256-private-key:${counter}`, 32));
    const scalar = BigInt(`0x${candidate.toString("hex")}`);
    if (scalar === 0n || scalar >= P256_ORDER) continue;
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(candidate);
    return { publicKey: ecdh.getPublicKey().toString("base64url"), privateKey: candidate.toString("base64url") };
  }
}

const derived = new Map<string, VapidKeys>();

/** The configured pair when both keys are set, otherwise the derived one (worked out once per secret). */
export function vapidKeysOf(config: { authSecret: string; push: { vapidKeys?: VapidKeys } }): VapidKeys {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const keys = derived.get(config.authSecret) ?? deriveVapidKeys(config.authSecret);
  derived.set(config.authSecret, keys);
  return keys;
}
