import { MAX_IMAGE_BYTES } from "@escouade/contracts/media";
import type { FastifyInstance } from "fastify";
import { refuseLikeTrpc as refuse } from "./trpc-refusal.ts";

/** An image at the limit plus room for the multipart boundaries and a few small fields. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/**
 * Bounds multipart/form-data requests (tRPC's FormData inputs). tRPC's Fastify adapter hands
 * the raw request stream to `Request.formData()`, which buffers it all, and Fastify's bodyLimit
 * does not apply to it. So a multipart request must say its length up front (browsers do for
 * FormData), and a too-long one is refused before a byte of it is read. Node never lets a body
 * run past its Content-Length. Call before registering the tRPC plugin.
 */
export function registerMultipart(app: FastifyInstance, options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_REQUEST_BYTES;
  app.addHook("onRequest", async (request, reply) => {
    const contentType = request.headers["content-type"]?.toLowerCase() ?? "";
    if (!contentType.startsWith("multipart/form-data")) return;
    const declared = request.headers["content-length"];
    if (declared === undefined) return refuse(request, reply, 411, "VALIDATION_FAILED");
    if (Number(declared) > maxBytes) return refuse(request, reply, 413, "IMAGE_TOO_LARGE");
  });
}
