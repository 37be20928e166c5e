import type { MessageDescriptor } from "@lingui/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { i18n } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";

/**
 * The moderators' actions, each followed by a fresh queue and target (another moderator may have
 * acted too). Errors are shown here, in the reader's language.
 */
export function useModerationActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutations = {
    dismiss: useMutation(trpc.moderation.dismiss.mutationOptions()),
    warn: useMutation(trpc.moderation.warn.mutationOptions()),
    remove: useMutation(trpc.moderation.remove.mutationOptions()),
    suspend: useMutation(trpc.moderation.suspend.mutationOptions()),
    ban: useMutation(trpc.moderation.ban.mutationOptions()),
    lift: useMutation(trpc.moderation.lift.mutationOptions()),
  };
  const busy = Object.values(mutations).some((mutation) => mutation.isPending);

  async function run(action: () => Promise<unknown>, done: MessageDescriptor): Promise<boolean> {
    try {
      await action();
      toast.success(i18n._(done));
      return true;
    } catch {
      // The query client has shown why.
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.moderation.pathKey() });
    }
  }

  return { ...mutations, busy, run };
}
