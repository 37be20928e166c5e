import { UI_LANGUAGE_OPTIONS, type UiLanguage } from "@escouade/contracts/languages";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useRouterState } from "@tanstack/react-router";
import { CalendarDays, CalendarPlus, LogIn, LogOut, Settings, ShieldAlert } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogDescription, DialogTrigger } from "@/components/ui/dialog.tsx";
import { SheetContent } from "@/components/ui/sheet.tsx";
import { InstallAppButton } from "@/domain/pwa/install-app-button.tsx";
import { cn } from "@/lib/cn.ts";
import { isModerator } from "@/domain/moderation/site-roles.ts";
import { useSession, useSignOut } from "@/lib/session.ts";
import { setTheme, useTheme } from "@/lib/theme.ts";
import { useTakeFocus, type MenuMount } from "./deferred-menu.tsx";
import { useSwitchLanguage } from "./language-switcher.tsx";
import { NavLinks, type NavBadges } from "./nav-links.tsx";
import { THEME_OPTIONS } from "@/lib/theme-options.ts";

const chip = "min-h-11 rounded-lg border border-border px-3 text-sm font-medium";

interface MobileNavSheetProps extends MenuMount {
  lang: string;
  actions?: ReactNode;
  navBadges?: NavBadges;
}

/**
 * The phone navigation, fetched when wanted (features/shell/mobile-nav.tsx draws its button): a
 * sheet from the right with sections, account, language, theme and install.
 */
export default function MobileNavSheet({ lang, actions, navBadges, trigger, defaultOpen, takeFocus }: MobileNavSheetProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useTakeFocus<HTMLButtonElement>(takeFocus);
  const session = useSession();
  const signOut = useSignOut();
  const theme = useTheme();
  const switchLanguage = useSwitchLanguage();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // Close on navigation.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) setOpen(false);
    shownPath.current = pathname;
  }, [pathname]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild ref={triggerRef}>
        {trigger}
      </DialogTrigger>
      <SheetContent title={<Trans>Menu</Trans>} closeLabel={t`Fermer le menu`} size="sm">
        <DialogDescription className="sr-only">
          <Trans>Navigation principale et préférences</Trans>
        </DialogDescription>
        <div className="flex flex-1 flex-col gap-6 overflow-y-auto p-5">
          <nav aria-label={t`Navigation principale`}>
            <NavLinks lang={lang} layout="list" badges={navBadges} />
          </nav>
          <div className="space-y-2 border-t border-border pt-4">
            {session ? (
              <>
                {actions}
                <Button asChild variant="outline" className="w-full justify-start">
                  <Link to="/$lang/profile/profile" params={{ lang }}>
                    <Avatar avatar={session.user.avatar} username={session.user.name || session.user.email} className="-ml-1 size-7 text-sm" />
                    <Trans>Mon profil</Trans>
                  </Link>
                </Button>
                <Button asChild variant="outline" className="w-full justify-start">
                  <Link to="/$lang/profile/games" params={{ lang }}>
                    <CalendarDays className="size-4" aria-hidden />
                    <Trans>Mes parties</Trans>
                  </Link>
                </Button>
                <Button asChild variant="outline" className="w-full justify-start">
                  <Link to="/$lang/games/create" params={{ lang }}>
                    <CalendarPlus className="size-4" aria-hidden />
                    <Trans>Publier une partie</Trans>
                  </Link>
                </Button>
                <Button asChild variant="outline" className="w-full justify-start">
                  <Link to="/$lang/settings" params={{ lang }}>
                    <Settings className="size-4" aria-hidden />
                    <Trans>Paramètres du compte</Trans>
                  </Link>
                </Button>
                {isModerator(session.user) ? (
                  <Button asChild variant="outline" className="w-full justify-start">
                    <Link to="/$lang/moderation" params={{ lang }}>
                      <ShieldAlert className="size-4" aria-hidden />
                      <Trans>Modération</Trans>
                    </Link>
                  </Button>
                ) : null}
                <Button variant="ghost" className="w-full justify-start" onClick={() => void signOut(lang)}>
                  <LogOut className="size-4" aria-hidden />
                  <Trans>Se déconnecter</Trans>
                </Button>
              </>
            ) : (
              <Button asChild className="w-full">
                <Link to="/$lang/auth" params={{ lang }}>
                  <LogIn className="size-4" aria-hidden />
                  <Trans>Connexion</Trans>
                </Link>
              </Button>
            )}
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">
              <Trans>Langue</Trans>
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {UI_LANGUAGE_OPTIONS.map((option) => (
                <button
                  key={option.code}
                  type="button"
                  lang={option.code}
                  aria-pressed={option.code === lang}
                  className={cn(chip, option.code === lang && "border-primary bg-primary text-primary-foreground")}
                  onClick={() => switchLanguage(option.code as UiLanguage)}
                >
                  {option.name}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">
              <Trans>Thème</Trans>
            </legend>
            <div className="grid grid-cols-3 gap-2">
              {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={value === theme}
                  className={cn(chip, "flex items-center justify-center gap-1", value === theme && "border-primary bg-primary text-primary-foreground")}
                  onClick={() => setTheme(value)}
                >
                  <Icon className="size-4" aria-hidden />
                  {i18n._(label)}
                </button>
              ))}
            </div>
          </fieldset>
          <InstallAppButton className="w-full" />
        </div>
      </SheetContent>
    </Dialog>
  );
}
