import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { mediaDir, type Storage } from "./storage.ts";

/**
 * Serves the disk storage at /media/* (the embedded default). With S3 the bucket, or a CDN in
 * front of it, serves MEDIA_PUBLIC_URL and the server has nothing to do.
 */
export async function registerMediaRoutes(app: FastifyInstance, storage: Storage, config: Pick<Config, "dataDir">) {
  if (storage.kind !== "disk") return;
  const root = mediaDir(config);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: "/media/",
    // The SPA's instance owns reply.sendFile.
    decorateReply: false,
    index: false,
    list: false,
    // Every key names new content (a fresh uuid per upload): cache it for a year, never revalidate.
    maxAge: "365d",
    immutable: true,
    setHeaders(res) {
      res.setHeader("x-content-type-options", "nosniff");
    },
  });
}
