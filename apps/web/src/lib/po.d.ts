declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

/** One part of a catalog, compiled by apps/web/catalog-split.ts. */
declare module "*.po?first-screen" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

declare module "*.po?rest" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
