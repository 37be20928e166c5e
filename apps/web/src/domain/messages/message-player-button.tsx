import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useNavigate, useParams } from "@tanstack/react-router";
import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useSession } from "@/lib/session.ts";
import { useTRPC } from "@/lib/trpc.ts";

/**
 * "Message" on a profile or a player card: opens (or makes) the conversation with this player
 * and goes to it. Only an onboarded player other than them sees it (docs/product.md §6: messages are theirs).
 */
export function MessagePlayerButton({
  userId,
  username,
  label,
  className,
}: {
  userId: string;
  username: string;
  /** The visible words, "Message" unless the place asks for more ("Contacter l'organisation"). */
  label?: ReactNode;
  className?: string;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { lang } = useParams({ from: "/$lang" });
  const session = useSession();
  const navigate = useNavigate();
  const open = useMutation(trpc.messages.openDirectConversation.mutationOptions());
  if (!session?.user.infoFilled || !session.user.emailVerified || session.user.id === userId) return null;
  return (
    <Button
      variant="outline"
      className={className}
      disabled={open.isPending}
      // Starts with the visible word, as WCAG 2.5.3 asks, then says to whom.
      aria-label={label ? undefined : t`Message à ${username}`}
      onClick={() =>
        open.mutate({ userId }, { onSuccess: ({ conversationId }) => navigate({ to: "/$lang/messages/$conversationId", params: { lang, conversationId } }) })
      }
    >
      <MessageCircle className="size-4" aria-hidden />
      {label ?? <Trans>Message</Trans>}
    </Button>
  );
}
