import { z } from "zod";

const optionalUrl = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== "" ? v.trim().replace(/\/+$/, "") : undefined))
    .pipe(z.url({ error: `${name} must be a valid URL` }).optional());

const parsed = z
  .object({ VITE_SERVER_URL: optionalUrl("VITE_SERVER_URL"), VITE_MEDIA_URL: optionalUrl("VITE_MEDIA_URL") })
  .safeParse(import.meta.env);

if (!parsed.success) {
  // Fail loudly at start-up, naming the variable: a misbuilt bundle must not limp along.
  throw new Error(parsed.error.issues.map((i) => i.message).join("; "));
}

/** The API is same-origin unless a build says otherwise (the dev server proxies it). */
const serverUrl = parsed.data.VITE_SERVER_URL ?? window.location.origin;

export const config = {
  serverUrl,
  mediaUrl: parsed.data.VITE_MEDIA_URL ?? `${serverUrl}/media`,
};
