import { UPLOADS_PER_HOUR } from "@escouade/contracts/media";
import { z } from "zod";
import { AppError } from "../../core/app-error.ts";
import { takeFromAllowance } from "../../platform/rate-limiter.ts";
import { storeImage } from "../../platform/image-storage.ts";
import { getStorage } from "../../platform/storage.ts";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import { recordUpload } from "./service.ts";

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
  uploadImage: onboardedProcedure.input(imageUploadSchema).mutation(async ({ ctx, input }) => {
    const allowed = await takeFromAllowance(ctx.db, `upload:${ctx.user.id}`, { max: UPLOADS_PER_HOUR, windowMs: 60 * 60 * 1000 });
    if (!allowed) throw new AppError("RATE_LIMITED");
    const stored = await storeImage(getStorage(ctx.config), Buffer.from(await input.file.arrayBuffer()), { prefix: "uploads" });
    // Whose it is: a record may only name its player's own uploads (decision 032).
    await recordUpload(ctx.db, ctx.user.id, stored.key);
    return stored;
  }),
});
