import { Trans } from "@lingui/react/macro";
import { Link, useLocation, useParams } from "@tanstack/react-router";
import { BellRing, Check, LogIn, UserCheck, UserPlus, UserRound, X } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import type { FriendStatus } from "./player-types.ts";
import { useSession } from "@/lib/session.ts";
import { RemoveFriendDialog } from "./remove-friend-dialog.tsx";
import { useFriendActions } from "./use-friend-actions.ts";

interface FriendActionsProps {
  userId: string;
  username: string;
  status: FriendStatus;
  /** In a card: lighter buttons, no "friend" badge, and nothing for visitors. */
  compact?: boolean;
}

/** What the viewer can do with a player, given how they stand (docs/product.md §5). */
export function FriendActions({ userId, username, status, compact }: FriendActionsProps) {
  const { lang } = useParams({ from: "/$lang" });
  const href = useLocation({ select: (location) => location.href });
  const session = useSession();
  const actions = useFriendActions(userId);
  const busy = actions.pending;

  if (status === "self") {
    if (compact) {
      return (
        <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold">
          <Trans>Vous</Trans>
        </span>
      );
    }
    return (
      <Button asChild variant="outline">
        <Link to="/$lang/profile/profile" params={{ lang }}>
          <UserRound className="size-4" aria-hidden />
          <Trans>Voir mon profil</Trans>
        </Link>
      </Button>
    );
  }

  if (!session) {
    if (compact) return null;
    return (
      <Button asChild variant="outline">
        <Link to="/$lang/auth" params={{ lang }} search={{ redirect: href }}>
          <LogIn className="size-4" aria-hidden />
          <Trans>Se connecter pour l'ajouter en ami</Trans>
        </Link>
      </Button>
    );
  }

  switch (status) {
    case "none":
      return (
        <Button variant={compact ? "outline" : "primary"} disabled={busy} onClick={() => void actions.sendRequest()}>
          <UserPlus className="size-4" aria-hidden />
          <Trans>Ajouter en ami</Trans>
        </Button>
      );
    case "request_sent":
      return (
        <Button variant="outline" disabled={busy} onClick={() => void actions.cancelRequest()}>
          <X className="size-4" aria-hidden />
          <Trans>Annuler la demande</Trans>
        </Button>
      );
    case "request_received":
      return (
        <>
          <Button disabled={busy} onClick={() => void actions.accept()}>
            <Check className="size-4" aria-hidden />
            <Trans>Accepter</Trans>
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void actions.decline()}>
            <X className="size-4" aria-hidden />
            <Trans>Refuser</Trans>
          </Button>
        </>
      );
    case "friends":
      return (
        <>
          {compact ? null : (
            <span className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary/10 px-3 text-sm font-semibold text-primary dark:bg-primary/20">
              <UserCheck className="size-4" aria-hidden />
              <Trans>Ami</Trans>
            </span>
          )}
          <Button variant="outline" disabled={busy} onClick={() => void actions.ping()}>
            <BellRing className="size-4" aria-hidden />
            <Trans>Pinger</Trans>
          </Button>
          <RemoveFriendDialog username={username} disabled={busy} onConfirm={() => void actions.remove()} />
        </>
      );
  }
}
