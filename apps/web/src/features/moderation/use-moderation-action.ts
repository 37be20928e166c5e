import type { MessageDescriptor } from "@lingui/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { readAppError } from "@/lib/app-errors.ts";
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
  const options = { meta: { handlesError: true } };
  const mutations = {
    dismiss: useMutation(trpc.moderation.dismiss.mutationOptions(options)),
    warn: useMutation(trpc.moderation.warn.mutationOptions(options)),
    remove: useMutation(trpc.moderation.remove.mutationOptions(options)),
    suspend: useMutation(trpc.moderation.suspend.mutationOptions(options)),
    ban: useMutation(trpc.moderation.ban.mutationOptions(options)),
    lift: useMutation(trpc.moderation.lift.mutationOptions(options)),
  };
  const busy = Object.values(mutations).some((mutation) => mutation.isPending);

  async function run(action: () => Promise<unknown>, done: MessageDescriptor): Promise<boolean> {
    try {
      await action();
      toast.success(i18n._(done));
      return true;
    } catch (error) {
      toast.error(readAppError(error).message);
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: trpc.moderation.pathKey() });
    }
  }

  return { ...mutations, busy, run };
}
