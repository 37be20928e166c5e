import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { i18n } from "./i18n.ts";
import { toast } from "./toast.ts";

/**
 * What a guard tells the visitor it sends elsewhere (docs/product.md §2: an error toast, a redirect to sign-in).
 * In the browser the toast shows at once. On the server the redirect is an HTTP answer, and the
 * notice rides on it as a short-lived cookie (a "flash"), shown by the page it leads to.
 */
const NOTICES = {
  "sign-in-required": { kind: "error", message: msg`Connectez-vous pour accéder à cette page` },
  "already-signed-in": { kind: "success", message: msg`Votre session est déjà ouverte` },
  "not-allowed": { kind: "error", message: msg`Vous n'avez pas le droit de faire cela` },
} as const satisfies Record<string, { kind: "error" | "success"; message: MessageDescriptor }>;

export type RedirectNotice = keyof typeof NOTICES;

const COOKIE = "escouade-notice";

/**
 * The notice for a redirect a guard throws: toasted now in the browser (never for a preload), or
 * as the redirect's `headers` on the server.
 */
export function noticeFor(notice: RedirectNotice, { preload }: { preload: boolean }): { headers?: Record<string, string> } {
  if (typeof window === "undefined") return { headers: { "set-cookie": `${COOKIE}=${notice}; Path=/; Max-Age=60; SameSite=Lax` } };
  if (!preload) toast[NOTICES[notice].kind](i18n._(NOTICES[notice].message));
  return {};
}

/** The notice a server's redirect left for this page, shown once. */
export function showNoticeFromServer() {
  const match = new RegExp(`(?:^|; )${COOKIE}=([\\w-]+)`).exec(document.cookie);
  if (!match) return;
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const notice = NOTICES[match[1] as RedirectNotice] as (typeof NOTICES)[RedirectNotice] | undefined;
  if (notice) toast[notice.kind](i18n._(notice.message));
}
