import type { ModerationContent } from "@escouade/contracts/moderation";
import { Trans } from "@lingui/react/macro";
import { cn } from "@/lib/cn.ts";
import { formatDate } from "@/lib/dates.ts";
import { GameTime } from "@/domain/games/game-time.tsx";

const quote = "whitespace-pre-wrap break-words rounded-lg bg-muted/60 px-3 py-2 text-sm [overflow-wrap:anywhere]";

/** The reported thing as the moderator reads it; a message among the few around it, the reported one marked. */
export function TargetContent({ content, lang }: { content: ModerationContent | null; lang: string }) {
  if (!content) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Ce contenu n'existe plus.</Trans>
      </p>
    );
  }
  switch (content.kind) {
    case "player":
      return (
        <div className="space-y-2">
          <p className="font-semibold">{content.username}</p>
          {content.bio ? (
            <p className={quote}>{content.bio}</p>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>Pas de présentation</Trans>
            </p>
          )}
          {content.bannerKey ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Le profil a une bannière.</Trans>
            </p>
          ) : null}
        </div>
      );
    case "game":
      return (
        <div className="space-y-2">
          <p className="font-semibold">{content.title}</p>
          <p className="text-sm text-muted-foreground">
            <GameTime date={content.startsAt} timeZone={content.timeZone} style="dayYearTime" /> · {content.city}
            {content.organizerName ? <> · {content.organizerName}</> : null}
          </p>
          <p className={quote}>{content.description}</p>
        </div>
      );
    case "team":
      return (
        <div className="space-y-2">
          <p className="font-semibold">{content.name}</p>
          {content.description ? <p className={quote}>{content.description}</p> : null}
        </div>
      );
    case "team_post":
      return (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{content.teamName}</p>
          <p className={quote}>{content.text}</p>
        </div>
      );
    case "shop":
      return (
        <div className="space-y-2">
          <p className="font-semibold">{content.name}</p>
          <p className="text-sm text-muted-foreground">
            {content.city}
            {content.website ? <> · {content.website}</> : null}
          </p>
          {content.description ? <p className={quote}>{content.description}</p> : null}
        </div>
      );
    case "place_review":
      return (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">
            {content.shopName} · {content.rating}/5
          </p>
          {content.comment ? <p className={quote}>{content.comment}</p> : null}
        </div>
      );
    case "place_news":
      return (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{content.shopName}</p>
          <p className={quote}>{content.text}</p>
        </div>
      );
    case "message":
      return (
        <ol className="space-y-2" aria-label="messages">
          {content.messages.map((message) => (
            <li
              key={message.id}
              className={cn("rounded-lg px-3 py-2 text-sm", message.reported ? "border-2 border-destructive bg-destructive/5" : "bg-muted/60")}
            >
              <p className="text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{message.senderName ?? "—"}</span> · {formatDate(message.createdAt, lang, "dateTime")}
                {message.reported ? (
                  <span className="ml-2 font-semibold text-destructive">
                    <Trans>Message signalé</Trans>
                  </span>
                ) : null}
              </p>
              {message.removed && !message.reported ? (
                <p className="italic text-muted-foreground">
                  <Trans>Message supprimé par la modération</Trans>
                </p>
              ) : (
                <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{message.body}</p>
              )}
            </li>
          ))}
        </ol>
      );
  }
}
