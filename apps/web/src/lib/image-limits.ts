import { MAX_IMAGE_BYTES } from "@escouade/contracts/media";

/** What the server accepts (its platform/images.ts): checked here first so a wrong file fails at once. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

/** The contracts' limit in the megabytes ("Mo") the messages speak of. */
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);
