import { UI_LANGUAGE_OPTIONS } from "@escouade/contracts/languages";
import { Check } from "lucide-react";
import { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem } from "@/components/ui/dropdown-menu.tsx";
import { useTakeFocus, type MenuMount } from "./deferred-menu.tsx";
import { useSwitchLanguage } from "./language-switcher.tsx";

/** The wide header's languages, fetched when wanted (features/shell/language-switcher.tsx draws its button). */
export default function LanguageMenu({ lang, trigger, defaultOpen, takeFocus }: { lang: string } & MenuMount) {
  const switchLanguage = useSwitchLanguage();
  const triggerRef = useTakeFocus<HTMLButtonElement>(takeFocus);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {UI_LANGUAGE_OPTIONS.map((option) => (
          <DropdownMenuItem key={option.code} onSelect={() => switchLanguage(option.code)} lang={option.code}>
            <span className="flex-1">{option.name}</span>
            {option.code === lang ? <Check className="size-4" aria-hidden /> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
