import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input.tsx";
import { useDebouncedField } from "@/lib/use-debounced-field.ts";

interface SearchBoxProps {
  id: string;
  /** Spoken by screen readers; the placeholder shows what to type. */
  label: ReactNode;
  placeholder: string;
  value: string | undefined;
  /** Called once typing pauses, on Enter and on leaving the field; "" means no text. */
  onSearch: (value: string) => void;
}

/** The free-text box of a search page. */
export function SearchBox({ id, label, placeholder, value, onSearch }: SearchBoxProps) {
  const field = useDebouncedField(value ?? "", (next) => onSearch(next.trim()));
  return (
    <form
      role="search"
      className="relative flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        field.flush();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        id={id}
        type="search"
        enterKeyHint="search"
        placeholder={placeholder}
        className="pl-10"
        value={field.value}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.flush}
        maxLength={100}
      />
    </form>
  );
}
