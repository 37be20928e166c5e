import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Check, Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Button } from "@/components/ui/button.tsx";
import { setTheme, useTheme, type Theme } from "@/lib/theme.ts";
import { menuContentClass, menuItemClass } from "./menu-styles.ts";

export const THEME_OPTIONS: ReadonlyArray<{ value: Theme; label: MessageDescriptor; icon: LucideIcon }> = [
  { value: "light", label: msg`Clair`, icon: Sun },
  { value: "dark", label: msg`Sombre`, icon: Moon },
  { value: "system", label: msg`Système`, icon: Monitor },
];

export function ThemeSwitcher() {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const CurrentIcon = THEME_OPTIONS.find((o) => o.value === theme)?.icon ?? Monitor;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Changer de thème`}>
          <CurrentIcon className="size-5" aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
            <DropdownMenu.Item key={value} className={menuItemClass} onSelect={() => setTheme(value)}>
              <Icon className="size-4" aria-hidden />
              <span className="flex-1">{i18n._(label)}</span>
              {value === theme ? <Check className="size-4" aria-hidden /> : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
