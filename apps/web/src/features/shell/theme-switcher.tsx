import { useLingui } from "@lingui/react/macro";
import { Check, Monitor } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem } from "@/components/ui/dropdown-menu.tsx";
import { setTheme, useTheme } from "@/lib/theme.ts";
import { THEME_OPTIONS } from "@/lib/theme-options.ts";

export function ThemeSwitcher() {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const CurrentIcon = THEME_OPTIONS.find((o) => o.value === theme)?.icon ?? Monitor;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Changer de thème`}>
          <CurrentIcon className="size-5" aria-hidden />
        </Button>
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
