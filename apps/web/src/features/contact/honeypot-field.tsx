import type { UseFormRegisterReturn } from "react-hook-form";

/** A trap for bots: invisible and unreachable for people, so anything typed here is a bot's. */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
