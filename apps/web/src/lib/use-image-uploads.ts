import { MAX_IMAGE_BYTES } from "@escouade/contracts/media";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { readAppError } from "@/lib/app-errors.ts";
import { config } from "@/lib/config.ts";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MB } from "@/lib/image-limits.ts";
import { imageUrl } from "@/lib/format.ts";
import { useTRPC, type RouterOutputs } from "@/lib/trpc.ts";

type UploadedImage = RouterOutputs["media"]["uploadImage"];

/** Uploads images one after the other, remembering the renditions of each and the last error. */
export function useImageUploads() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<Record<string, UploadedImage["urls"]>>({});
  const mutation = useMutation(trpc.media.uploadImage.mutationOptions({ meta: { handlesError: true } }));

  function check(file: File): string | null {
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return t`Ce fichier n'est pas une image JPEG, PNG ou WebP valide`;
    if (file.size > MAX_IMAGE_BYTES) return t`Cette image est trop lourde (${MAX_IMAGE_MB} Mo maximum)`;
    return null;
  }

  async function upload(files: readonly File[]): Promise<UploadedImage[]> {
    setError(null);
    const done: UploadedImage[] = [];
    for (const file of files) {
      const problem = check(file);
      if (problem) {
        setError(problem);
        continue;
      }
      setPending((n) => n + 1);
      try {
        const form = new FormData();
        form.append("file", file);
        const image = await mutation.mutateAsync(form);
        setUploaded((current) => ({ ...current, [image.key]: image.urls }));
        done.push(image);
      } catch (caught) {
        setError(readAppError(caught).message);
      } finally {
        setPending((n) => n - 1);
      }
    }
    return done;
  }

  /** Where a rendition is: as the upload answered, or (an image saved earlier) by the storage's naming. */
  const src = (key: string, size: keyof UploadedImage["urls"]) => uploaded[key]?.[size] ?? imageUrl(config.mediaUrl, key, size);

  return { upload, pending, error, setError, src };
}
