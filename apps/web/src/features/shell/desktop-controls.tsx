import type { ReactNode } from "react";
import { AccountMenu } from "./account-menu.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { ThemeSwitcher } from "./theme-switcher.tsx";

/** The wide screen's header menus: language, theme, the slot's actions, the account. */
export function DesktopControls({ lang, actions }: { lang: string; actions?: ReactNode }) {
  return (
    <>
      <LanguageSwitcher />
      <ThemeSwitcher />
      {actions}
      <AccountMenu lang={lang} />
    </>
  );
}
