import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarDays, CalendarPlus, LogIn, LogOut, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Button } from "@/components/ui/button.tsx";
import { useSession, useSignOut } from "@/lib/session.ts";
import { menuContentClass, menuItemClass } from "./menu-styles.ts";

export function AccountMenu({ lang }: { lang: string }) {
  const { t } = useLingui();
  const session = useSession();
  const signOut = useSignOut();
  if (!session) {
    return (
      <Button asChild size="md">
        <Link to="/$lang/auth" params={{ lang }}>
          <LogIn className="size-4" aria-hidden />
          <Trans>Connexion</Trans>
        </Link>
      </Button>
    );
  }
  const initial = (session.user.name || session.user.email).charAt(0).toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Mon compte`}>
          <span className="flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">{initial}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.Label className="px-3 py-2 text-xs text-muted-foreground">{session.user.email}</DropdownMenu.Label>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/$lang/profile/profile" params={{ lang }}>
              <UserRound className="size-4" aria-hidden />
              <Trans>Mon profil</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/$lang/profile/games" params={{ lang }}>
              <CalendarDays className="size-4" aria-hidden />
              <Trans>Mes parties</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/$lang/games/create" params={{ lang }}>
              <CalendarPlus className="size-4" aria-hidden />
              <Trans>Publier une partie</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void signOut(lang)}>
            <LogOut className="size-4" aria-hidden />
            <Trans>Se déconnecter</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
