import type { AppTrpcClient } from "./trpc.ts";

/**
 * On sign-out, this browser stops receiving the account's pushes (decision 022): the server is
 * told while the session still exists, then the browser forgets its subscription. Best effort:
 * a failure here never keeps anyone signed in (a push to a forgotten subscription answers 410,
 * and the server then deletes it).
 */
export async function unsubscribePushOnSignOut(trpcClient: AppTrpcClient): Promise<void> {
  try {
    if (!("serviceWorker" in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await trpcClient.push.unsubscribe.mutate({ endpoint: subscription.endpoint }).catch(() => null);
    await subscription.unsubscribe();
  } catch {
    // Nothing to undo: signing out goes on.
  }
}
