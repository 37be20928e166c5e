import { MESSAGE_MAX_LENGTH } from "@escouade/contracts/messages";
import { Trans, useLingui } from "@lingui/react/macro";
import { SendHorizontal } from "lucide-react";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { numberFormat } from "@/lib/intl-formats.ts";

/** The counter shows from here on, so a long message sees the limit coming. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

/**
 * Writes a message. On a computer Enter sends and Shift+Enter starts a new line; on a touch
 * screen Enter is a new line and the button sends (the keyboard there has no Shift habit).
 */
export function Composer({ onSend, placeholder }: { onSend: (body: string) => void; placeholder: string }) {
  const { t, i18n } = useLingui();
  const [body, setBody] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const touch = useMediaQuery("(pointer: coarse)");
  const text = body.trim();
  const tooLong = text.length > MESSAGE_MAX_LENGTH;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text || tooLong) return;
    onSend(text);
    setBody("");
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || touch) return;
    event.preventDefault();
    submit();
  };

  const number = (value: number) => numberFormat(i18n.locale).format(value);
  return (
    <form onSubmit={submit} className="border-t border-border p-2 sm:p-3">
      <div className="flex items-end gap-2">
        <label htmlFor={`${counterId}-input`} className="sr-only">
          <Trans>Votre message</Trans>
        </label>
        <textarea
          id={`${counterId}-input`}
          ref={input}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          placeholder={placeholder}
          enterKeyHint={touch ? "enter" : "send"}
          aria-invalid={tooLong || undefined}
          aria-describedby={body.length >= COUNTER_FROM ? counterId : undefined}
          className="block max-h-40 min-h-11 w-full resize-none rounded-xl border border-input bg-background px-3 py-2.5 text-base [field-sizing:content] placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive"
        />
        <Button type="submit" size="icon" className="shrink-0 rounded-xl" disabled={!text || tooLong} aria-label={t`Envoyer`}>
          <SendHorizontal className="size-5" aria-hidden />
        </Button>
      </div>
      {body.length >= COUNTER_FROM ? (
        <p id={counterId} className={cn("mt-1 text-right text-xs", tooLong ? "text-destructive" : "text-muted-foreground")} aria-live="polite">
          {tooLong ? <Trans>Trop long : {number(MESSAGE_MAX_LENGTH)} caractères au maximum.</Trans> : null} {number(text.length)} / {number(MESSAGE_MAX_LENGTH)}
        </p>
      ) : null}
    </form>
  );
}
