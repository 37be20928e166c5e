import { Trans, useLingui } from "@lingui/react/macro";
import { AlertCircle, Clock, MoreHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu.tsx";
import { cn } from "@/lib/cn.ts";
import { UserText } from "@/components/ui/user-text.tsx";

/** The text with its web links; every character stays text (no HTML is read from a message). */
export function MessageText({ body }: { body: string }) {
  return <UserText text={body} className="whitespace-pre-wrap [&_a]:text-current" />;
}

interface BubbleProps {
  body: string;
  mine: boolean;
  time: string;
  dateTime: string;
  /** Others' messages in a channel: who wrote it, on the first of their run. */
  sender?: string;
  /** Removed by the moderators: it keeps its place, the server sends no words. */
  removed?: boolean;
  onReport?: () => void;
}

export function MessageBubble({ body, mine, time, dateTime, sender, removed, onReport }: BubbleProps) {
  const { t } = useLingui();
  return (
    <div className={cn("group flex items-end gap-1", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.95rem] leading-snug sm:max-w-[70%]",
          mine ? "rounded-br-md bg-primary text-primary-foreground" : "rounded-bl-md bg-muted",
        )}
      >
        {sender ? <p className="mb-0.5 text-xs font-bold">{sender}</p> : null}
        {removed ? (
          <p className="italic opacity-80">
            <Trans>Message supprimé par la modération</Trans>
          </p>
        ) : (
          <MessageText body={body} />
        )}
        <time dateTime={dateTime} className={cn("mt-0.5 block text-right text-[0.7rem]", mine ? "text-primary-foreground/80" : "text-muted-foreground")}>
          {time}
        </time>
      </div>
      {onReport ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 shrink-0 opacity-60 hover:opacity-100 focus-visible:opacity-100 group-hover:opacity-100"
              aria-label={t`Actions sur ce message`}
            >
              <MoreHorizontal className="size-4" aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem onSelect={onReport}>
              <AlertCircle className="size-4" aria-hidden />
              <Trans>Signaler ce message</Trans>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </div>
  );
}

/** A message of this tab on its way, or that did not leave: why, retry (same message, sent once) or discard. */
export function PendingBubble({
  body,
  status,
  error,
  onRetry,
  onDiscard,
}: {
  body: string;
  status: "sending" | "failed";
  error?: string;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  return (
    <div className="flex flex-col items-end gap-1">
      <div
        className={cn(
          "max-w-[85%] rounded-2xl rounded-br-md px-3.5 py-2 text-[0.95rem] leading-snug sm:max-w-[70%]",
          status === "failed" ? "border border-destructive bg-card" : "bg-primary/70 text-primary-foreground",
        )}
      >
        <MessageText body={body} />
        {status === "sending" ? (
          <p className="mt-0.5 flex items-center justify-end gap-1 text-[0.7rem]">
            <Clock className="size-3" aria-hidden />
            <Trans>Envoi en cours…</Trans>
          </p>
        ) : null}
      </div>
      {status === "failed" ? (
        <div className="flex flex-wrap items-center justify-end gap-x-3 text-sm" role="alert">
          <span className="text-destructive">
            <Trans>Message non envoyé.</Trans> {error}
          </span>
          <Button variant="link" onClick={onRetry}>
            <Trans>Réessayer</Trans>
          </Button>
          <Button variant="link" className="text-muted-foreground" onClick={onDiscard}>
            <Trans>Supprimer</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
