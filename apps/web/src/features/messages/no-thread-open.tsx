import { Trans } from "@lingui/react/macro";
import { MessageCircle } from "lucide-react";

/** The desktop's right side before a conversation is chosen (on a phone, the list fills the screen). */
export function NoThreadOpen() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">
      <MessageCircle className="size-10" aria-hidden />
      <p>
        <Trans>Choisissez une conversation pour la lire.</Trans>
      </p>
    </div>
  );
}
