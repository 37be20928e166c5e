import { useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem } from "@/components/ui/dropdown-menu.tsx";
import { setTheme, useTheme } from "@/lib/theme.ts";
import { THEME_OPTIONS } from "@/lib/theme-options.ts";
import { useTakeFocus, type MenuMount } from "./deferred-menu.tsx";

/** The wide header's themes, fetched when wanted (features/shell/theme-switcher.tsx draws its button). */
export default function ThemeMenu({ trigger, defaultOpen, takeFocus }: MenuMount) {
  const { i18n } = useLingui();
  const theme = useTheme();
  const triggerRef = useTakeFocus<HTMLButtonElement>(takeFocus);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
          <DropdownMenuItem key={value} onSelect={() => setTheme(value)}>
            <Icon className="size-4" aria-hidden />
            <span className="flex-1">{i18n._(label)}</span>
            {value === theme ? <Check className="size-4" aria-hidden /> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
