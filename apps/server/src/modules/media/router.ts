import { z } from "zod";
import { getStorage } from "../../platform/storage.ts";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import { uploadImage } from "./service.ts";

/** A FormData with a `file` field (tRPC sends FormData inputs as multipart/form-data). */
const imageUploadSchema = z.instanceof(FormData).transform((form, ctx) => {
  const file = form.get("file");
  if (!(file instanceof Blob)) {
    ctx.addIssue({ code: "custom", path: ["file"], message: "A file is required" });
    return z.NEVER;
  }
  return { file };
});

export const mediaRouter = router({
  // Every upload is decoded and re-encoded three times: only players who own a verified,
  // onboarded account may spend that, and only so often, however many processes answer.
  uploadImage: onboardedProcedure.input(imageUploadSchema).mutation(({ ctx, input }) => uploadImage(ctx.db, ctx.user, getStorage(ctx.config), input.file)),
});
