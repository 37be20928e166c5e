import type { ElementType } from "react";
import { cn } from "@/lib/cn.ts";
import { splitLinks } from "@/lib/text-links.ts";

/**
 * Text a player wrote (a bio, a description, rules, news, a message): its line breaks kept, never
 * wider than its box however long a word or an address, and its web addresses tappable links that
 * pass no credit and no opener to the site they lead to.
 */
export function UserText({ text, as: Tag = "p", className }: { text: string; as?: ElementType; className?: string }) {
  return (
    <Tag className={cn("whitespace-pre-line [overflow-wrap:anywhere]", className)}>
      {splitLinks(text).map((run, index) =>
        run.kind === "link" ? (
          <a key={index} href={run.href} target="_blank" rel="noopener nofollow ugc" className="font-medium text-primary underline underline-offset-2">
            {run.text}
          </a>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </Tag>
  );
}
