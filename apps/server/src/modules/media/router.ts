import { z } from "zod";
import { storeImage } from "../../platform/media.ts";
import { getStorage } from "../../platform/storage.ts";
import { authedProcedure, router } from "../../trpc/init.ts";

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
  uploadImage: authedProcedure
    .input(imageUploadSchema)
    .mutation(async ({ ctx, input }) =>
      storeImage(getStorage(ctx.config), Buffer.from(await input.file.arrayBuffer()), { prefix: "uploads" }),
    ),
});
