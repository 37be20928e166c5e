import { useLingui } from "@lingui/react/macro";
import { Monitor } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { useTheme } from "@/lib/theme.ts";
import { THEME_OPTIONS } from "@/lib/theme-options.ts";
import { DeferredMenu } from "./deferred-menu.tsx";
import { WIDE_HEADER } from "./wide-header.ts";

const loadThemeMenu = () => import("./theme-menu.tsx");

export function ThemeSwitcher() {
  const { t } = useLingui();
  const theme = useTheme();
  const CurrentIcon = THEME_OPTIONS.find((o) => o.value === theme)?.icon ?? Monitor;
  const button = (
    <Button variant="ghost" size="icon" aria-label={t`Changer de thème`}>
      <CurrentIcon className="size-5" aria-hidden />
    </Button>
  );
  return <DeferredMenu button={button} load={loadThemeMenu} props={{}} popup="menu" preloadWhere={WIDE_HEADER} />;
}
