import type { AVATAR_COUNT } from "@escouade/contracts/players";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { cn } from "@/lib/cn.ts";
import { FieldError, useGroupError } from "@/components/ui/field.tsx";

/** contracts' AVATAR_COUNT (its type is the literal, so the two cannot drift apart). */
const COUNT: typeof AVATAR_COUNT = 12;
const CHOICES: (number | null)[] = [null, ...Array.from({ length: COUNT }, (_, index) => index + 1)];

interface AvatarPickerProps {
  username: string;
  value: number | null;
  onChange: (avatar: number | null) => void;
  error?: string;
}

/** The numbered avatars and the initial, as one radio group (arrow keys move between them). */
export function AvatarPicker({ username, value, onChange, error }: AvatarPickerProps) {
  const { t } = useLingui();
  const name = useId();
  const { errorId, groupProps } = useGroupError(error);
  return (
    <fieldset className="space-y-2" {...groupProps}>
      <legend className="text-sm font-medium">
        <Trans>Avatar</Trans>
      </legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(3.5rem,1fr))] gap-2">
        {CHOICES.map((choice) => {
          const checked = value === choice;
          return (
            <label key={choice ?? "initial"} className="relative flex cursor-pointer flex-col items-center gap-1">
              {/* Transparent over the avatar: the click lands on the radio itself. */}
              <input
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onChange(choice)}
                className="peer absolute top-0 z-10 size-14 cursor-pointer appearance-none rounded-full opacity-0"
                aria-label={choice === null ? t`Initiale du pseudo` : t`Avatar ${choice}`}
              />
              <Avatar
                avatar={choice}
                username={username}
                size="md"
                className={cn(
                  "ring-offset-2 ring-offset-card transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring",
                  checked ? "ring-3 ring-accent" : "opacity-80 hover:opacity-100",
                )}
              />
              {choice === null ? (
                <span className="text-xs font-medium" aria-hidden>
                  <Trans>Initiale</Trans>
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
