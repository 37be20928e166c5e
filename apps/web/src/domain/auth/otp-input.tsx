import { LIMITS } from "@escouade/contracts/limits";
import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input.tsx";

/** One field for the whole code: phones offer the code from the mail, paste works, no focus juggling. */
export function OtpInput(props: ComponentProps<"input">) {
  return (
    <Input
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={LIMITS.otpLength}
      placeholder="••••••"
      className="text-center font-mono text-2xl tracking-[0.5em]"
    />
  );
}
