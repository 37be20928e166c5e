/**
 * Where a visitor was going before sign-in (`?redirect=`), kept through sign-up, the e-mail code
 * and onboarding, so a shared game's link lands on that game (decision 031). Only same-site paths:
 * an open redirect would let a link send people anywhere after sign-in.
 */
export function returnToSearch(search: Record<string, unknown>): { redirect?: string } {
  const target = search.redirect;
  return typeof target === "string" && target.length <= 2000 && /^\/(?![/\\])/.test(target) ? { redirect: target } : {};
}

/** The search to carry the destination on to the next step: none when there is none. */
export function carryReturnTo(redirect: string | undefined): { redirect?: string } {
  return redirect ? { redirect } : {};
}
