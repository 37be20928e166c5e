import { useLingui } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";

/** The phone menu's button, the same before and after the menu's code has arrived. */
export function MenuButton({ badge, ...props }: { badge?: ReactNode } & ComponentProps<"button">) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="icon" className="relative" {...props}>
      <Menu className="size-6" aria-hidden />
      {/* Named by its content, not aria-label, so the badge's words are part of the name. */}
      <span className="sr-only">{t`Ouvrir le menu`}</span>
      {badge}
    </Button>
  );
}
